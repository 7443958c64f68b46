import {
  berthResource,
  escapeRecordResource,
  escapeState,
  inOutRecordResource,
  onlineOrderResource,
  payRecordResource,
  payWay,
  shiftResource,
  stayState,
} from '@parking/resources';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import type { Period } from './roadside-query';

/**
 * The roadside employee of a moment at a berth: the operator whose shift was open then on the berth's
 * section, else on the whole roadside park (a shift naming neither booth nor section), the latest begun first.
 * Stays and payments carry no user of their own (a berth event comes from a device), so the shift is what
 * ties them to a person.
 */
export function employeeAt(parkId: SQL | unknown, sectionId: SQL | unknown, at: SQL | unknown): SQL {
  const sh = tableOf(shiftResource);
  return sql`(select ${sh.operatorId} from ${sh}
    where ${sh.parkId} = ${parkId} and ${sh.deletedAt} is null and ${sh.boxId} is null
      and (${sh.sectionId} = ${sectionId} or ${sh.sectionId} is null)
      and ${sh.startedAt} <= ${at} and (${sh.endedAt} is null or ${sh.endedAt} > ${at})
    order by ${sh.sectionId} is null, ${sh.startedAt} desc limit 1)`;
}

export type StayFilter = { parkId?: number | undefined; sectionId?: number | undefined };

/**
 * The roadside stays settled in the period (left or escaped, by their leaving time), one row each: park,
 * section, employee, fee, paid, the arrears still unrecovered and the money their orders took by pay way.
 * Columns: id, park_id, section_id, employee_id, in_time, out_time, fee, paid, owe_left, cash, wechat, alipay, other.
 */
export function settledStays(access: Access, period: Period, f: StayFilter): SQL {
  const r = tableOf(inOutRecordResource);
  const b = tableOf(berthResource);
  const e = tableOf(escapeRecordResource);
  const o = tableOf(onlineOrderResource);
  const p = tableOf(payRecordResource);
  const way = (w: number | null) =>
    w == null
      ? sql`coalesce(sum(${p.amount}) filter (where ${p.payWay} is null or ${p.payWay} not in (${payWay.values.cash}, ${payWay.values.wechat}, ${payWay.values.alipay})), 0)`
      : sql`coalesce(sum(${p.amount}) filter (where ${p.payWay} = ${w}), 0)`;
  const where = and(
    visibleConditions(inOutRecordResource, access),
    sql`${r.deletedAt} is null`,
    // implied by the join to the berth; said so the roadside stays' own index is used
    sql`${r.berthId} is not null`,
    sql`${r.state} in (${stayState.values.left}, ${stayState.values.escaped})`,
    sql`${r.outTime} >= ${period.from.toISOString()}::timestamptz`,
    sql`${r.outTime} < ${period.to.toISOString()}::timestamptz`,
    f.parkId ? eq(r.parkId, f.parkId) : undefined,
    f.sectionId ? eq(b.sectionId, f.sectionId) : undefined,
  );
  return sql`select ${r.id} as id, ${r.parkId} as park_id, ${b.sectionId} as section_id,
      ${employeeAt(r.parkId, b.sectionId, r.outTime)} as employee_id, ${r.inTime} as in_time, ${r.outTime} as out_time,
      coalesce(${r.fee}, 0)::float8 as fee, coalesce(${r.paid}, 0)::float8 as paid,
      (select coalesce(sum(${e.amount}), 0) from ${e}
        where ${e.recordId} = ${r.id} and ${e.deletedAt} is null and ${e.state} = ${escapeState.values.unrecovered})::float8 as owe_left,
      pw.cash, pw.wechat, pw.alipay, pw.other
    from ${r} join ${b} on ${b.id} = ${r.berthId}
    cross join lateral (
      select ${way(payWay.values.cash)}::float8 as cash, ${way(payWay.values.wechat)}::float8 as wechat,
        ${way(payWay.values.alipay)}::float8 as alipay, ${way(null)}::float8 as other
      from ${o} join ${p} on ${p.orderId} = ${o.id} and ${p.deletedAt} is null
      where ${o.recordId} = ${r.id} and ${o.deletedAt} is null) pw
    where ${where}`;
}

/** The sums every stay report shows, over rows of `settledStays` named st. */
export const staySums = sql`count(*)::int as stays, coalesce(sum(st.fee), 0)::float8 as fee,
  coalesce(sum(st.paid), 0)::float8 as paid, coalesce(sum(st.owe_left), 0)::float8 as owe_left,
  coalesce(sum(st.cash), 0)::float8 as cash, coalesce(sum(st.wechat), 0)::float8 as wechat,
  coalesce(sum(st.alipay), 0)::float8 as alipay, coalesce(sum(st.other), 0)::float8 as other`;

export type StaySums = {
  stays: number;
  fee: number;
  paid: number;
  oweLeft: number;
  cash: number;
  wechat: number;
  alipay: number;
  other: number;
};

/** The sums of a result row, as numbers whichever driver read them. */
export const sumsOf = (row: Record<string, unknown>): StaySums => ({
  stays: Number(row.stays ?? 0),
  fee: Number(row.fee ?? 0),
  paid: Number(row.paid ?? 0),
  oweLeft: Number(row.owe_left ?? 0),
  cash: Number(row.cash ?? 0),
  wechat: Number(row.wechat ?? 0),
  alipay: Number(row.alipay ?? 0),
  other: Number(row.other ?? 0),
});
