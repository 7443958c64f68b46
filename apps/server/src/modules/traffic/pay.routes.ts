import { idSchema } from '@parking/resources';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { type AdvanceQuote, quoteAdvance } from './orders/advance-payment';
import { orderStates } from './orders/exit-order';
import { applyPayment, orderOf } from './orders/order-payments';
import { noticeSigned, type PaymentNotice } from './payments/payment-adapter';

const notice = z.object({
  onlineOrderId: z.string().min(1).max(40),
  payNo: z.string().min(1).max(64),
  amountFen: z.number().int().min(0),
  payWay: z.number().int().min(1).max(9),
  paidAt: z.string().datetime(),
});

const labels = (k: string) =>
  (
    ({
      parkId: { zh: '停车场', en: 'Park' },
      plateNumber: { zh: '车牌号', en: 'Plate' },
    }) as Record<string, { zh: string; en: string }>
  )[k];

/** The driver's side of paying (exit QR code or in advance) and the payment channel's callbacks. */
export const payRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, { parkId: number; plateNumber: string }>({
    method: 'POST',
    url: '/api/pay/stay/advance',
    area: 'orders-invoices',
    summary:
      'A driver inside the park asks by park and plate what the stay costs now: the stay is priced at this moment and its order set to what is owed (paid, the car leaves within the grace time)',
    auth: 'public',
    body: z.object({ parkId: idSchema, plateNumber: z.string().trim().min(1).max(16) }),
    labels,
    handler: async ({ app, body }): Promise<AdvanceQuote> => quoteAdvance(app, body.parkId, body.plateNumber),
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; payWay: number }>({
    method: 'POST',
    url: '/api/pay/order/start',
    area: 'orders-invoices',
    summary: 'A driver starts paying an order (from the exit QR code or ahead); the channel confirms by callback',
    auth: 'public',
    body: z.object({ onlineOrderId: z.string().min(1).max(40), payWay: z.number().int().min(2).max(3).default(2) }),
    handler: async ({ app, body }) => {
      const order = await orderOf(app.db, body.onlineOrderId);
      if (Number(order.state) !== orderStates.unpaid) {
        throw badRequest({
          zh: `订单(onlineOrderId): ${body.onlineOrderId} 不是待支付状态`,
          en: `Order(onlineOrderId): ${body.onlineOrderId} is not waiting for payment`,
        });
      }
      const started = await app.payments.createPayment({
        onlineOrderId: body.onlineOrderId,
        amountFen: Number(order.amount),
        payWay: body.payWay,
      });
      return { onlineOrderId: body.onlineOrderId, amount: Number(order.amount), payUrl: started.payUrl };
    },
  }),
  defineRoute<Record<string, never>, PaymentNotice>({
    method: 'POST',
    url: '/api/pay/callback/sandbox',
    area: 'orders-invoices',
    summary: 'The sandbox channel reports a payment; signed with the callback key, applied once',
    auth: 'public',
    body: notice,
    handler: async ({ app, body, req }) => {
      const signature = String(req.headers['x-pay-signature'] ?? '');
      if (!noticeSigned(app.paySecret, body, signature)) {
        throw unauthorized({ zh: '支付回调签名不正确', en: 'payment callback signature is not valid' });
      }
      const { applied } = await applyPayment(app, body, 'sandbox');
      return { applied };
    },
  }),
];
