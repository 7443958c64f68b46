import {
  berthResource,
  inOutRecordResource,
  type Label,
  type Lang,
  onlineOrderResource,
  payRecordResource,
  payWay,
} from '@parking/resources';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import type { Db } from '../../../db/connection';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { roadPayRows, wholeHours } from '../summaries/hour-summary-reads';
import { type Level, occupancy, rateOf, type Window } from './occupancy';
import { namesFor } from './report-names';
import type { Period } from './roadside-query';
import { employeeAt, type StayFilter, type StaySums, settledStays, staySums, sumsOf } from './roadside-stays';

export type Scope = { db: Db; access: Access; tz: string; lang: Lang };

const unassigned: Label = { zh: '未分配', en: 'Unassigned' };
const noSection: Label = { zh: '未分组', en: 'No section' };
const wholeDay: Window = { startMinute: 0, endMinute: 1440 };

/** Per berth section (group) and employee: the stays settled in the period, their fee, money by pay way and arrears left. */
export async function groupEmployeeRows(s: Scope, period: Period, f: StayFilter) {
  const rows = await executeRaw<Record<string, unknown>>(
    s.db,
    sql`with st as (${settledStays(s.access, period, f)})
      select st.park_id, st.section_id, st.employee_id, ${staySums} from st
      group by 1, 2, 3 order by 1, 2, 3 nulls last`,
  );
  const names = await namesFor(s.db, {
    parks: rows.map((r) => Number(r.park_id)),
    sections: rows.map((r) => (r.section_id == null ? null : Number(r.section_id))),
    users: rows.map((r) => (r.employee_id == null ? null : Number(r.employee_id))),
  });
  return rows.map((r) => {
    const parkId = Number(r.park_id);
    const sectionId = r.section_id == null ? null : Number(r.section_id);
    const employeeId = r.employee_id == null ? null : Number(r.employee_id);
    return {
      parkId,
      parkName: names.park.get(parkId) ?? '',
      sectionId,
      sectionName: sectionId == null ? noSection[s.lang] : (names.section.get(sectionId) ?? ''),
      employeeId,
      employeeName: employeeId == null ? unassigned[s.lang] : (names.user.get(employeeId) ?? ''),
      ...sumsOf(r),
    };
  });
}

const key = (...parts: unknown[]) => parts.map((p) => String(p ?? '')).join('|');

/**
 * Sums of settled stays per park (and section) and local day or month, merged with the occupancy of the same
 * berths: a day the berths stood empty shows with no stays and a rate of 0.
 */
async function bucketed(s: Scope, period: Period, f: StayFilter, level: Level, bucket: 'day' | 'month') {
  const format = bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const sectionCol = level === 'section' ? sql`st.section_id` : sql`null::bigint`;
  const [sums, occ] = await Promise.all([
    executeRaw<Record<string, unknown>>(
      s.db,
      sql`with st as (${settledStays(s.access, period, f)})
        select st.park_id, ${sectionCol} as section_id, to_char(st.out_time at time zone ${s.tz}, ${format}) as bucket,
          ${staySums} from st group by 1, 2, 3`,
    ),
    occupancy(s.db, s.access, s.tz, period, wholeDay, f, level, bucket),
  ]);
  const out = new Map<
    string,
    {
      parkId: number;
      sectionId: number | null;
      bucket: string;
      sums: StaySums | null;
      occ: (typeof occ)[number] | null;
    }
  >();
  for (const o of occ) {
    if (!o.bucket) continue;
    out.set(key(o.parkId, o.sectionId, o.bucket), {
      parkId: o.parkId,
      sectionId: o.sectionId,
      bucket: o.bucket,
      sums: null,
      occ: o,
    });
  }
  for (const r of sums) {
    const parkId = Number(r.park_id);
    const sectionId = r.section_id == null ? null : Number(r.section_id);
    const b = String(r.bucket);
    const k = key(parkId, sectionId, b);
    const found = out.get(k);
    if (found) found.sums = sumsOf(r);
    else out.set(k, { parkId, sectionId, bucket: b, sums: sumsOf(r), occ: null });
  }
  const names = await namesFor(s.db, {
    parks: [...out.values()].map((v) => v.parkId),
    sections: [...out.values()].map((v) => v.sectionId),
  });
  const zero = sumsOf({});
  return [...out.values()]
    .sort(
      (a, b) =>
        b.bucket.localeCompare(a.bucket) || a.parkId - b.parkId || Number(a.sectionId ?? 0) - Number(b.sectionId ?? 0),
    )
    .map((v) => ({
      parkId: v.parkId,
      parkName: names.park.get(v.parkId) ?? '',
      ...(level === 'section'
        ? {
            sectionId: v.sectionId,
            sectionName: v.sectionId == null ? noSection[s.lang] : (names.section.get(v.sectionId) ?? ''),
          }
        : {}),
      [bucket === 'day' ? 'day' : 'month']: v.bucket,
      ...(v.sums ?? zero),
      berths: v.occ?.berths ?? 0,
      occupiedMinutes: v.occ?.occupiedMinutes ?? 0,
      availableMinutes: v.occ?.availableMinutes ?? 0,
      rate: v.occ ? rateOf(v.occ.occupiedMinutes, v.occ.availableMinutes) : 0,
    }));
}

/** Per berth section (group) and local day: stays, fee, paid, money by pay way, arrears left and occupancy. */
export const groupSummaryRows = (s: Scope, period: Period, f: StayFilter) => bucketed(s, period, f, 'section', 'day');

/** Per roadside park and local day or month: the same figures. */
export const parkDailyRows = (s: Scope, period: Period, f: StayFilter, type: 'day' | 'month') =>
  bucketed(s, period, f, 'park', type);

/** Berth occupancy at the level asked, with names. */
export async function berthRateRows(
  s: Scope,
  period: Period,
  win: Window,
  f: StayFilter & { berthId?: number | undefined },
  level: Level,
) {
  const rows = await occupancy(s.db, s.access, s.tz, period, win, f, level, null);
  const names = await namesFor(s.db, {
    parks: rows.map((r) => r.parkId),
    sections: rows.map((r) => r.sectionId),
    berths: rows.map((r) => r.berthId),
  });
  return rows.map((r) => ({
    parkId: r.parkId,
    parkName: names.park.get(r.parkId) ?? '',
    ...(level !== 'park'
      ? {
          sectionId: r.sectionId,
          sectionName: r.sectionId == null ? noSection[s.lang] : (names.section.get(r.sectionId) ?? ''),
        }
      : {}),
    ...(level === 'berth' ? { berthId: r.berthId, berthNo: r.berthId == null ? '' : names.berth.get(r.berthId) } : {}),
    berths: r.berths,
    availableMinutes: r.availableMinutes,
    occupiedMinutes: r.occupiedMinutes,
    rate: r.rate,
  }));
}

/**
 * Money taken at the roadside per employee (and local month): every payment for a roadside stay, counted for
 * the employee on shift at the stay's berth when it was paid.
 */
export async function userFeeRows(s: Scope, period: Period, f: StayFilter, byMonth: boolean) {
  const rows = wholeHours(period)
    ? await roadPayRows(s.db, payRecordResource, s.access, period, f, s.tz, byMonth)
    : await userFeeRecords(s, period, f, byMonth);
  const names = await namesFor(s.db, {
    users: rows.map((x) => (x.employee_id == null ? null : Number(x.employee_id))),
  });
  return rows.map((x) => {
    const employeeId = x.employee_id == null ? null : Number(x.employee_id);
    return {
      employeeId,
      employeeName: employeeId == null ? unassigned[s.lang] : (names.user.get(employeeId) ?? ''),
      ...(byMonth ? { month: String(x.month) } : {}),
      payments: Number(x.payments),
      total: Number(x.total),
      cash: Number(x.cash),
      wechat: Number(x.wechat),
      alipay: Number(x.alipay),
      other: Number(x.other),
    };
  });
}

/** The same rows read from the payments themselves (a period that is not whole hours). */
function userFeeRecords(s: Scope, period: Period, f: StayFilter, byMonth: boolean) {
  const p = tableOf(payRecordResource);
  const o = tableOf(onlineOrderResource);
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const way = (w: number | null): SQL =>
    w == null
      ? sql`coalesce(sum(pp.amount) filter (where pp.pay_way is null or pp.pay_way not in (${payWay.values.cash}, ${payWay.values.wechat}, ${payWay.values.alipay})), 0)::float8`
      : sql`coalesce(sum(pp.amount) filter (where pp.pay_way = ${w}), 0)::float8`;
  const where = and(
    visibleConditions(payRecordResource, s.access),
    sql`${p.deletedAt} is null`,
    sql`${p.paidAt} >= ${period.from.toISOString()}::timestamptz`,
    sql`${p.paidAt} < ${period.to.toISOString()}::timestamptz`,
    f.parkId ? eq(p.parkId, f.parkId) : undefined,
    f.sectionId ? eq(b.sectionId, f.sectionId) : undefined,
  );
  const month = byMonth ? sql`to_char(pp.paid_at at time zone ${s.tz}, 'YYYY-MM')` : sql`null::text`;
  return executeRaw<Record<string, unknown>>(
    s.db,
    sql`with pp as (
        select ${p.amount} as amount, ${p.payWay} as pay_way, ${p.paidAt} as paid_at,
          ${employeeAt(r.parkId, b.sectionId, p.paidAt)} as employee_id
        from ${p} join ${o} on ${o.id} = ${p.orderId} join ${r} on ${r.id} = ${o.recordId}
        join ${b} on ${b.id} = ${r.berthId}
        where ${where}
      )
      select pp.employee_id, ${month} as month, count(*)::int as payments, coalesce(sum(pp.amount), 0)::float8 as total,
        ${way(payWay.values.cash)} as cash, ${way(payWay.values.wechat)} as wechat,
        ${way(payWay.values.alipay)} as alipay, ${way(null)} as other
      from pp group by 1, 2 order by 2 desc nulls last, 1 nulls last`,
  );
}

/** Parking time buckets of the parking-time page, in minutes [from, to). */
export const parkTimeBuckets = [
  { from: 0, to: 30, label: { zh: '30分钟以内', en: 'Under 30 min' } },
  { from: 30, to: 60, label: { zh: '30-60分钟', en: '30-60 min' } },
  { from: 60, to: 120, label: { zh: '1-2小时', en: '1-2 h' } },
  { from: 120, to: 240, label: { zh: '2-4小时', en: '2-4 h' } },
  { from: 240, to: null, label: { zh: '4小时以上', en: 'Over 4 h' } },
] as const;

/** How long the roadside stays settled in the period stood: count and fee per duration bucket. */
export async function parkTimeRows(s: Scope, period: Period, f: StayFilter) {
  const bucketCase = sql.join(
    parkTimeBuckets.map((bk, i) =>
      bk.to == null ? sql`when st.minutes >= ${bk.from} then ${i}` : sql`when st.minutes < ${bk.to} then ${i}`,
    ),
    sql` `,
  );
  const rows = await executeRaw<Record<string, unknown>>(
    s.db,
    sql`with st as (
        select x.*, extract(epoch from x.out_time - x.in_time)::float8 / 60 as minutes
        from (${settledStays(s.access, period, f)}) x
      )
      select case ${bucketCase} end as bucket, count(*)::int as stays, coalesce(sum(st.fee), 0)::float8 as fee
      from st group by 1`,
  );
  const found = new Map(rows.map((x) => [Number(x.bucket), x]));
  const total = rows.reduce((n, x) => n + Number(x.stays), 0);
  return parkTimeBuckets.map((bk, i) => {
    const x = found.get(i);
    const stays = Number(x?.stays ?? 0);
    return {
      bucket: i,
      label: bk.label[s.lang],
      fromMinutes: bk.from,
      toMinutes: bk.to,
      stays,
      fee: Number(x?.fee ?? 0),
      share: total ? Math.round((stays / total) * 10_000) / 100 : 0,
    };
  });
}
