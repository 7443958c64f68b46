import { normalizePlate } from '@parking/domain';
import {
  blackListResource,
  inOutRecordResource,
  monthPassResource,
  onlineOrderResource,
  orderState,
  parkResource,
  type ResourceDef,
  stayState,
  whiteListResource,
} from '@parking/resources';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

/** The latest stays and orders a car page lists; the totals count them all. */
const recentLimit = 50;

type Out = Record<string, unknown>;

/** Rows of one resource the caller may see that match, newest first, serialized. */
async function visibleRows(
  app: AppContext,
  access: Access,
  def: ResourceDef,
  match: SQL,
  newest: PgColumn,
  limit?: number,
): Promise<Out[]> {
  const t = tableOf(def);
  const query = app.db
    .select()
    .from(t)
    .where(and(match, visibleConditions(def, access)))
    .orderBy(desc(newest), desc(t.id));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => rowSerializer(def, app.config.timeZone)(r as Record<string, unknown>));
}

/** Each row with the name of its park, so a car seen in several parks says where. */
async function withParkNames(app: AppContext, groups: Out[][]): Promise<void> {
  const ids = [...new Set(groups.flat().map((r) => Number(r.parkId)))].filter((id) => Number.isFinite(id));
  if (!ids.length) return;
  const p = tableOf(parkResource);
  const names = new Map(
    (await app.db.select({ id: p.id, parkName: p.parkName }).from(p).where(inArray(p.id, ids))).map((r) => [
      r.id,
      r.parkName,
    ]),
  );
  for (const row of groups.flat()) row.parkName = names.get(Number(row.parkId)) ?? null;
}

/**
 * One car as the people at the booth look it up: its stays, passes, white- and black-list entries and orders,
 * within the parks and companies the caller may see.
 */
export const carSummaryRoutes: AnyRoute[] = [
  defineRoute<{ plateNumber: string }, undefined>({
    method: 'GET',
    url: '/api/updown/static/getCarSummary',
    section: 'reports',
    summary:
      'A plate’s stays and orders (the latest 50 of each, with totals), passes (also as a further plate), white- and black-list entries, in the parks the caller may see',
    query: z.object({ plateNumber: z.string().trim().min(1).max(16) }),
    labels: (k) => (k === 'plateNumber' ? { zh: '车牌号', en: 'Plate' } : undefined),
    handler: async ({ app, access, query }) => {
      const plate = normalizePlate(query.plateNumber);
      const stays = tableOf(inOutRecordResource);
      const orders = tableOf(onlineOrderResource);
      const passes = tableOf(monthPassResource);
      const white = tableOf(whiteListResource);
      const black = tableOf(blackListResource);
      const stayMatch = eq(stays.plateNumber, plate);
      const orderMatch = eq(orders.plateNumber, plate);
      // a pass names its first plate and may carry more, as a comma list
      const passMatch = or(
        eq(passes.plateNumber, plate),
        sql`(',' || replace(coalesce(${passes.plateNumbers}, ''), ' ', '') || ',') like ${`%,${plate},%`}`,
      ) as SQL;
      const [stayRows, orderRows, passRows, whiteRows, blackRows, stayTotals, orderTotals] = await Promise.all([
        visibleRows(app, access, inOutRecordResource, stayMatch, stays.inTime, recentLimit),
        visibleRows(app, access, onlineOrderResource, orderMatch, orders.stayTo, recentLimit),
        visibleRows(app, access, monthPassResource, passMatch, passes.endTime),
        visibleRows(app, access, whiteListResource, eq(white.plateNumber, plate), white.id),
        visibleRows(app, access, blackListResource, eq(black.plateNumber, plate), black.id),
        app.db
          .select({
            count: sql`count(*)`.mapWith(Number),
            inside: sql`count(*) filter (where ${stays.state} = ${stayState.values.inside})`.mapWith(Number),
          })
          .from(stays)
          .where(and(stayMatch, visibleConditions(inOutRecordResource, access))),
        app.db
          .select({
            count: sql`count(*)`.mapWith(Number),
            unpaid:
              sql`coalesce(sum(${orders.amount}) filter (where ${orders.state} = ${orderState.values.unpaid}), 0)`.mapWith(
                Number,
              ),
            paid: sql`coalesce(sum(${orders.paidAmount}), 0)`.mapWith(Number),
            refunded: sql`coalesce(sum(${orders.refundedAmount}), 0)`.mapWith(Number),
          })
          .from(orders)
          .where(and(orderMatch, visibleConditions(onlineOrderResource, access))),
      ]);
      await withParkNames(app, [stayRows, orderRows, passRows, whiteRows, blackRows]);
      const st = stayTotals[0];
      const ot = orderTotals[0];
      return {
        plateNumber: plate,
        totals: {
          stays: st?.count ?? 0,
          inside: st?.inside ?? 0,
          orders: ot?.count ?? 0,
          unpaidAmount: ot?.unpaid ?? 0,
          paidAmount: ot?.paid ?? 0,
          refundedAmount: ot?.refunded ?? 0,
        },
        stays: stayRows,
        orders: orderRows,
        passes: passRows,
        whiteList: whiteRows,
        blackList: blackRows,
      };
    },
  }),
];
