import { onlineOrderResource } from '@parking/resources';
import { type AnyColumn, and, eq, isNull, sql } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { scopeConditions } from '../../../crud/scope';
import { rowOfJson } from '../../../db/bulk-rows';
import type { Db } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext, Tx } from '../../../platform/context';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { PaymentNotice } from '../payments/payment-adapter';
import { orderStates } from './exit-order';

const orderLabel = { zh: '订单', en: 'Order' };

/** The order with this number (one the caller may see, when a caller is named), as it stands now. */
export async function orderOf(db: Db, onlineOrderId: string, access?: Access): Promise<Row> {
  const [row] = (await orderQuery(db, onlineOrderId, access)) as Row[];
  if (!row) throw notFound(orderLabel, onlineOrderId);
  return row;
}

/** The same order, locked for the transaction. */
export async function lockedOrder(tx: Tx, onlineOrderId: string, access?: Access): Promise<Row> {
  const [row] = (await orderQuery(tx, onlineOrderId, access).for('update')) as Row[];
  if (!row) throw notFound(orderLabel, onlineOrderId);
  return row;
}

function orderQuery(db: Db, onlineOrderId: string, access?: Access) {
  const t = tableOf('parkorder');
  const scope = access ? scopeConditions(onlineOrderResource, t, access) : [];
  return db
    .select()
    .from(t)
    .where(and(eq(t.onlineOrderId, onlineOrderId), isNull(t.deletedAt), ...scope));
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
  const orders = tableOf('parkorder');
  const pays = tableOf('payRecord');
  const [found] = await lockOrderSeen.run<Record<string, unknown>>(tx, {
    onlineOrderId: notice.onlineOrderId,
    payNo: notice.payNo,
  });
  if (!found) throw notFound(orderLabel, notice.onlineOrderId);
  const order = rowOfJson(orders, found) as Row;
  if (found.seen != null) return { applied: false, order };
  if (Number(order.state) !== orderStates.unpaid) {
    // the same payment may have been recorded while this one waited for the order's lock
    const [again] = await tx.select({ id: pays.id }).from(pays).where(eq(pays.payNo, notice.payNo)).limit(1);
    if (again) return { applied: false, order };
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
  const [updated] = await recordPayment.run<Record<string, unknown>>(tx, {
    companyId: order.companyId,
    parkId: order.parkId,
    payNo: notice.payNo,
    orderId: Number(order.id),
    stayId: Number(order.recordId ?? 0),
    amount: notice.amountFen,
    payWay: notice.payWay,
    adapter,
    paidAt: new Date(notice.paidAt).toISOString(),
    paidUntil: (order.stayTo as Date | null)?.toISOString() ?? null,
    now: new Date().toISOString(),
  });
  return { applied: true, order: rowOfJson(orders, updated) as Row };
}

/** The order locked, and whether this payment number was recorded before, in one question. */
const lockOrderSeen = new Statement<{ onlineOrderId: string; payNo: string }>((value) => {
  const orders = tableOf('parkorder');
  const pays = tableOf('payRecord');
  return sql`select ${orders}.*, (select ${pays.id} from ${pays} where ${pays.payNo} = ${value('payNo')} limit 1) as seen
    from ${orders} where ${orders.onlineOrderId} = ${value('onlineOrderId')} and ${orders.deletedAt} is null
    for update of ${orders}`;
});

/** The payment recorded, the order paid, and the stay counted as paid up to the order's end. */
const recordPayment = new Statement<Record<string, unknown>>((value) => {
  const orders = tableOf('parkorder');
  const pays = tableOf('payRecord');
  const stays = tableOf('parkIORecord');
  const name = (c: AnyColumn) => sql.identifier(c.name);
  const typed = (key: string, c: AnyColumn) => sql`${value(key)}::${sql.raw(c.getSQLType())}`;
  const given = [
    pays.companyId,
    pays.parkId,
    pays.payNo,
    pays.orderId,
    pays.amount,
    pays.payWay,
    pays.adapter,
    pays.paidAt,
  ] as AnyColumn[];
  const keyOf = (c: AnyColumn) => Object.entries(pays).find(([, v]) => v === c)?.[0] as string;
  return sql`with record as (
      insert into ${pays} (${sql.join(given.map(name), sql`, `)})
      values (${sql.join(
        given.map((c) => typed(keyOf(c), c)),
        sql`, `,
      )})),
    stay as (
      update ${stays} set ${name(stays.paid)} = ${stays.paid} + ${typed('amount', stays.paid)},
        ${name(stays.paidUntil)} = ${typed('paidUntil', stays.paidUntil)}, ${name(stays.payWay)} = ${typed('payWay', stays.payWay)},
        ${name(stays.updatedAt)} = ${typed('now', stays.updatedAt)}
      where ${stays.id} = ${typed('stayId', stays.id)})
    update ${orders} set ${name(orders.state)} = ${orderStates.paid},
      ${name(orders.paidAmount)} = ${orders.paidAmount} + ${typed('amount', orders.paidAmount)},
      ${name(orders.payWay)} = ${typed('payWay', orders.payWay)}, ${name(orders.paidAt)} = ${typed('paidAt', orders.paidAt)},
      ${name(orders.updatedAt)} = ${typed('now', orders.updatedAt)}
    where ${orders.id} = ${typed('orderId', orders.id)}
    returning *`;
});
