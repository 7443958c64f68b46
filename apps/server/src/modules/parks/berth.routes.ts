import { berthResource, listQuerySchema, parkKind, parkResource } from '@parking/resources';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listRows } from '../../crud/crud-routes';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idParams, optionalIdOf, specIdLabel } from '../../platform/spec-params';
import { StallLedger } from './stall-ledger';

export const berthRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/door/rdBerthNoCar/list',
    section: 'devices',
    summary: 'Berths without a car: the berth list, free ones only (same filters and paging)',
    query: listQuerySchema(berthResource),
    labels: specIdLabel,
    handler: async ({ app, access, query }) =>
      listRows(app, berthResource, access, query, {
        path: 'list',
        fixed: { hasCar: false },
      }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/road/inout/initBerthNum',
    section: 'devices',
    summary:
      "Count roadside parks' stalls from their berths again: total the live berths, free those without a car (parkId: one park; without it, those with berths)",
    permission: 'basePark:edit',
    query: z.object(idParams('park')),
    body: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async ({ app, access, query, body }) => {
      const parkId = optionalIdOf('park', body, query);
      return app.db.transaction(async (tx) => {
        const p = tableOf(parkResource);
        const parks =
          parkId !== undefined
            ? [await visibleOne(tx, parkResource, access, parkId)]
            : await tx
                .select()
                .from(p)
                .where(and(eq(p.parkKind, parkKind.values.roadside), visibleConditions(parkResource, access)));
        const ids = parks.map((x) => x.id);
        const stalls = await StallLedger.lockParks(tx, ids);
        const b = tableOf(berthResource);
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
          const c = counts.find((x) => x.parkId === park.id);
          // counting all roadside parks leaves alone those whose berths were never entered
          if (!c && parkId === undefined) {
            skipped.push({ parkId: park.id, parkName: park.parkName });
            continue;
          }
          const totalStalls = c?.total ?? 0;
          const freeStalls = c?.free ?? 0;
          await tx.update(p).set({ totalStalls }).where(eq(p.id, park.id));
          stalls.recount(park.id, freeStalls);
          updated.push({
            parkId: park.id,
            parkName: park.parkName,
            totalStalls,
            freeStalls,
            before: { totalStalls: park.totalStalls, freeStalls: park.freeStalls },
          });
        }
        await stalls.write(tx);
        return { updated, skipped };
      });
    },
  }),
];
