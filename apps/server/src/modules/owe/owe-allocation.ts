import { onlineOrderResource, orderState, oweAllocationResource, oweResource, oweState } from '@parking/resources';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { followEscape } from './escape-follow';
import { recoverableOwes } from './owe-at-gate';

type PaidOrder = Pick<
  RowOf<typeof onlineOrderResource>,
  'id' | 'companyId' | 'parkId' | 'plateNumber' | 'oweAmount' | 'remark'
>;

/**
 * An exit order that carried the plate's arrears is paid: what it carried pays them oldest first, each
 * arrear settled when paid in full, one allocation row per arrear it reached. Arrears paid or forgiven
 * elsewhere meanwhile made the waiting order smaller (see `shrinkWaitingOrders`), so the sum always fits;
 * should it not, the order keeps what it could not place, with a remark for the booth to refund.
 */
export async function allocateOrderArrears(tx: Tx | Db, order: PaidOrder, at: Date): Promise<number> {
  const o = tableOf(oweResource);
  const owes = await tx
    .select()
    .from(o)
    .where(recoverableOwes(tx, { companyId: order.companyId, plate: order.plateNumber }))
    .orderBy(asc(o.oweTime), asc(o.id))
    .for('update');
  let left = order.oweAmount ?? 0;
  for (const owe of owes) {
    if (left <= 0) break;
    const take = Math.min(owe.amount - owe.paidAmount, left);
    if (take <= 0) continue;
    const full = take === owe.amount - owe.paidAmount;
    const [row] = await tx
      .update(o)
      .set({
        paidAmount: sql`${o.paidAmount} + ${take}`,
        ...(full ? { state: oweState.values.paid, paidTime: at } : {}),
      })
      .where(and(eq(o.id, owe.id), eq(o.state, oweState.values.normal)))
      .returning();
    if (!row) continue;
    if (full) await followEscape(tx, row);
    await tx.insert(tableOf(oweAllocationResource)).values({
      companyId: row.companyId,
      parkId: row.parkId,
      oweId: row.id,
      orderId: order.id,
      plateNumber: order.plateNumber,
      amount: take,
      paidTime: at,
    });
    left -= take;
  }
  if (left > 0) {
    const t = tableOf(onlineOrderResource);
    const note = `欠费已在别处结清，多收${left}分待退`;
    await tx
      .update(t)
      .set({ remark: order.remark ? `${order.remark}；${note}` : note })
      .where(eq(t.id, order.id));
  }
  return (order.oweAmount ?? 0) - left;
}

/** The plate's waiting orders that carry arrears, locked before any arrear is, as a payment locks them. */
export async function lockArrearsOrders(tx: Tx | Db, plateNumber: string) {
  const t = tableOf(onlineOrderResource);
  return tx
    .select({ id: t.id, companyId: t.companyId, amount: t.amount, oweAmount: t.oweAmount })
    .from(t)
    .where(
      and(
        eq(t.plateNumber, plateNumber),
        eq(t.state, orderState.values.unpaid),
        gt(t.oweAmount, 0),
        isNull(t.deletedAt),
      ),
    )
    .for('update');
}

/**
 * An arrear was paid or forgiven apart from the exit: a waiting exit order that carried it asks that much
 * less, so a driver paying the old amount online is refused rather than paying the debt twice.
 */
export async function shrinkWaitingOrders(
  tx: Tx | Db,
  plateNumber: string,
  orders: Awaited<ReturnType<typeof lockArrearsOrders>>,
): Promise<void> {
  const t = tableOf(onlineOrderResource);
  const o = tableOf(oweResource);
  for (const order of orders) {
    const [live] = await tx
      .select({ owed: sql<string>`coalesce(sum(${o.amount} - ${o.paidAmount}), 0)` })
      .from(o)
      .where(recoverableOwes(tx, { companyId: order.companyId, plate: plateNumber }));
    const carried = Math.min(order.oweAmount ?? 0, Number(live?.owed ?? 0));
    const less = (order.oweAmount ?? 0) - carried;
    if (less > 0) {
      await tx
        .update(t)
        .set({ amount: order.amount - less, oweAmount: carried })
        .where(eq(t.id, order.id));
    }
  }
}
