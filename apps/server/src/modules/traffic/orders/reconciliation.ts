import { onlineOrderResource, payRecordResource, refundOrderResource } from '@parking/resources';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';

export type DayReconciliation = {
  paymentsFen: number;
  refundsFen: number;
  /** What the orders paid within the day came to, less the refunds given within the day. */
  ordersNetFen: number;
  balanced: boolean;
};

const total = async (q: Promise<{ n: string | number | null }[]>) => Number((await q)[0]?.n ?? 0);

/**
 * A park's day checked from two sides: the payments taken minus the refunds given must equal what the
 * orders paid that day came to minus those same refunds, and every order refunded that day must hold
 * exactly the refunds recorded against it. A refund given days after the payment counts on its own
 * day on both sides. A difference means a payment or refund was applied twice or not at all.
 */
export async function reconcileDay(db: Db, parkId: number, from: Date, to: Date): Promise<DayReconciliation> {
  const pays = tableOf(payRecordResource);
  const refunds = tableOf(refundOrderResource);
  const orders = tableOf(onlineOrderResource);
  const paymentsFen = await total(
    db
      .select({ n: sql<string>`coalesce(sum(${pays.amount}), 0)` })
      .from(pays)
      .where(and(eq(pays.parkId, parkId), gte(pays.paidAt, from), lt(pays.paidAt, to), isNull(pays.deletedAt))),
  );
  const refundedToday = and(
    eq(refunds.parkId, parkId),
    gte(refunds.refundedAt, from),
    lt(refunds.refundedAt, to),
    isNull(refunds.deletedAt),
  );
  const refundsFen = await total(
    db
      .select({ n: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(refundedToday),
  );
  const ordersPaidFen = await total(
    db
      .select({ n: sql<string>`coalesce(sum(${orders.paidAmount}), 0)` })
      .from(orders)
      .where(and(eq(orders.parkId, parkId), gte(orders.paidAt, from), lt(orders.paidAt, to), isNull(orders.deletedAt))),
  );
  // the orders refunded today hold what their refund records add up to, over all days
  const refundedOrders = db.select({ id: refunds.orderId }).from(refunds).where(refundedToday);
  const [held, recorded] = await Promise.all([
    total(
      db
        .select({ n: sql<string>`coalesce(sum(${orders.refundedAmount}), 0)` })
        .from(orders)
        .where(and(inArray(orders.id, refundedOrders), isNull(orders.deletedAt))),
    ),
    total(
      db
        .select({ n: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(and(inArray(refunds.orderId, refundedOrders), isNull(refunds.deletedAt))),
    ),
  ]);
  const ordersNetFen = ordersPaidFen - refundsFen;
  return {
    paymentsFen,
    refundsFen,
    ordersNetFen,
    balanced: paymentsFen - refundsFen === ordersNetFen && paymentsFen === ordersPaidFen && held === recorded,
  };
}
