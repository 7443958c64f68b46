import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';

export type DayReconciliation = {
  paymentsFen: number;
  refundsFen: number;
  /** What the orders paid within the day keep: paid minus refunded. */
  ordersNetFen: number;
  balanced: boolean;
};

/**
 * A park's day checked three ways: the payments taken minus the refunds given must equal what the
 * orders paid that day keep. A difference means a payment or refund was applied twice or not at all.
 */
export async function reconcileDay(db: Db, parkId: number, from: Date, to: Date): Promise<DayReconciliation> {
  const pays = tableOf('payRecord');
  const refunds = tableOf('refundOrder');
  const orders = tableOf('parkorder');
  const total = async (q: Promise<{ n: string | number | null }[]>) => Number((await q)[0]?.n ?? 0);
  const paymentsFen = await total(
    db
      .select({ n: sql<string>`coalesce(sum(${pays.amount}), 0)` })
      .from(pays)
      .where(and(eq(pays.parkId, parkId), gte(pays.paidAt, from), lt(pays.paidAt, to), isNull(pays.deletedAt))),
  );
  const refundsFen = await total(
    db
      .select({ n: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(
        and(
          eq(refunds.parkId, parkId),
          gte(refunds.refundedAt, from),
          lt(refunds.refundedAt, to),
          isNull(refunds.deletedAt),
        ),
      ),
  );
  const ordersNetFen = await total(
    db
      .select({ n: sql<string>`coalesce(sum(${orders.paidAmount} - ${orders.refundedAmount}), 0)` })
      .from(orders)
      .where(and(eq(orders.parkId, parkId), gte(orders.paidAt, from), lt(orders.paidAt, to), isNull(orders.deletedAt))),
  );
  return { paymentsFen, refundsFen, ordersNetFen, balanced: paymentsFen - refundsFen === ordersNetFen };
}
