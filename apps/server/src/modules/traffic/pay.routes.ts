import type { Message } from '@parking/domain';
import { dictSchema, idSchema, orderState, payWay } from '@parking/resources';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { advanceWindowMinutes, countAdvanceAsk } from './orders/advance-limit';
import { type AdvanceQuote, quoteAdvance } from './orders/advance-payment';
import { orderOf } from './orders/order-payments';
import { acceptNotice } from './payments/accept-notice';
import type { PaymentNotice, PayWay } from './payments/payment-adapter';
import { sandboxRoutes } from './payments/sandbox.routes';

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
  inTime: { zh: '入场时间', en: 'Entry time' },
};
const labels = (k: string) => names[k];

/** The driver's side of paying (exit QR code or in advance) and the payment channel's callbacks. */
export const payRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, { parkId: number; plateNumber: string; inTime?: string }, 'public'>({
    method: 'POST',
    url: '/api/pay/stay/advance',
    section: 'orders-invoices',
    summary: `A driver inside the park asks by park and plate what the stay costs now: the stay is priced at this moment and its order set to what is owed (paid, the car leaves within the grace time). It answers the amount owed and the order to pay; the entry time, when it was priced, the minutes, the fee and what was paid are answered only to a caller who proves the stay by sending its entry time (inTime, yyyy-MM-dd HH:mm, to the minute, as the entry ticket or screen shows it). One address may ask PAY_ADVANCE_LIMIT times in ${advanceWindowMinutes} minutes from its first ask; beyond, 429`,
    auth: 'public',
    body: z.object({
      parkId: idSchema,
      plateNumber: z.string().trim().min(1).max(16),
      inTime: z
        .string()
        .trim()
        .refine((v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v), {
          params: { msg: { zh: '须为 yyyy-MM-dd HH:mm', en: 'must be yyyy-MM-dd HH:mm' } },
        })
        .optional(),
    }),
    labels,
    handler: async ({ app, body, ip }): Promise<AdvanceQuote> => {
      countAdvanceAsk(app, ip);
      return quoteAdvance(app, body.parkId, body.plateNumber, { inTime: body.inTime });
    },
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; payWay: PayWay }, 'public'>({
    method: 'POST',
    url: '/api/pay/order/start',
    section: 'orders-invoices',
    summary:
      "A driver starts paying an order (from the exit QR code or ahead) and is sent to the channel's payUrl; the channel confirms by callback. On the sandbox the order is paid only when the payer confirms on the sandbox's page with the one-time token in the payUrl (or at once with PAY_SANDBOX_AUTOPAY=true)",
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
      const started = await app.payments.createPayment(
        {
          onlineOrderId: body.onlineOrderId,
          amountFen: order.amount,
          payWay: body.payWay,
        },
        app.db,
      );
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
      const { applied } = await acceptNotice(app, body, signature, 'sandbox');
      return { applied };
    },
  }),
  ...sandboxRoutes,
];
