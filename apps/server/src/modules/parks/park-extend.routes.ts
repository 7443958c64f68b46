import { allFields, parkInfoExtendResource, parkResource, submitSchema } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkReferences } from '../../crud/checks';
import type { Row } from '../../crud/hooks';
import { toColumns } from '../../crud/input';
import { liveCondition, scopeConditions, scopeForWrite } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { labels, optionalId, paramLabels, requiredId, visibleOne } from './visible';

const def = parkInfoExtendResource;
const base = '/api/updown/baseParkinfoExtend';

async function extendOf(tx: Tx, access: Access, parkId: number): Promise<Row | undefined> {
  const t = tableOf(def.module);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.parkId, parkId), liveCondition(t), ...scopeConditions(def, t, access)))
    .limit(1);
  return row as Row | undefined;
}

/** The park's details; a park without any answers empty ones (exists: false). */
function answer(parkId: number, companyId: unknown, row: Row | undefined, timeZone: string) {
  if (row) return { ...rowSerializer(def, timeZone)(row), exists: true };
  const empty = Object.fromEntries(Object.keys(def.fields).map((k) => [k, null]));
  return { id: null, parkId, companyId, ...empty, exists: false };
}

export const parkExtendRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/detail`,
    area: 'parks',
    summary: "A park's details for drivers (opening hours, contact, height limit, chargers), by parkId",
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      const park = await visibleOne(app.db, parkResource, access, parkId);
      return answer(parkId, park.companyId, await extendOf(app.db, access, parkId), app.config.timeZone);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/submit`,
    area: 'parks',
    resource: def.module,
    summary: "Save a park's details (one per park, by parkId): fields sent are set, the others kept",
    permission: 'basePark:edit',
    body: submitSchema(def, 'add'),
    labels: (k) => allFields(def)[k]?.label,
    handler: async ({ app, access, body }) => {
      const values = { ...(body as Row) };
      return app.db.transaction(async (tx) => {
        const parkId = Number(values.parkId);
        await visibleOne(tx, parkResource, access, parkId);
        const existing = (await extendOf(tx, access, parkId)) ?? null;
        Object.assign(values, await scopeForWrite(tx, def, access, values, existing));
        await checkReferences(tx, def, access, values, existing);
        const columns = toColumns(def, values, app.config.timeZone);
        const t = tableOf(def.module);
        const [row] = existing
          ? await tx
              .update(t)
              .set({ ...columns, updatedAt: new Date(), updatedBy: access.userId } as never)
              .where(eq(t.id, existing.id as number))
              .returning()
          : await tx
              .insert(t)
              .values({ ...columns, createdBy: access.userId, updatedBy: access.userId } as never)
              .returning();
        return answer(parkId, row?.companyId, row as Row, app.config.timeZone);
      });
    },
  }),
];
