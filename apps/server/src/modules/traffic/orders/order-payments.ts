import { onlineOrderResource } from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { scopeConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext, Tx } from '../../../platform/context';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { PaymentNotice } from '../payments/payment-adapter';
import { orderStates } from './exit-order';

const orderLabel = { zh: '订单', en: 'Order' };

/** The order with this number (one the caller may see, when a caller is named), locked for the transaction. */
export async function lockedOrder(tx: Tx, onlineOrderId: string, access?: Access): Promise<Row> {
  const t = tableOf('parkorder');
  const scope = access ? scopeConditions(onlineOrderResource, t, access) : [];
  const [row] = (await tx
    .select()
    .from(t)
    .where(and(eq(t.onlineOrderId, onlineOrderId), isNull(t.deletedAt), ...scope))
    .for('update')) as Row[];
  if (!row) throw notFound(orderLabel, onlineOrderId);
  return row;
}

/**
 * A confirmed payment: recorded once by its payment number; the order becomes paid and the stay counts
 * it as paid up to the order's end, so the car may leave within the grace time.
 */
export async function applyPayment(app: AppContext, notice: PaymentNotice, adapter: string) {
  return app.db.transaction((tx) => applyPaymentIn(tx, notice, adapter));
}

/** The same, inside a transaction the caller holds (an operator's cash at the booth, say). */
export async function applyPaymentIn(tx: Tx, notice: PaymentNotice, adapter: string) {
  const order = await lockedOrder(tx, notice.onlineOrderId);
  const pays = tableOf('payRecord');
  const [seen] = await tx.select({ id: pays.id }).from(pays).where(eq(pays.payNo, notice.payNo));
  if (seen) return { applied: false, order };
  if (Number(order.state) !== orderStates.unpaid) {
    throw conflict({
      zh: `订单(onlineOrderId): ${notice.onlineOrderId} 不是待支付状态`,
      en: `Order(onlineOrderId): ${notice.onlineOrderId} is not waiting for payment`,
    });
  }
  if (notice.amountFen !== Number(order.amount)) {
    throw badRequest({
      zh: `支付金额(amountFen): ${notice.amountFen} 与订单金额 ${order.amount} 不符`,
      en: `Amount(amountFen): ${notice.amountFen} differs from the order amount ${order.amount}`,
    });
  }
  const paidAt = new Date(notice.paidAt);
  await tx.insert(pays).values({
    companyId: order.companyId,
    parkId: order.parkId,
    payNo: notice.payNo,
    orderId: Number(order.id),
    amount: notice.amountFen,
    payWay: notice.payWay,
    adapter,
    paidAt,
  });
  const orders = tableOf('parkorder');
  const [updated] = (await tx
    .update(orders)
    .set({
      state: orderStates.paid,
      paidAmount: sql`${orders.paidAmount} + ${notice.amountFen}`,
      payWay: notice.payWay,
      paidAt,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, Number(order.id)))
    .returning()) as Row[];
  if (order.recordId != null) {
    const stays = tableOf('parkIORecord');
    await tx
      .update(stays)
      .set({
        paid: sql`${stays.paid} + ${notice.amountFen}`,
        paidUntil: order.stayTo as Date,
        payWay: notice.payWay,
        updatedAt: new Date(),
      })
      .where(eq(stays.id, Number(order.recordId)));
  }
  return { applied: true, order: updated as Row };
}
