import {
  inOutRecordResource,
  onlineOrderResource,
  orderState,
  payRecordResource,
  refundOrderResource,
} from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../../crud/save-row';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { newNumber } from './order-number';
import { lockedOrder } from './order-payments';
import { checkRefundLimit } from './order-refund-limit';

export type RefundRequest = { onlineOrderId: string; remark: string; amount?: number; refundNo?: string };

/** The call a refund is made in: the operator's language, and its operate log entry when there is one. */
export type RefundCall = Pick<WriteCtx, 'lang' | 'noteChange'>;

/**
 * Gives back all or part of what an order was paid, never more than is left, once per refund number,
 * through the channel that took the payment; the refund row is the audit trail (who, when, why, how much).
 */
export async function refundOrder(
  app: AppContext,
  access: Access,
  req: RefundRequest,
  call: RefundCall = { lang: 'zh' },
): Promise<{ refund: RowOf<typeof refundOrderResource>; repeated: boolean }> {
  return app.db.transaction(async (tx) => {
    const refunds = tableOf(refundOrderResource);
    // the order's lock makes refunds of one order wait for each other, so a repeated number is seen here
    const order = await lockedOrder(tx, req.onlineOrderId, access);
    if (req.refundNo) {
      const [done] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.refundNo, req.refundNo), isNull(refunds.deletedAt)));
      if (done) return { refund: done, repeated: true };
    }
    const left = (order.paidAmount ?? 0) - (order.refundedAmount ?? 0);
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
    await checkRefundLimit(tx, access, amount);
    const pays = tableOf(payRecordResource);
    const [pay] = await tx
      .select()
      .from(pays)
      .where(and(eq(pays.orderId, order.id), isNull(pays.deletedAt)))
      .limit(1);
    const refundNo = req.refundNo ?? newNumber('RF');
    const channel = app.paymentChannel(pay?.adapter);
    if (pay && channel) {
      const done = await channel.refund({ payNo: pay.payNo, refundNo, amountFen: amount, paidFen: pay.amount }, tx);
      if (!done.ok) throw badRequest({ zh: `退款失败：${done.reason}`, en: `refund failed: ${done.reason}` });
    }
    const { row: refund } = await saveRow({ app, tx, access, ...call }, refundOrderResource, {
      parkId: order.parkId,
      refundNo,
      orderId: order.id,
      onlineOrderId: req.onlineOrderId,
      plateNumber: order.plateNumber,
      amount,
      remark: req.remark,
      operatorName: access.username,
      refundedAt: new Date(),
    });
    const orders = tableOf(onlineOrderResource);
    await tx
      .update(orders)
      .set({
        refundedAmount: sql`${orders.refundedAmount} + ${amount}`,
        state: amount === left ? orderState.values.refunded : orderState.values.partlyRefunded,
      })
      .where(eq(orders.id, order.id));
    if (order.recordId != null) {
      const stays = tableOf(inOutRecordResource);
      await tx
        .update(stays)
        .set({ paid: sql`greatest(${stays.paid} - ${amount}, 0)` })
        .where(eq(stays.id, order.recordId));
    }
    return { refund, repeated: false };
  });
}
