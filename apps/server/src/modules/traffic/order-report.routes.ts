import {
  inOutRecordResource,
  listQuerySchema,
  onlineOrderResource,
  payRecordResource,
  refundOrderResource,
} from '@parking/resources';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from '../../crud/hooks';
import { filterConditions } from '../../crud/list-query';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const orderLabel = { zh: '订单', en: 'Order' };

async function visibleOrderBy(app: AppContext, access: Access, where: ReturnType<typeof eq>) {
  const t = tableOf('parkorder');
  const [row] = (await app.db
    .select()
    .from(t)
    .where(and(where, liveCondition(t), ...scopeConditions(onlineOrderResource, t, access)))
    .orderBy(desc(t.id))
    .limit(1)) as Row[];
  return row ?? null;
}

/** Sums and single orders of the online order report (§7.7 /static/onlineorder). */
export const orderReportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/static/getOnlineOrderPayAmountSum',
    area: 'reports',
    summary: 'Totals of the online orders the filters select: count, amount, paid, refunded and kept (fen)',
    query: listQuerySchema(onlineOrderResource),
    handler: async ({ app, access, query }) => {
      const t = tableOf('parkorder');
      const [sum] = await app.db
        .select({
          count: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${t.amount}), 0)`,
          paidAmount: sql<string>`coalesce(sum(${t.paidAmount}), 0)`,
          refundedAmount: sql<string>`coalesce(sum(${t.refundedAmount}), 0)`,
        })
        .from(t)
        .where(
          and(
            liveCondition(t),
            ...scopeConditions(onlineOrderResource, t, access),
            ...filterConditions(onlineOrderResource, t, query as Record<string, unknown>, app.config.timeZone),
          ),
        );
      const paid = Number(sum?.paidAmount ?? 0);
      const refunded = Number(sum?.refundedAmount ?? 0);
      return {
        count: Number(sum?.count ?? 0),
        amount: Number(sum?.amount ?? 0),
        paidAmount: paid,
        refundedAmount: refunded,
        netAmount: paid - refunded,
      };
    },
  }),
  defineRoute<{ onlineOrderId: string }, undefined>({
    method: 'GET',
    url: '/api/updown/static/getOnlineOrderDetail',
    area: 'reports',
    summary: 'One online order with its stay, payments and refunds',
    query: z.object({ onlineOrderId: z.string().min(1).max(40) }),
    labels: (k) => (k === 'onlineOrderId' ? { zh: '订单号', en: 'Order number' } : undefined),
    handler: async ({ app, access, query }) => {
      const t = tableOf('parkorder');
      const order = await visibleOrderBy(app, access, eq(t.onlineOrderId, query.onlineOrderId));
      if (!order) throw notFound(orderLabel, query.onlineOrderId);
      const tz = app.config.timeZone;
      const pays = tableOf('payRecord');
      const refunds = tableOf('refundOrder');
      const stays = tableOf('parkIORecord');
      const [payments, refundRows, stayRows] = await Promise.all([
        app.db
          .select()
          .from(pays)
          .where(and(eq(pays.orderId, Number(order.id)), liveCondition(pays)))
          .orderBy(pays.paidAt),
        app.db
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderId, Number(order.id)), liveCondition(refunds)))
          .orderBy(refunds.refundedAt),
        order.recordId == null
          ? Promise.resolve([])
          : app.db
              .select()
              .from(stays)
              .where(eq(stays.id, Number(order.recordId))),
      ]);
      return {
        ...rowSerializer(onlineOrderResource, tz)(order),
        stay: stayRows[0] ? rowSerializer(inOutRecordResource, tz)(stayRows[0] as Row) : null,
        payments: (payments as Row[]).map(rowSerializer(payRecordResource, tz)),
        refunds: (refundRows as Row[]).map(rowSerializer(refundOrderResource, tz)),
      };
    },
  }),
  defineRoute<{ onlineOrderId?: string; recordId?: number }, undefined>({
    method: 'GET',
    url: '/api/updown/static/getOnlineOrder',
    area: 'reports',
    summary: 'The order with this number, or the latest order of a stay (recordId); null when there is none',
    query: z.object({
      onlineOrderId: z.string().min(1).max(40).optional(),
      recordId: z.coerce.number().int().positive().optional(),
    }),
    handler: async ({ app, access, query }) => {
      const t = tableOf('parkorder');
      if (!query.onlineOrderId && !query.recordId) {
        throw badRequest({
          zh: '订单号(onlineOrderId): 订单号与进出记录(recordId)至少填一个',
          en: 'Order number(onlineOrderId): give it or the stay (recordId)',
        });
      }
      const order = await visibleOrderBy(
        app,
        access,
        query.onlineOrderId ? eq(t.onlineOrderId, query.onlineOrderId) : eq(t.recordId, query.recordId as number),
      );
      return order ? rowSerializer(onlineOrderResource, app.config.timeZone)(order) : null;
    },
  }),
];
