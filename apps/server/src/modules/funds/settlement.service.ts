import { addDays, formatLocalDate, parseLocalDateTime, settlementOf } from '@parking/domain';
import {
  fundSettlementResource,
  parkResource,
  payRecordResource,
  payWay,
  refundOrderResource,
} from '@parking/resources';
import { and, exists, gte, isNotNull, isNull, lt, ne, notLike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection';
import type { NewRowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';

export type SettleOptions = {
  /** The first and last local day to settle (yyyy-MM-dd); days not yet over are left for later. */
  from: string;
  to: string;
  timeZone: string;
  /** The platform's service fee in basis points (`SETTLEMENT_FEE_BPS`), kept on each row it settles. */
  feeRateBps: number;
  now: Date;
};

export type SettleResult = { from: string; to: string; days: number; parks: number; settled: number };

/**
 * A payment the platform took: confirmed by a payment channel (its `adapter`), not cash an operator took at the
 * booth (`cash:<user>`, pay way cash).
 */
export function paidOnline(): SQL {
  const p = tableOf(payRecordResource);
  return and(
    isNotNull(p.adapter),
    notLike(p.adapter, 'cash:%'),
    or(isNull(p.payWay), ne(p.payWay, payWay.values.cash)),
  ) as SQL;
}

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const localDay = (c: PgColumn, tz: string) => sql<string>`to_char(${c} at time zone ${tz}, 'YYYY-MM-DD')`;
// the zone is bound, so the groups name their select positions
const byParkAndDay = sql.raw('1, 2');

/** The settlement's own number: its day and park, which it names once (`settleNo` is unique). */
export const settleNoOf = (day: string, parkId: number): string => `JS${day.replaceAll('-', '')}-${parkId}`;

/**
 * Settles every live park for each local day from `from` to `to` that is over and not yet settled: the day's
 * online payments (by when they were paid) and the refunds given that day of payments taken online, the
 * service fee at today's rate on the rest, and the net credited. A day settled already is left as it is, so
 * running it again changes nothing (also when two runs meet: the settlement number is unique).
 */
export async function settleDays(tx: Tx, o: SettleOptions): Promise<SettleResult> {
  const lastOver = addDays(formatLocalDate(o.now, o.timeZone), -1);
  const to = o.to < lastOver ? o.to : lastOver;
  const result: SettleResult = { from: o.from, to, days: 0, parks: 0, settled: 0 };
  if (o.from > to) return result;
  const start = parseLocalDateTime(o.from, o.timeZone);
  const end = parseLocalDateTime(addDays(to, 1), o.timeZone);
  if (!start || !end) throw new Error(`not a day: ${o.from} or ${to}`);

  const parks = tableOf(parkResource);
  const live = await tx
    .select({ id: parks.id, companyId: parks.companyId })
    .from(parks)
    .where(isNull(parks.deletedAt))
    .orderBy(parks.id);
  const p = tableOf(payRecordResource);
  const payments = await tx
    .select({
      parkId: p.parkId,
      day: localDay(p.paidAt, o.timeZone),
      count: n(sql`count(*)`),
      amount: n(sql`coalesce(sum(${p.amount}), 0)`),
    })
    .from(p)
    .where(and(gte(p.paidAt, start), lt(p.paidAt, end), isNull(p.deletedAt), paidOnline()))
    .groupBy(byParkAndDay);
  const r = tableOf(refundOrderResource);
  const onlineOrder = tx
    .select({ one: sql`1` })
    .from(p)
    .where(and(sql`${p.orderId} = ${r.orderId}`, isNull(p.deletedAt), paidOnline()));
  const refunds = await tx
    .select({
      parkId: r.parkId,
      day: localDay(r.refundedAt, o.timeZone),
      count: n(sql`count(*)`),
      amount: n(sql`coalesce(sum(${r.amount}), 0)`),
    })
    .from(r)
    .where(and(gte(r.refundedAt, start), lt(r.refundedAt, end), isNull(r.deletedAt), exists(onlineOrder)))
    .groupBy(byParkAndDay);

  const taken = new Map(payments.map((x) => [`${x.parkId}/${x.day}`, x]));
  const given = new Map(refunds.map((x) => [`${x.parkId}/${x.day}`, x]));
  const rows: NewRowOf<typeof fundSettlementResource>[] = [];
  for (let day = o.from; day <= to; day = addDays(day, 1)) {
    result.days++;
    for (const park of live) {
      const pay = taken.get(`${park.id}/${day}`);
      const refund = given.get(`${park.id}/${day}`);
      const onlineAmount = pay?.amount ?? 0;
      const refundAmount = refund?.amount ?? 0;
      const { feeFen, netFen } = settlementOf(onlineAmount, refundAmount, o.feeRateBps);
      rows.push({
        companyId: park.companyId,
        parkId: park.id,
        settleNo: settleNoOf(day, park.id),
        settleDate: day,
        payCount: pay?.count ?? 0,
        onlineAmount,
        refundCount: refund?.count ?? 0,
        refundAmount,
        feeRate: o.feeRateBps,
        feeAmount: feeFen,
        netAmount: netFen,
        settledAt: o.now,
      });
    }
  }
  result.parks = live.length;
  const t = tableOf(fundSettlementResource);
  for (let i = 0; i < rows.length; i += 500) {
    const written = await tx
      .insert(t)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: t.id });
    result.settled += written.length;
  }
  return result;
}
