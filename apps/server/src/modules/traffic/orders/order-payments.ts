import { inOutRecordResource, onlineOrderResource, orderState, payRecordResource } from '@parking/resources';
import { type AnyColumn, and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { scopeConditions } from '../../../crud/scope';
import { rowOfJson } from '../../../db/bulk-rows';
import type { Db, Tx } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { settleStayCoupons } from '../../coupons/stay-coupons';
import { allocateOrderArrears } from '../../owe/owe-allocation';
import type { PaymentNotice } from '../payments/payment-adapter';
import { tellTrafficFacts } from '../traffic-facts';
import type { Order } from './exit-order';

const orderLabel = { zh: '订单', en: 'Order' };

/** The order with this number (one the caller may see, when a caller is named), as it stands now. */
export async function orderOf(db: Db, onlineOrderId: string, access?: Access): Promise<Order> {
  const [row] = await orderQuery(db, onlineOrderId, access);
  if (!row) throw notFound(orderLabel, onlineOrderId);
  return row;
}

/** The same order, locked for the transaction. */
export async function lockedOrder(tx: Tx, onlineOrderId: string, access?: Access): Promise<Order> {
  const [row] = await orderQuery(tx, onlineOrderId, access).for('update');
  if (!row) throw notFound(orderLabel, onlineOrderId);
  return row;
}

function orderQuery(db: Db, onlineOrderId: string, access?: Access) {
  const t = tableOf(onlineOrderResource);
  const scope = access ? scopeConditions(onlineOrderResource, access) : [];
  return db
    .select()
    .from(t)
    .where(and(eq(t.onlineOrderId, onlineOrderId), isNull(t.deletedAt), ...scope));
}

/**
 * A confirmed payment: recorded once by its payment number; the order becomes paid and the stay counts
 * it as paid up to the order's end, so the car may leave within the grace time.
 */
export function applyPayment(app: AppContext, notice: PaymentNotice, adapter: string) {
  return app.db.transaction((tx) => applyPaymentIn(tx, notice, adapter));
}

/**
 * The same inside a transaction the caller holds (an operator's cash at the booth, say): the payment, then
 * the coupons the stay used settled and the arrears the order carried paid, oldest first, stand or fall together.
 */
export async function applyPaymentIn(db: Tx, notice: PaymentNotice, adapter: string) {
  const orders = tableOf(onlineOrderResource);
  const pays = tableOf(payRecordResource);
  const [row] = await recordPayment.run<{
    before: Record<string, unknown>;
    seen: boolean;
    after: Record<string, unknown> | null;
  }>(db, {
    onlineOrderId: notice.onlineOrderId,
    payNo: notice.payNo,
    amount: notice.amountFen,
    payWay: notice.payWay,
    adapter,
    paidAt: new Date(notice.paidAt).toISOString(),
    now: new Date().toISOString(),
  });
  if (!row) throw notFound(orderLabel, notice.onlineOrderId);
  // rowOfJson decodes every column of the table it is given: an order as the query builder reads it
  if (row.after) {
    const paid = rowOfJson(orders, row.after);
    await afterOrderPaid(db, paid);
    await tellTrafficFacts(db, [
      {
        kind: 'payment',
        companyId: paid.companyId,
        parkId: paid.parkId,
        stayId: paid.recordId ?? null,
        plateNumber: paid.plateNumber ?? '',
        onlineOrderId: paid.onlineOrderId,
        amountFen: notice.amountFen,
        payWay: notice.payWay ?? null,
        at: paid.paidAt ?? new Date(notice.paidAt),
      },
    ]);
    return { applied: true, order: paid };
  }
  const order = rowOfJson(orders, row.before);
  if (row.seen) return { applied: false, order };
  if (order.state !== orderState.values.unpaid) {
    // the same payment may have been recorded while this one waited for the order's lock
    const [again] = await db
      .select({ id: pays.id })
      .from(pays)
      .where(and(eq(pays.payNo, notice.payNo), isNull(pays.deletedAt)))
      .limit(1);
    if (again) return { applied: false, order };
    throw conflict({
      zh: `订单(onlineOrderId): ${notice.onlineOrderId} 不是待支付状态`,
      en: `Order(onlineOrderId): ${notice.onlineOrderId} is not waiting for payment`,
    });
  }
  throw badRequest({
    zh: `支付金额(amountFen): ${notice.amountFen} 与订单金额 ${order.amount} 不符`,
    en: `Amount(amountFen): ${notice.amountFen} differs from the order amount ${order.amount}`,
  });
}

/**
 * The order locked and, when it waits for exactly this amount and the payment number is new, the payment
 * recorded, the order paid and the stay counted as paid up to the order's end. Answers the order as it
 * was (with whether the payment was seen before) and as it became (null when nothing was written).
 */
const recordPayment = new Statement<Record<string, unknown>>((value) => {
  const orders = tableOf(onlineOrderResource);
  const pays = tableOf(payRecordResource);
  const stays = tableOf(inOutRecordResource);
  const name = (c: AnyColumn) => sql.identifier(c.name);
  const col = (c: AnyColumn) => sql`o.${name(c)}`;
  const typed = (key: string, c: AnyColumn) => sql`${value(key)}::${sql.raw(c.getSQLType())}`;
  const recorded: [AnyColumn, SQL][] = [
    [pays.companyId, col(orders.companyId)],
    [pays.parkId, col(orders.parkId)],
    [pays.payNo, typed('payNo', pays.payNo)],
    [pays.orderId, col(orders.id)],
    [pays.amount, typed('amount', pays.amount)],
    [pays.payWay, typed('payWay', pays.payWay)],
    [pays.adapter, typed('adapter', pays.adapter)],
    [pays.paidAt, typed('paidAt', pays.paidAt)],
  ];
  return sql`with o as (
      select ${orders}.*, (select ${pays.id} from ${pays} where ${pays.payNo} = ${typed('payNo', pays.payNo)} and ${pays.deletedAt} is null limit 1) as seen
      from ${orders} where ${orders.onlineOrderId} = ${typed('onlineOrderId', orders.onlineOrderId)} and ${orders.deletedAt} is null
      for update of ${orders}),
    ok as (
      select * from o where o.seen is null and ${col(orders.state)} = ${orderState.values.unpaid}
        and ${col(orders.amount)} = ${typed('amount', orders.amount)}),
    record as (
      insert into ${pays} (${sql.join(
        recorded.map(([c]) => name(c)),
        sql`, `,
      )})
      select ${sql.join(
        recorded.map(([, v]) => v),
        sql`, `,
      )} from ok o),
    stay as (
      update ${stays} set ${name(stays.paid)} = ${stays.paid} + ${typed('amount', stays.paid)} - ${col(orders.oweAmount)},
        ${name(stays.paidUntil)} = o.${name(orders.stayTo)}, ${name(stays.payWay)} = ${typed('payWay', stays.payWay)},
        ${name(stays.updatedAt)} = ${typed('now', stays.updatedAt)}
      from ok o where ${stays.id} = ${col(orders.recordId)}),
    paid as (
      update ${orders} set ${name(orders.state)} = ${orderState.values.paid},
        ${name(orders.paidAmount)} = ${orders.paidAmount} + ${typed('amount', orders.paidAmount)},
        ${name(orders.payWay)} = ${typed('payWay', orders.payWay)}, ${name(orders.paidAt)} = ${typed('paidAt', orders.paidAt)},
        ${name(orders.updatedAt)} = ${typed('now', orders.updatedAt)}
      from ok o where ${orders.id} = ${col(orders.id)}
      returning ${orders}.*)
    select to_jsonb(o) as before, o.seen is not null as seen, (select to_jsonb(p) from paid p) as after from o`;
});

/** What a paid order settles besides its stay: the coupons the stay used, and the arrears the order carried. */
async function afterOrderPaid(tx: Tx, order: Order): Promise<void> {
  if (order.recordId != null && (order.couponDiscount ?? 0) > 0) await settleStayCoupons(tx, order.recordId, order.id);
  if ((order.oweAmount ?? 0) > 0) await allocateOrderArrears(tx, order, order.paidAt ?? new Date());
}
