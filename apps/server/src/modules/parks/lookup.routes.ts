import { carKind, carTypeResource, parkResource } from '@parking/resources';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { labels, optionalId, paramLabels, requiredId, visibleOne } from './visible';

const base = '/api/updown/baseSelect';
const temporary = 0;
const storedValue = 6;

export const lookupRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/getSelectCarKindType`,
    area: 'parks',
    summary: 'The car kinds (temporary, monthly, ..., stored value) as select options',
    handler: async ({ lang }) => carKind.items.map((i) => ({ label: i.label[lang], value: i.value })),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getSelectStoredValueCarAndTempCar`,
    area: 'parks',
    summary: "A park's enabled car types of kind temporary or stored value, as select options",
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, query, lang }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      await visibleOne(app.db, parkResource, access, parkId);
      const t = tableOf('parkCarType');
      const rows = await app.db
        .select({ id: t.id, name: t.carTypeName, carKind: t.carKind })
        .from(t)
        .where(
          and(
            eq(t.parkId, parkId),
            inArray(t.carKind, [temporary, storedValue]),
            eq(t.state, 1),
            liveCondition(t),
            ...scopeConditions(carTypeResource, t, access),
          ),
        )
        .orderBy(asc(t.sort), asc(t.id));
      const kindName = (v: unknown) => carKind.items.find((i) => i.value === v)?.label[lang] ?? null;
      return rows.map((r) => ({
        label: r.name,
        value: r.id,
        carKind: r.carKind,
        carKindName: kindName(r.carKind),
      }));
    },
  }),
];
