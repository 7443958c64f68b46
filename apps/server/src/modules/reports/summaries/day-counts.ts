import {
  inOutRecordResource,
  onlineOrderResource,
  oweResource,
  passPaymentResource,
  payRecordResource,
  payWay,
  refundOrderResource,
  stayState,
} from '@parking/resources';
import { and, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';

/** A period of whole local days: from its first day's midnight to the midnight after its last day. */
export type DayWindow = { parkIds: number[]; from: Date; to: Date; timeZone: string };

export const onlinePayWays: number[] = [payWay.values.wechat, payWay.values.alipay];

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const countAll = n(sql`count(*)`);
const total = (c: PgColumn) => n(sql`coalesce(sum(${c}), 0)`);
const localDay = (c: PgColumn, tz: string) => sql<string>`to_char(${c} at time zone ${tz}, 'YYYY-MM-DD')`;
const localHour = (c: PgColumn, tz: string) => n(sql`extract(hour from ${c} at time zone ${tz})`);
const inWindow = (c: PgColumn, w: DayWindow) => and(gte(c, w.from), lt(c, w.to));

const stays = () => tableOf(inOutRecordResource);
/** Merged stays were folded into another stay: they neither entered nor left on their own. */
const countedStay = () => and(isNull(stays().deletedAt), ne(stays().state, stayState.values.merged));

/** How a stay left, as the release-type figures name it. */
export const releaseKind = () => {
  const s = stays();
  return sql<string>`case when ${s.passId} is not null then 'pass' when ${s.fee} = 0 then 'free'
    when ${s.paid} >= ${s.fee} then 'paid' else 'owing' end`;
};

// The expressions below are parameterised (the zone is bound), so groups name their select positions.
const byPlace = (count: number) => sql.raw(Array.from({ length: count }, (_, i) => i + 1).join(', '));

export function entriesOf(tx: Tx, w: DayWindow) {
  const s = stays();
  return tx
    .select({
      parkId: s.parkId,
      day: localDay(s.inTime, w.timeZone),
      hour: localHour(s.inTime, w.timeZone),
      carKind: s.carKind,
      carTypeId: s.carTypeId,
      count: countAll,
    })
    .from(s)
    .where(and(inArray(s.parkId, w.parkIds), inWindow(s.inTime, w), countedStay()))
    .groupBy(byPlace(5));
}

export function exitsOf(tx: Tx, w: DayWindow) {
  const s = stays();
  return tx
    .select({
      parkId: s.parkId,
      day: localDay(s.outTime, w.timeZone),
      hour: localHour(s.outTime, w.timeZone),
      kind: releaseKind(),
      count: countAll,
      fee: total(s.fee),
      couponDiscount: total(s.couponDiscount),
    })
    .from(s)
    .where(and(inArray(s.parkId, w.parkIds), inWindow(s.outTime, w), countedStay()))
    .groupBy(byPlace(4));
}

/** Cars inside at the window's start: entered before it and not yet left then. */
export function insideAtStartOf(tx: Tx, w: DayWindow) {
  const s = stays();
  return tx
    .select({ parkId: s.parkId, count: countAll })
    .from(s)
    .where(
      and(
        inArray(s.parkId, w.parkIds),
        countedStay(),
        lt(s.inTime, w.from),
        or(gte(s.outTime, w.from), isNull(s.outTime)),
      ),
    )
    .groupBy(s.parkId);
}

/** Who took a payment: the operator of a cash payment (`cash:<user>`), else the adapter that confirmed it. */
export const collectorOf = (adapter: SQL | PgColumn) =>
  sql<string>`case when ${adapter} like 'cash:%' then substr(${adapter}, 6) else coalesce(${adapter}, '') end`;

export function orderPaymentsOf(tx: Tx, w: DayWindow) {
  const p = tableOf(payRecordResource);
  return tx
    .select({
      parkId: p.parkId,
      day: localDay(p.paidAt, w.timeZone),
      payWay: p.payWay,
      collector: collectorOf(p.adapter),
      count: countAll,
      amount: total(p.amount),
    })
    .from(p)
    .where(and(inArray(p.parkId, w.parkIds), inWindow(p.paidAt, w), isNull(p.deletedAt)))
    .groupBy(byPlace(4));
}

export function passPaymentsOf(tx: Tx, w: DayWindow) {
  const p = tableOf(passPaymentResource);
  return tx
    .select({
      parkId: p.parkId,
      day: localDay(p.paidAt, w.timeZone),
      payWay: p.payWay,
      count: countAll,
      amount: total(p.money),
    })
    .from(p)
    .where(and(inArray(p.parkId, w.parkIds), inWindow(p.paidAt, w), isNull(p.deletedAt), sql`${p.money} > 0`))
    .groupBy(byPlace(3));
}

/** Refunds on the day they were made, under the pay way of the order they gave back. */
export function refundsOf(tx: Tx, w: DayWindow) {
  const r = tableOf(refundOrderResource);
  const o = tableOf(onlineOrderResource);
  return tx
    .select({
      parkId: r.parkId,
      day: localDay(r.refundedAt, w.timeZone),
      payWay: o.payWay,
      count: countAll,
      amount: total(r.amount),
    })
    .from(r)
    .leftJoin(o, eq(o.id, r.orderId))
    .where(and(inArray(r.parkId, w.parkIds), inWindow(r.refundedAt, w), isNull(r.deletedAt)))
    .groupBy(byPlace(3));
}

/** Arrears that arose (on the day they were owed) and were recovered (on the day they were paid). */
export async function arrearsOf(tx: Tx, w: DayWindow) {
  const o = tableOf(oweResource);
  const arisen = await tx
    .select({ parkId: o.parkId, day: localDay(o.oweTime, w.timeZone), amount: total(o.amount) })
    .from(o)
    .where(and(inArray(o.parkId, w.parkIds), inWindow(o.oweTime, w), isNull(o.deletedAt)))
    .groupBy(byPlace(2));
  const recovered = await tx
    .select({ parkId: o.parkId, day: localDay(o.paidTime, w.timeZone), amount: total(o.paidAmount) })
    .from(o)
    .where(and(inArray(o.parkId, w.parkIds), inWindow(o.paidTime, w), isNull(o.deletedAt)))
    .groupBy(byPlace(2));
  return { arisen, recovered };
}
