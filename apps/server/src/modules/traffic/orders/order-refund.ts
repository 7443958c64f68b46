import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { orderStates } from './exit-order';
import { newNumber } from './order-number';
import { lockedOrder } from './order-payments';

export type RefundRequest = { onlineOrderId: string; remark: string; amount?: number; refundNo?: string };

/**
 * Gives back all or part of what an order was paid, never more than is left, once per refund number,
 * through the channel that took the payment; the refund row is the audit trail (who, when, why, how much).
 */
export async function refundOrder(app: AppContext, access: Access, req: RefundRequest) {
  return app.db.transaction(async (tx) => {
    const refunds = tableOf('refundOrder');
    // the order's lock makes refunds of one order wait for each other, so a repeated number is seen here
    const order = await lockedOrder(tx, req.onlineOrderId, access);
    if (req.refundNo) {
      const [done] = (await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.refundNo, req.refundNo), isNull(refunds.deletedAt)))) as Row[];
      if (done) return { refund: done, repeated: true };
    }
    const left = Number(order.paidAmount) - Number(order.refundedAmount);
    const amount = req.amount ?? left;
    if (left <= 0) {
      throw badRequest({
        zh: `订单(onlineOrderId): ${req.onlineOrderId} 没有可退的金额`,
        en: `Order(onlineOrderId): ${req.onlineOrderId} has nothing left to refund`,
      });
    }
    if (amount < 1 || amount > left) {
      throw badRequest({
        zh: `退款金额(amount): 须在 1 到 ${left} 分之间`,
        en: `Refund amount(amount): must be between 1 and ${left} fen`,
      });
    }
    const pays = tableOf('payRecord');
    const [pay] = (await tx
      .select()
      .from(pays)
      .where(and(eq(pays.orderId, Number(order.id)), isNull(pays.deletedAt)))
      .limit(1)) as Row[];
    const refundNo = req.refundNo ?? newNumber('RF');
    if (pay) {
      const done = await app.payments.refund({ payNo: String(pay.payNo), refundNo, amountFen: amount });
      if (!done.ok) throw badRequest({ zh: `退款失败：${done.reason}`, en: `refund failed: ${done.reason}` });
    }
    const [refund] = (await tx
      .insert(refunds)
      .values({
        companyId: order.companyId,
        parkId: order.parkId,
        refundNo,
        orderId: Number(order.id),
        onlineOrderId: req.onlineOrderId,
        plateNumber: order.plateNumber,
        amount,
        remark: req.remark,
        operatorName: access.username,
        refundedAt: new Date(),
        createdBy: access.userId,
      })
      .returning()) as Row[];
    const orders = tableOf('parkorder');
    await tx
      .update(orders)
      .set({
        refundedAmount: sql`${orders.refundedAmount} + ${amount}`,
        state: amount === left ? orderStates.refunded : orderStates.partlyRefunded,
        updatedAt: new Date(),
        updatedBy: access.userId,
      })
      .where(and(eq(orders.id, Number(order.id))));
    if (order.recordId != null) {
      const stays = tableOf('parkIORecord');
      await tx
        .update(stays)
        .set({ paid: sql`greatest(${stays.paid} - ${amount}, 0)`, updatedAt: new Date() })
        .where(eq(stays.id, Number(order.recordId)));
    }
    return { refund: refund as Row, repeated: false };
  });
}
