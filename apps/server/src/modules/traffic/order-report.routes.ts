import {
  couponResource,
  couponState,
  inOutRecordResource,
  listQuerySchema,
  onlineOrderResource,
  oweAllocationResource,
  payRecordResource,
  refundOrderResource,
  sellerResource,
} from '@parking/resources';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { filterConditions } from '../../crud/list-query';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { orderHourTotals, summaryPeriod } from '../reports/summaries/hour-summary-reads';

/** The filters the orders' hour summary keeps apart; any other filter reads the orders themselves. */
const orderHourFilters = ['parkId', 'state', 'payWay'];

const orderLabel = { zh: '订单', en: 'Order' };

async function visibleOrderBy(app: AppContext, access: Access, where: SQL) {
  const t = tableOf(onlineOrderResource);
  const [row] = await app.db
    .select()
    .from(t)
    .where(and(where, visibleConditions(onlineOrderResource, access)))
    .orderBy(desc(t.id))
    .limit(1);
  return row ?? null;
}

/** Sums and single orders of the online order report (§7.7 /static/onlineorder). */
export const orderReportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/static/getOnlineOrderPayAmountSum',
    section: 'reports',
    summary: 'Totals of the online orders the filters select: count, amount, paid, refunded and kept (fen)',
    query: listQuerySchema(onlineOrderResource),
    handler: async ({ app, access, query }) => {
      const period = summaryPeriod(onlineOrderResource, query, 'paidAt', orderHourFilters, app.config.timeZone);
      if (period) {
        const sum = await orderHourTotals(app.db, onlineOrderResource, access, period, query);
        const net = sum.paidAmount - sum.refundedAmount;
        return {
          count: sum.orders,
          amount: sum.amount,
          paidAmount: sum.paidAmount,
          refundedAmount: sum.refundedAmount,
          netAmount: net,
        };
      }
      const t = tableOf(onlineOrderResource);
      const [sum] = await app.db
        .select({
          count: sql`count(*)`.mapWith(Number),
          amount: sql`coalesce(sum(${t.amount}), 0)`.mapWith(Number),
          paidAmount: sql`coalesce(sum(${t.paidAmount}), 0)`.mapWith(Number),
          refundedAmount: sql`coalesce(sum(${t.refundedAmount}), 0)`.mapWith(Number),
        })
        .from(t)
        .where(
          and(
            visibleConditions(onlineOrderResource, access),
            ...filterConditions(onlineOrderResource, query, app.config.timeZone),
          ),
        );
      const paid = sum?.paidAmount ?? 0;
      const refunded = sum?.refundedAmount ?? 0;
      return {
        count: sum?.count ?? 0,
        amount: sum?.amount ?? 0,
        paidAmount: paid,
        refundedAmount: refunded,
        netAmount: paid - refunded,
      };
    },
  }),
  defineRoute<{ onlineOrderId: string }, undefined>({
    method: 'GET',
    url: '/api/updown/static/getOnlineOrderDetail',
    section: 'reports',
    summary:
      'One online order with its stay, payments and refunds, the coupons its stay used (merchant, discount, charge) and the arrears it paid',
    query: z.object({ onlineOrderId: z.string().min(1).max(40) }),
    labels: (k) => (k === 'onlineOrderId' ? { zh: '订单号', en: 'Order number' } : undefined),
    handler: async ({ app, access, query }) => {
      const t = tableOf(onlineOrderResource);
      const order = await visibleOrderBy(app, access, eq(t.onlineOrderId, query.onlineOrderId));
      if (!order) throw notFound(orderLabel, query.onlineOrderId);
      const tz = app.config.timeZone;
      const pays = tableOf(payRecordResource);
      const refunds = tableOf(refundOrderResource);
      const stays = tableOf(inOutRecordResource);
      const [payments, refundRows, stayRows] = await Promise.all([
        app.db
          .select()
          .from(pays)
          .where(and(eq(pays.orderId, order.id), liveCondition(pays)))
          .orderBy(pays.paidAt),
        app.db
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderId, order.id), liveCondition(refunds)))
          .orderBy(refunds.refundedAt),
        order.recordId == null ? Promise.resolve([]) : app.db.select().from(stays).where(eq(stays.id, order.recordId)),
      ]);
      const [coupons, paidOwes] = await Promise.all([
        order.recordId == null ? Promise.resolve([]) : couponsOfStay(app.db, order.recordId),
        owesPaidBy(app.db, order.id),
      ]);
      return {
        ...rowSerializer(onlineOrderResource, tz)(order),
        stay: stayRows[0] ? rowSerializer(inOutRecordResource, tz)(stayRows[0]) : null,
        payments: payments.map(rowSerializer(payRecordResource, tz)),
        refunds: refundRows.map(rowSerializer(refundOrderResource, tz)),
        coupons: coupons.map((c) => ({ ...rowSerializer(couponResource, tz)(c.coupon), sellerName: c.sellerName })),
        owes: paidOwes.map(rowSerializer(oweAllocationResource, tz)),
      };
    },
  }),
  defineRoute<{ onlineOrderId?: string; recordId?: number }, undefined>({
    method: 'GET',
    url: '/api/updown/static/getOnlineOrder',
    section: 'reports',
    summary: 'The order with this number, or the latest order of a stay (recordId); null when there is none',
    query: z.object({
      onlineOrderId: z.string().min(1).max(40).optional(),
      recordId: z.coerce.number().int().positive().optional(),
    }),
    handler: async ({ app, access, query }) => {
      const t = tableOf(onlineOrderResource);
      const which = query.onlineOrderId
        ? eq(t.onlineOrderId, query.onlineOrderId)
        : query.recordId
          ? eq(t.recordId, query.recordId)
          : null;
      if (!which) {
        throw badRequest({
          zh: '订单号(onlineOrderId): 订单号与进出记录(recordId)至少填一个',
          en: 'Order number(onlineOrderId): give it or the stay (recordId)',
        });
      }
      const order = await visibleOrderBy(app, access, which);
      return order ? rowSerializer(onlineOrderResource, app.config.timeZone)(order) : null;
    },
  }),
];

/** The coupons a stay used, with the merchant each was charged to. */
function couponsOfStay(db: Db, recordId: number) {
  const c = tableOf(couponResource);
  const s = tableOf(sellerResource);
  return db
    .select({ coupon: c, sellerName: s.sellerName })
    .from(c)
    .leftJoin(s, eq(s.id, c.sellerId))
    .where(
      and(
        eq(c.recordId, recordId),
        inArray(c.state, [couponState.values.used, couponState.values.settled]),
        liveCondition(c),
      ),
    )
    .orderBy(c.id);
}

/** The arrears an order paid, one row per arrear, oldest first. */
function owesPaidBy(db: Db, orderId: number) {
  const a = tableOf(oweAllocationResource);
  return db
    .select()
    .from(a)
    .where(and(eq(a.orderId, orderId), liveCondition(a)))
    .orderBy(a.id);
}
