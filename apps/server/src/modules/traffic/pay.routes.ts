import type { Message } from '@parking/domain';
import { dictSchema, idSchema, orderState, payWay } from '@parking/resources';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { type AdvanceQuote, quoteAdvance } from './orders/advance-payment';
import { applyPayment, orderOf } from './orders/order-payments';
import { noticeSigned, type PaymentNotice, type PayWay } from './payments/payment-adapter';

const notice = z.object({
  onlineOrderId: z.string().min(1).max(40),
  payNo: z.string().min(1).max(64),
  amountFen: z.number().int().min(0),
  payWay: dictSchema(payWay),
  paidAt: z.string().datetime(),
});

const names: Record<string, Message> = {
  parkId: { zh: '停车场', en: 'Park' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
};
const labels = (k: string) => names[k];

/** The driver's side of paying (exit QR code or in advance) and the payment channel's callbacks. */
export const payRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, { parkId: number; plateNumber: string }, 'public'>({
    method: 'POST',
    url: '/api/pay/stay/advance',
    section: 'orders-invoices',
    summary:
      'A driver inside the park asks by park and plate what the stay costs now: the stay is priced at this moment and its order set to what is owed (paid, the car leaves within the grace time)',
    auth: 'public',
    body: z.object({ parkId: idSchema, plateNumber: z.string().trim().min(1).max(16) }),
    labels,
    handler: async ({ app, body }): Promise<AdvanceQuote> => quoteAdvance(app, body.parkId, body.plateNumber),
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; payWay: PayWay }, 'public'>({
    method: 'POST',
    url: '/api/pay/order/start',
    section: 'orders-invoices',
    summary: 'A driver starts paying an order (from the exit QR code or ahead); the channel confirms by callback',
    auth: 'public',
    body: z.object({
      onlineOrderId: z.string().min(1).max(40),
      payWay: z.union([z.literal(payWay.values.wechat), z.literal(payWay.values.alipay)]).default(payWay.values.wechat),
    }),
    handler: async ({ app, body }) => {
      const order = await orderOf(app.db, body.onlineOrderId);
      if (order.state !== orderState.values.unpaid) {
        throw badRequest({
          zh: `订单(onlineOrderId): ${body.onlineOrderId} 不是待支付状态`,
          en: `Order(onlineOrderId): ${body.onlineOrderId} is not waiting for payment`,
        });
      }
      const started = await app.payments.createPayment({
        onlineOrderId: body.onlineOrderId,
        amountFen: order.amount,
        payWay: body.payWay,
      });
      return { onlineOrderId: body.onlineOrderId, amount: order.amount, payUrl: started.payUrl };
    },
  }),
  defineRoute<Record<string, never>, PaymentNotice, 'public'>({
    method: 'POST',
    url: '/api/pay/callback/sandbox',
    section: 'orders-invoices',
    summary: 'The sandbox channel reports a payment; signed with the callback key, applied once',
    auth: 'public',
    body: notice,
    handler: async ({ app, body, req }) => {
      const header = req.headers['x-pay-signature'];
      const signature = typeof header === 'string' ? header : '';
      if (!noticeSigned(app.paySecret, body, signature)) {
        throw unauthorized({ zh: '支付回调签名不正确', en: 'payment callback signature is not valid' });
      }
      const { applied } = await applyPayment(app, body, 'sandbox');
      return { applied };
    },
  }),
];
