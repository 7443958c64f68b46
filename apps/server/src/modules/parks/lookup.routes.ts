import { carKind, carTypeResource, enabledState, parkResource } from '@parking/resources';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, specIdLabel } from '../../platform/spec-params';

const base = '/api/updown/baseSelect';

export const lookupRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/getSelectCarKindType`,
    section: 'parks',
    summary: 'The car kinds (temporary, monthly, ..., stored value) as select options',
    handler: async ({ lang }) => carKind.items.map((i) => ({ label: i.label[lang], value: i.value })),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getSelectStoredValueCarAndTempCar`,
    section: 'parks',
    summary: "A park's enabled car types of kind temporary or stored value, as select options",
    query: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async ({ app, access, query, lang }) => {
      const parkId = idOf('park', query);
      await visibleOne(app.db, parkResource, access, parkId);
      const t = tableOf(carTypeResource);
      const rows = await app.db
        .select({ id: t.id, name: t.carTypeName, carKind: t.carKind })
        .from(t)
        .where(
          and(
            eq(t.parkId, parkId),
            inArray(t.carKind, [carKind.values.temporary, carKind.values.storedValue]),
            eq(t.state, enabledState.values.enabled),
            visibleConditions(carTypeResource, access),
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
