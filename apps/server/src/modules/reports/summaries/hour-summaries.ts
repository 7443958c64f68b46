import { stayState } from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { statDirtyHour } from '../../../db/hour-summary-tables';
import { executeRaw } from '../../../db/named-statement';
import { employeeAt } from '../roadside/roadside-stays';

/**
 * Hour summaries: orders by the hour they were paid (`order`), settled stays by the hour they left (`exit`) and
 * roadside payments by paid hour and collector (`roadpay`), for the report sums that would otherwise add up a
 * month of records on every call. Triggers mark the hours a write changed (migrations 0044, 0045); an hour is
 * counted again from its records before anyone reads it, so a late payment or refund of an old order shows at
 * once, and the summary job counts the rest in the background.
 */
export type HourKind = 'order' | 'exit' | 'roadpay';
export type Period = { from?: Date; to?: Date };

type Bucket = { park_id: string; hour: Date | string };

const buckets = (claimed: Bucket[]) =>
  sql`(select * from jsonb_to_recordset(${JSON.stringify(
    claimed.map((b) => ({ park_id: Number(b.park_id), hour: new Date(b.hour).toISOString() })),
  )}::jsonb) as x(park_id bigint, hour timestamptz))`;

/**
 * A lateral of the rows of `table` at the bucket's park whose `column` falls in its hour: a range of an index per
 * bucket. `offset 0` keeps it apart: joined flat, PostgreSQL hashed the whole table against the buckets (a
 * step of four hours took 100 ms on 500,000 stays).
 */
const ofHour = (table: string, column: string, where?: SQL) => {
  const c = sql.identifier(column);
  return sql`cross join lateral (select * from ${sql.identifier(table)} x where x.park_id = b.park_id
    and x.${c} >= b.hour and x.${c} < b.hour + interval '1 hour' and x.deleted_at is null${where ? sql` and ${where}` : sql``}
    offset 0)`;
};

/** Each order of the hours with what its payment and refund records add up to. */
const countOrders = (b: SQL) => sql`
  insert into stat_order_hour (park_id, company_id, hour, state, pay_way, orders, amount, paid_amount,
    refunded_amount, paid_by_records, refunded_by_records, mismatches)
  select o.park_id, max(o.company_id), b.hour, o.state, o.pay_way, count(*), sum(o.amount), sum(o.paid_amount),
    sum(o.refunded_amount), sum(r.paid), sum(r.refunded),
    count(*) filter (where o.paid_amount <> r.paid or o.refunded_amount <> r.refunded)
  from ${b} b ${ofHour('park_order', 'paid_at')} o
  cross join lateral (select
    coalesce((select sum(p.amount) from pay_record p where p.order_id = o.id and p.deleted_at is null), 0) as paid,
    coalesce((select sum(f.amount) from refund_order f where f.order_id = o.id and f.deleted_at is null), 0)
      as refunded) r
  group by o.park_id, b.hour, o.state, o.pay_way`;

const settled = sql`x.state in (${stayState.values.left}, ${stayState.values.escaped})`;
const stays = (b: SQL) => sql`${b} b ${ofHour('park_io_record', 'out_time', settled)} s`;

/** Stays that left in the hours: fee, discounts, arrears added, and what their orders were paid and refunded. */
const countExits = (b: SQL) => sql`
  insert into stat_exit_hour (park_id, company_id, hour, car_kind, pay_way, stays, fee, coupon_discount,
    owe_amount, paid, refunded)
  select s.park_id, max(s.company_id), b.hour, s.car_kind, s.pay_way, count(*), coalesce(sum(s.fee), 0),
    coalesce(sum(s.coupon_discount), 0), coalesce(sum(s.owe_amount), 0), sum(r.paid), sum(r.refunded)
  from ${stays(b)}
  cross join lateral (select coalesce(sum(o.paid_amount), 0) as paid, coalesce(sum(o.refunded_amount), 0) as refunded
    from park_order o where o.record_id = s.id and o.deleted_at is null) r
  group by s.park_id, b.hour, s.car_kind, s.pay_way`;

/** The same stays' money by the way it moved: payments by their pay way, refunds by the refunded order's. */
const countExitMoney = (b: SQL) => sql`
  insert into stat_exit_pay_hour (park_id, company_id, hour, car_kind, pay_way, way, paid, refunded)
  select s.park_id, max(s.company_id), b.hour, s.car_kind, s.pay_way, m.way, sum(m.paid), sum(m.refunded)
  from ${stays(b)}
  cross join lateral (
    select p.pay_way as way, p.amount as paid, 0 as refunded from park_order o
      join pay_record p on p.order_id = o.id and p.deleted_at is null
      where o.record_id = s.id and o.deleted_at is null
    union all
    select o.pay_way, 0, f.amount from park_order o
      join refund_order f on f.order_id = o.id and f.deleted_at is null
      where o.record_id = s.id and o.deleted_at is null) m
  group by s.park_id, b.hour, s.car_kind, s.pay_way, m.way`;

/** Payments for roadside stays, by the berth's section and the collector on shift there when it was paid. */
const countRoadPayments = (b: SQL) => sql`
  insert into stat_road_pay_hour (park_id, company_id, hour, section_id, employee_id, pay_way, payments, amount)
  select x.park_id, max(x.company_id), x.hour, x.section_id, x.employee_id, x.pay_way, count(*), sum(x.amount)
  from (select p.park_id, p.company_id, b.hour, bb.section_id, p.pay_way, p.amount,
      ${employeeAt(sql`r.park_id`, sql`bb.section_id`, sql`p.paid_at`)} as employee_id
    from ${b} b ${ofHour('pay_record', 'paid_at')} p
    join park_order o on o.id = p.order_id
    join park_io_record r on r.id = o.record_id
    join berth bb on bb.id = r.berth_id) x
  group by x.park_id, x.hour, x.section_id, x.employee_id, x.pay_way`;

const counts: Record<HourKind, { tables: string[]; insert: ((b: SQL) => SQL)[] }> = {
  order: { tables: ['stat_order_hour'], insert: [countOrders] },
  exit: { tables: ['stat_exit_hour', 'stat_exit_pay_hour'], insert: [countExits, countExitMoney] },
  roadpay: { tables: ['stat_road_pay_hour'], insert: [countRoadPayments] },
};

const within = ({ from, to }: Period) =>
  sql`${from ? sql` and hour >= ${from.toISOString()}::timestamptz` : sql``}${
    to ? sql` and hour < ${to.toISOString()}::timestamptz` : sql``
  }`;

// Every gate of every park waits while a kind's hours are counted (its lock, below). A park hour of a hundred
// stays took 30 ms to count (2026-11-30, the devices bench's history): a step of four is a pause of about a tenth
// of a second at the gates, and a longer count is many steps with the gates let through between them.
const hoursPerStep = 4;

/**
 * Counts a step of the dirty hours of a kind (within a period) again from their records, in the given transaction.
 * It takes the kind's lock alone: writers of records still in flight commit first, new ones wait (see migration
 * 0044), and a second counter waits and then finds the hours already counted.
 */
async function countStep(tx: Tx, kind: HourKind, period: Period): Promise<number> {
  await executeRaw(tx, sql`select pg_advisory_xact_lock(hashtext(${`stat-hours:${kind}`}))`);
  const claimed = await executeRaw<Bucket>(
    tx,
    sql`delete from stat_dirty_hour where (kind, park_id, hour) in (
      select kind, park_id, hour from stat_dirty_hour where kind = ${kind}${within(period)} limit ${hoursPerStep})
      returning park_id, hour`,
  );
  if (claimed.length === 0) return 0;
  const b = buckets(claimed);
  const { tables, insert } = counts[kind];
  for (const table of tables) {
    await executeRaw(
      tx,
      sql`delete from ${sql.identifier(table)} h using ${b} b where h.park_id = b.park_id and h.hour = b.hour`,
    );
  }
  for (const count of insert) await executeRaw(tx, count(b));
  return claimed.length;
}

/**
 * Marks every hour of the parks in [from, to) for counting again, of every kind (the rebuild an operator asks for
 * after records were corrected with the triggers off, a restore say); `countHoursInSteps` then counts them.
 */
export async function markHours(tx: Tx, parkIds: number[], from: Date, to: Date): Promise<void> {
  if (parkIds.length === 0) return;
  await executeRaw(
    tx,
    sql`insert into stat_dirty_hour (kind, park_id, hour)
      select k.kind, p.id, h
      from (select jsonb_array_elements_text(${JSON.stringify(Object.keys(counts))}::jsonb) as kind) k
      cross join (select jsonb_array_elements_text(${JSON.stringify(parkIds)}::jsonb)::bigint as id) p
      cross join generate_series(${from.toISOString()}::timestamptz,
        ${to.toISOString()}::timestamptz - interval '1 hour', interval '1 hour') h
      on conflict do nothing`,
  );
}

/** The marked hours of a kind within the period, a step a transaction, until `atMost` are counted. */
async function countKind(db: Db, kind: HourKind, period: Period, atMost: number): Promise<number> {
  if (!(await anyDirty(db, kind, period))) return 0;
  let total = 0;
  while (total < atMost) {
    const n = await db.transaction((tx) => countStep(tx, kind, period));
    if (n === 0) break;
    total += n;
  }
  return total;
}

/**
 * The marked hours of every kind within the period (all of them without one), until `atMost` are counted. A kind
 * with none takes no lock at all.
 */
export async function countHoursInSteps(db: Db, period: Period = {}, atMost = Number.POSITIVE_INFINITY) {
  let total = 0;
  // the kinds in the order writers lock them
  for (const kind of Object.keys(counts) as HourKind[]) total += await countKind(db, kind, period, atMost - total);
  return total;
}

/** Whether any hour of the kind within the period is marked, read without taking the kind's lock. */
async function anyDirty(db: Db, kind: HourKind, period: Period): Promise<boolean> {
  const [dirty] = await executeRaw<{ one: number }>(
    db,
    sql`select 1 as one from ${statDirtyHour} where kind = ${kind}${within(period)} limit 1`,
  );
  return dirty !== undefined;
}

/** Before a summary of a period is read: its hours that records changed since are counted again first. */
export async function freshHours(db: Db, kind: HourKind, period: Period): Promise<void> {
  await countKind(db, kind, period, Number.POSITIVE_INFINITY);
}

/**
 * The hours that have ended, for the summary job (every minute). The hour under way is left to the reads that
 * need it: every gate read marks it again, and counting it each minute would hold every gate's writes.
 */
export const endedHours = (now: Date): Period => ({ to: new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000) });
