import { formatLocalDateTime, type Message } from '@parking/domain';
import { onlineOrderResource, orderState, payWay } from '@parking/resources';
import { z } from 'zod';
import { rowSerializer } from '../../crud/serialize';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { applyPayment, orderOf } from './orders/order-payments';
import { refundOrder } from './orders/order-refund';

/** Giving money back is a button of its own: operators who see orders need not be allowed to refund them. */
export const refundPermission = 'parkorder:refund';

const orderNo = z.string().min(1).max(40);
const names: Record<string, Message> = {
  onlineOrderId: { zh: '订单号', en: 'Order number' },
  remark: { zh: '退款原因', en: 'Reason' },
  amount: { zh: '退款金额(分)', en: 'Refund amount (fen)' },
  refundNo: { zh: '退款单号', en: 'Refund number' },
  payWay: { zh: '支付方式', en: 'Pay way' },
};
const labels = (k: string) => names[k];

/** An order state's name in answers: its key in the dictionary (unpaid, paid, ...). */
const stateNames = new Map(orderState.items.map((i) => [i.value, i.key]));

/** What the payment channel says of an order: its payment, none, or why it could not be asked. */
async function channelView(app: AppContext, onlineOrderId: string) {
  try {
    const held = await app.payments.queryPayment(onlineOrderId, app.db);
    return {
      name: app.payments.name,
      paid: held !== null,
      payNo: held?.payNo ?? null,
      amount: held?.amountFen ?? null,
    };
  } catch (err) {
    return { name: app.payments.name, paid: null, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Orders: asking whether one is paid, noting a payment by hand, refunding. */
export const parkorderRoutes: AnyRoute[] = [
  defineRoute<{ onlineOrderId: string }, undefined>({
    method: 'GET',
    url: '/api/updown/parkorder/queryPayResult',
    section: 'orders-invoices',
    summary:
      'Whether an order is paid, and how much was paid and refunded; for an unpaid order, also what the payment channel holds',
    query: z.object({ onlineOrderId: orderNo }),
    labels,
    handler: async ({ app, access, query }) => {
      const order = await orderOf(app.db, query.onlineOrderId, access);
      return {
        ...rowSerializer(onlineOrderResource, app.config.timeZone)(order),
        paid: (order.paidAmount ?? 0) > 0,
        stateName: stateNames.get(order.state ?? orderState.values.unpaid),
        ...(order.state === orderState.values.unpaid ? { channel: await channelView(app, query.onlineOrderId) } : {}),
      };
    },
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; payWay?: typeof payWay.values.cash }>({
    method: 'POST',
    url: '/api/updown/parkorder/manualPayResultNotice',
    section: 'orders-invoices',
    summary:
      'An operator reports an order as paid: asks the payment channel and applies what it holds, or records cash paid at the booth (payWay 1)',
    body: z.object({ onlineOrderId: orderNo, payWay: z.literal(payWay.values.cash).optional() }),
    labels,
    handler: async ({ app, access, body }) => {
      const order = await orderOf(app.db, body.onlineOrderId, access);
      const held = await app.payments.queryPayment(body.onlineOrderId, app.db);
      if (held) return { ...(await applyPayment(app, held, app.payments.name)), source: app.payments.name };
      if (body.payWay !== payWay.values.cash) {
        throw badRequest({
          zh: `订单(onlineOrderId): 支付通道没有 ${body.onlineOrderId} 的支付记录`,
          en: `Order(onlineOrderId): the payment channel holds no payment of ${body.onlineOrderId}`,
        });
      }
      if (order.state !== orderState.values.unpaid) return { applied: false, source: 'cash' };
      const now = new Date();
      const result = await applyPayment(
        app,
        {
          onlineOrderId: body.onlineOrderId,
          payNo: `CASH-${body.onlineOrderId}`,
          amountFen: order.amount,
          payWay: payWay.values.cash,
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
    section: 'orders-invoices',
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
    handler: async ({ app, access, lang, body, noteChange }) => {
      const { refund, repeated } = await refundOrder(app, access, body, { lang, noteChange });
      return {
        refundNo: refund.refundNo,
        onlineOrderId: refund.onlineOrderId,
        amount: refund.amount,
        remark: refund.remark,
        operatorName: refund.operatorName,
        refundedAt: formatLocalDateTime(refund.refundedAt, app.config.timeZone),
        repeated,
      };
    },
  }),
];
