import type { Message } from '@parking/domain';
import { orderState, parkResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest, notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import type { Order } from '../orders/exit-order';
import { orderOf } from '../orders/order-payments';
import { acceptNotice } from './accept-notice';
import { SandboxPayments, sandboxTokenMinutes } from './sandbox-payment';

const names: Record<string, Message> = {
  onlineOrderId: { zh: '订单号', en: 'Order number' },
  token: { zh: '支付令牌', en: 'Payment token' },
};
const labels = (k: string) => names[k];
const orderNumber = z.string().trim().min(1).max(40);

/** The sandbox, when it is the channel payments go through. */
function sandboxOf(app: AppContext): SandboxPayments {
  if (app.payments instanceof SandboxPayments) return app.payments;
  throw notFound({ zh: '支付沙箱', en: 'Payment sandbox' });
}

export type SandboxOrder = {
  onlineOrderId: string;
  parkName: string | null;
  /** Fen. */
  amount: number;
  state: Order['state'];
  /** A payment was started and waits for the payer's confirmation. */
  waiting: boolean;
  tokenMinutes: number;
};

/** The sandbox's confirmation page (`/pay/sandbox/<order>#token=...` in the console) reads and confirms through these. */
export const sandboxRoutes: AnyRoute[] = [
  defineRoute<{ onlineOrderId: string }, undefined, 'public'>({
    method: 'GET',
    url: '/api/pay/sandbox/order',
    section: 'orders-invoices',
    summary:
      "The payment sandbox's confirmation page shows the order: its number, park, amount (fen) and state, and whether a payment started on it waits for confirmation",
    auth: 'public',
    query: z.object({ onlineOrderId: orderNumber }),
    labels,
    handler: async ({ app, query }): Promise<SandboxOrder> => {
      const sandbox = sandboxOf(app);
      const order = await orderOf(app.db, query.onlineOrderId);
      const parks = tableOf(parkResource);
      const [park] = await app.db
        .select({ parkName: parks.parkName })
        .from(parks)
        .where(eq(parks.id, order.parkId ?? 0));
      return {
        onlineOrderId: order.onlineOrderId,
        parkName: park?.parkName ?? null,
        amount: order.amount,
        state: order.state,
        waiting: order.state === orderState.values.unpaid && sandbox.isWaiting(order.onlineOrderId),
        tokenMinutes: sandboxTokenMinutes,
      };
    },
  }),
  defineRoute<Record<string, never>, { onlineOrderId: string; token: string }, 'public'>({
    method: 'POST',
    url: '/api/pay/sandbox/confirm',
    section: 'orders-invoices',
    summary:
      "The payer confirms on the payment sandbox's page with the one-time token the start handed out (its payUrl after #token=): the order is paid, once; a wrong, spent or expired token is refused",
    auth: 'public',
    body: z.object({ onlineOrderId: orderNumber, token: z.string().trim().min(1).max(100) }),
    labels,
    handler: async ({ app, body }) => {
      const signed = sandboxOf(app).confirm(body.onlineOrderId, body.token);
      if (!signed) {
        throw badRequest({
          zh: `支付令牌(token): 无效、已使用或已过期，请重新发起支付（订单 ${body.onlineOrderId}）`,
          en: `Payment token(token): not valid, already used or expired; start paying order ${body.onlineOrderId} again`,
        });
      }
      const { applied, order } = await acceptNotice(app, signed.notice, signed.signature, 'sandbox');
      return { onlineOrderId: order.onlineOrderId, applied, state: order.state, amount: order.amount };
    },
  }),
];
