import { allFields, type Field, parkIdAliases, payWay, type ResourceDef } from '@parking/resources';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { periodBound } from '../../../crud/list-query';
import { scopeConditions } from '../../../crud/scope';
import { colsOf } from '../../../db/columns';
import type { Db } from '../../../db/connection';
import { statExitHour, statExitPayHour, statOrderHour, statRoadPayHour } from '../../../db/hour-summary-tables';
import { executeRaw } from '../../../db/named-statement';
import type { Access } from '../../../platform/context';
import { freshHours, type HourKind, type Period } from './hour-summaries';

type Query = Record<string, unknown>;
const hourMs = 3_600_000;

const parkOf = (query: Query) => ['parkId', ...parkIdAliases].map((k) => query[k]).find((v) => v != null);

/**
 * The period of `rangeKey` a query asks for, when the hour summaries can answer it exactly: it filters by
 * nothing else than the summary's own columns (`allowed`), names a period, and its ends fall on whole hours (a
 * local day of a whole-hour time zone does). Otherwise null: the records are read as they are.
 */
export function summaryPeriod(
  def: ResourceDef,
  query: Query,
  rangeKey: string,
  allowed: string[],
  timeZone: string,
): Period | null {
  const period: Period = {};
  for (const [key, field] of Object.entries(allFields(def) as Record<string, Field>)) {
    if (!field.search) continue;
    if (field.search === 'range') {
      for (const end of [false, true]) {
        const name = `${key}${end ? 'End' : 'Start'}`;
        const v = query[name];
        if (v == null) continue;
        if (key !== rangeKey) return null;
        const at = periodBound(name, field, v, end, timeZone);
        if (at.getTime() % hourMs !== 0) return null;
        period[end ? 'to' : 'from'] = at;
      }
    } else if ((key === 'parkId' ? parkOf(query) : query[key]) != null && !allowed.includes(key)) return null;
  }
  return period.from || period.to ? period : null;
}

/** The rows of a summary the caller may see, of the period and the filters asked (all columns of the summary). */
function conditions(
  scopeOf: ResourceDef,
  table: PgTable,
  access: Access,
  period: Period,
  query: Query,
  dims: string[],
) {
  const c = colsOf(table);
  const out: SQL[] = [...scopeConditions(scopeOf, access, c)];
  const park = parkOf(query);
  if (park != null) out.push(eq(c.parkId, Number(park)));
  for (const dim of dims) {
    const v = query[dim];
    const column = c[dim];
    if (v != null && column) out.push(eq(column, Number(v)));
  }
  if (period.from) out.push(gte(c.hour as never, period.from));
  if (period.to) out.push(lt(c.hour as never, period.to));
  return and(...out);
}

async function read<T>(db: Db, kind: HourKind, period: Period, query: () => Promise<T>): Promise<T> {
  await freshHours(db, kind, period);
  return query();
}

const total = (column: unknown) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Orders paid in the period: count, asked, paid, refunded, and what their records add up to. */
export function orderHourTotals(db: Db, scopeOf: ResourceDef, access: Access, period: Period, query: Query) {
  const t = statOrderHour;
  return read(db, 'order', period, async () => {
    const [row] = await db
      .select({
        orders: total(t.orders),
        amount: total(t.amount),
        paidAmount: total(t.paidAmount),
        refundedAmount: total(t.refundedAmount),
        paidByRecords: total(t.paidByRecords),
        refundedByRecords: total(t.refundedByRecords),
        mismatches: total(t.mismatches),
      })
      .from(t)
      .where(conditions(scopeOf, t, access, period, query, ['state', 'payWay']));
    return row as NonNullable<typeof row>;
  });
}

/** Stays that left in the period: their charges, and their money by the way it moved. */
export function exitHourTotals(db: Db, scopeOf: ResourceDef, access: Access, period: Period, query: Query) {
  const dims = ['carKind', 'payWay'];
  return read(db, 'exit', period, async () => {
    const t = statExitHour;
    const m = statExitPayHour;
    const [[row], ways] = await Promise.all([
      db
        .select({
          stays: total(t.stays),
          fee: total(t.fee),
          couponDiscount: total(t.couponDiscount),
          oweAmount: total(t.oweAmount),
          paid: total(t.paid),
          refunded: total(t.refunded),
        })
        .from(t)
        .where(conditions(scopeOf, t, access, period, query, dims)),
      db
        .select({ payWay: m.way, paid: total(m.paid), refunded: total(m.refunded) })
        .from(m)
        .where(conditions(scopeOf, m, access, period, query, dims))
        .groupBy(m.way),
    ]);
    return { totals: row as NonNullable<typeof row>, ways };
  });
}

/** Whole hours of a period of local days, as the roadside reports ask (false in a zone with a half-hour offset). */
export const wholeHours = (period: { from: Date; to: Date }) =>
  period.from.getTime() % hourMs === 0 && period.to.getTime() % hourMs === 0;

/**
 * Roadside payments of the period per collector (and local month), with their count and money by pay way:
 * the rows of `searchUserFeeMonth` and `searchUserFeeSum`.
 */
export function roadPayRows(
  db: Db,
  scopeOf: ResourceDef,
  access: Access,
  period: { from: Date; to: Date },
  filter: { parkId?: number | undefined; sectionId?: number | undefined },
  timeZone: string,
  byMonth: boolean,
) {
  const t = statRoadPayHour;
  const way = (w: number | null): SQL =>
    w == null
      ? sql`coalesce(sum(${t.amount}) filter (where ${t.payWay} is null or ${t.payWay} not in (${payWay.values.cash}, ${payWay.values.wechat}, ${payWay.values.alipay})), 0)::float8`
      : sql`coalesce(sum(${t.amount}) filter (where ${t.payWay} = ${w}), 0)::float8`;
  const month = byMonth ? sql`to_char(${t.hour} at time zone ${timeZone}, 'YYYY-MM')` : sql`null::text`;
  return read(db, 'roadpay', period, () =>
    executeRaw<Record<string, unknown>>(
      db,
      sql`select ${t.employeeId} as employee_id, ${month} as month, sum(${t.payments})::int as payments,
          coalesce(sum(${t.amount}), 0)::float8 as total, ${way(payWay.values.cash)} as cash,
          ${way(payWay.values.wechat)} as wechat, ${way(payWay.values.alipay)} as alipay, ${way(null)} as other
        from ${t}
        where ${conditions(scopeOf, t, access, period, filter, ['sectionId'])}
        group by 1, 2 order by 2 desc nulls last, 1 nulls last`,
    ),
  );
}
