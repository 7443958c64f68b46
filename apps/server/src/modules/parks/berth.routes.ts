import { berthResource, listQuerySchema, parkResource } from '@parking/resources';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listRows } from '../../crud/crud-routes';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, paramLabels, visibleOne } from './visible';

const roadside = 10;

export const berthRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/door/rdBerthNoCar/list',
    area: 'devices',
    summary: 'Berths without a car: the berth list, free ones only (same filters and paging)',
    query: listQuerySchema(berthResource),
    labels: paramLabels,
    handler: async ({ app, access, query }) =>
      listRows(app, berthResource, access, query as Record<string, unknown>, {
        path: 'list',
        fixed: { hasCar: false },
      }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/road/inout/initBerthNum',
    area: 'devices',
    summary:
      "Count roadside parks' stalls from their berths again: total the live berths, free those without a car (parkId: one park; without it, those with berths)",
    permission: 'basePark:edit',
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    body: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, query, body }) => {
      const parkId = body?.parkId ?? body?.PKID ?? query.parkId ?? query.PKID;
      return app.db.transaction(async (tx) => {
        const p = tableOf('basePark');
        const parks =
          parkId !== undefined
            ? [await visibleOne(tx, parkResource, access, parkId)]
            : await tx
                .select()
                .from(p)
                .where(and(eq(p.parkKind, roadside), liveCondition(p), ...scopeConditions(parkResource, p, access)));
        const ids = parks.map((x) => Number(x.id));
        const b = tableOf('door/rdBerth');
        const counts = ids.length
          ? await tx
              .select({
                parkId: b.parkId,
                total: sql<number>`count(*)::int`,
                free: sql<number>`count(*) filter (where not ${b.hasCar})::int`,
              })
              .from(b)
              .where(and(inArray(b.parkId, ids), liveCondition(b)))
              .groupBy(b.parkId)
          : [];
        const updated = [];
        const skipped = [];
        for (const park of parks) {
          const c = counts.find((x) => Number(x.parkId) === Number(park.id));
          // counting all roadside parks leaves alone those whose berths were never entered
          if (!c && parkId === undefined) {
            skipped.push({ parkId: Number(park.id), parkName: park.parkName });
            continue;
          }
          const totalStalls = Number(c?.total ?? 0);
          const freeStalls = Number(c?.free ?? 0);
          await tx
            .update(p)
            .set({ totalStalls, freeStalls, updatedAt: new Date(), updatedBy: access.userId })
            .where(eq(p.id, park.id as number));
          updated.push({
            parkId: Number(park.id),
            parkName: park.parkName,
            totalStalls,
            freeStalls,
            before: { totalStalls: park.totalStalls, freeStalls: park.freeStalls },
          });
        }
        return { updated, skipped };
      });
    },
  }),
];
