import { formatLocalDateTime } from '@parking/domain';
import { onlineOrderResource } from '@parking/resources';
import { z } from 'zod';
import type { Row } from '../../crud/hooks';
import { rowSerializer } from '../../crud/serialize';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { orderStates } from './orders/exit-order';
import { applyPayment, orderOf } from './orders/order-payments';
import { refundOrder } from './orders/order-refund';

/** Giving money back is a button of its own: operators who see orders need not be allowed to refund them. */
export const refundPermission = 'parkorder:refund';

const orderNo = z.string().min(1).max(40);
const labels = (k: string) =>
  (
    ({
      onlineOrderId: { zh: '订单号', en: 'Order number' },
      remark: { zh: '退款原因', en: 'Reason' },
      amount: { zh: '退款金额(分)', en: 'Refund amount (fen)' },
      refundNo: { zh: '退款单号', en: 'Refund number' },
      payWay: { zh: '支付方式', en: 'Pay way' },
    }) as Record<string, { zh: string; en: string }>
  )[k];

const stateNames: Record<number, string> = { 0: 'unpaid', 1: 'paid', 2: 'refunded', 3: 'partlyRefunded', 4: 'closed' };

/** Orders: asking whether one is paid, noting a payment by hand, refunding. */
export const parkorderRoutes: AnyRoute[] = [
  defineRoute<{ onlineOrderId: string }, undefined>({
    method: 'GET',
    url: '/api/updown/parkorder/queryPayResult',
    area: 'orders-invoices',
    summary: 'Whether an order is paid, and how much was paid and refunded',
    query: z.object({ onlineOrderId: orderNo }),
    labels,
    handler: async ({ app, access, query }) => {
      const order = await orderOf(app.db, query.onlineOrderId, access);
      return {
        ...rowSerializer(onlineOrderResource, app.config.timeZone)(order),
        paid: Number(order.paidAmount) > 0,
        stateName: stateNames[Number(order.state)],
      };
    },
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; payWay?: number }>({
    method: 'POST',
    url: '/api/updown/parkorder/manualPayResultNotice',
    area: 'orders-invoices',
    summary:
      'An operator reports an order as paid: asks the payment channel and applies what it holds, or records cash paid at the booth (payWay 1)',
    body: z.object({ onlineOrderId: orderNo, payWay: z.literal(1).optional() }),
    labels,
    handler: async ({ app, access, body }) => {
      const order = await orderOf(app.db, body.onlineOrderId, access);
      const held = await app.payments.queryPayment(body.onlineOrderId);
      if (held) return { ...(await applyPayment(app, held, app.payments.name)), source: app.payments.name };
      if (body.payWay !== 1) {
        throw badRequest({
          zh: `订单(onlineOrderId): 支付通道没有 ${body.onlineOrderId} 的支付记录`,
          en: `Order(onlineOrderId): the payment channel holds no payment of ${body.onlineOrderId}`,
        });
      }
      if (Number(order.state) !== orderStates.unpaid) return { applied: false, source: 'cash' };
      const now = new Date();
      const result = await applyPayment(
        app,
        {
          onlineOrderId: body.onlineOrderId,
          payNo: `CASH-${body.onlineOrderId}`,
          amountFen: Number(order.amount),
          payWay: 1,
          paidAt: now.toISOString(),
        },
        `cash:${access.username}`,
      );
      return { applied: result.applied, source: 'cash', paidAt: formatLocalDateTime(now, app.config.timeZone) };
    },
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; remark: string; amount?: number; refundNo?: string }>({
    method: 'POST',
    url: '/api/updown/parkorder/refund',
    area: 'orders-invoices',
    summary: 'Refunds all (no amount) or part of a paid order, never more than is left; once per refundNo',
    permission: refundPermission,
    body: z.object({
      onlineOrderId: orderNo,
      remark: z.string().trim().min(1).max(200),
      amount: z.number().int().min(1).optional(),
      refundNo: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/)
        .optional(),
    }),
    labels,
    handler: async ({ app, access, body }) => {
      const { refund, repeated } = await refundOrder(app, access, body);
      const r = refund as Row;
      return {
        refundNo: r.refundNo,
        onlineOrderId: r.onlineOrderId,
        amount: Number(r.amount),
        remark: r.remark,
        operatorName: r.operatorName,
        refundedAt: formatLocalDateTime(r.refundedAt as Date, app.config.timeZone),
        repeated,
      };
    },
  }),
];
