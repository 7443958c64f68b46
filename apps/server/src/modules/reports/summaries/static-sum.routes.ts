import { carKind, type Label, parkKind, parkResource, payWay, takingSource } from '@parking/resources';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { rebuildDaySummaries } from './day-summaries.service';
import { countHoursInSteps, markHours } from './hour-summaries';
import { daysFromTo, midnightOf } from './local-days';
import {
  type DayPeriodQuery,
  dayPeriod,
  dayPeriodQuery,
  type MonthPeriodQuery,
  monthPeriod,
  monthPeriodQuery,
  periodLabels,
} from './period-query';
import { dayTable, jsonCounts, labelOf, payTable, sumOf, visibleDays, visiblePayDays } from './summary-reads';

const url = (name: string) => `/api/updown/staticSum/${name}`;

/** The caller's park days of the period, narrowed to one park when asked, and to roadside parks for road figures. */
function daysWhere(access: Access, q: { parkId?: number | undefined }, from: string, to: string): SQL | undefined {
  const d = dayTable();
  return and(visibleDays(access, from, to), q.parkId ? eq(d.parkId, q.parkId) : undefined);
}

const totals = () => {
  const d = dayTable();
  return {
    entries: sumOf(d.entries),
    exits: sumOf(d.exits),
    exitsPass: sumOf(d.exitsPass),
    exitsPaid: sumOf(d.exitsPaid),
    exitsFree: sumOf(d.exitsFree),
    exitsOwing: sumOf(d.exitsOwing),
    fee: sumOf(d.fee),
    couponDiscount: sumOf(d.couponDiscount),
    orderPaid: sumOf(d.orderPaid),
    passPaid: sumOf(d.passPaid),
    onlinePaid: sumOf(d.onlinePaid),
    refunded: sumOf(d.refunded),
    oweNew: sumOf(d.oweNew),
    owePaid: sumOf(d.owePaid),
  };
};
type Totals = { [K in keyof ReturnType<typeof totals>]: number };
const withTakings = <T extends Totals>(t: T) => ({ ...t, takings: t.orderPaid + t.passPaid });

const dayRoute = (name: string, summary: string, answer: (ctx: DayCtx) => Promise<unknown>): AnyRoute =>
  defineRoute<DayPeriodQuery, undefined>({
    method: 'GET',
    url: url(name),
    section: 'reports',
    summary,
    query: dayPeriodQuery,
    labels: periodLabels,
    handler: async ({ app, access, query, lang }) => {
      const period = dayPeriod(query, app.config.timeZone);
      return answer({ app, access, lang, query, ...period });
    },
  });
type DayCtx = {
  app: Parameters<AnyRoute['handler']>[0]['app'];
  access: Access;
  lang: 'zh' | 'en';
  query: DayPeriodQuery;
  from: string;
  to: string;
};

const monthRoute = (
  name: string,
  summary: string,
  answer: (ctx: Omit<DayCtx, 'query'> & { query: MonthPeriodQuery; months: string[] }) => Promise<unknown>,
): AnyRoute =>
  defineRoute<MonthPeriodQuery, undefined>({
    method: 'GET',
    url: url(name),
    section: 'reports',
    summary,
    query: monthPeriodQuery,
    labels: periodLabels,
    handler: async ({ app, access, query, lang }) =>
      answer({ app, access, lang, query, ...monthPeriod(query, app.config.timeZone) }),
  });

const month = () => sql<string>`to_char(${dayTable().day}, 'YYYY-MM')`;

/** Per-day rows of the period, every day present (zeros where nothing happened), oldest first. */
async function perDay({ app, access, query, from, to }: DayCtx) {
  const d = dayTable();
  const rows = await app.db
    .select({ day: d.day, ...totals(), peakInside: sql<number>`coalesce(max(${d.peakInside}), 0)`.mapWith(Number) })
    .from(d)
    .where(daysWhere(access, query, from, to))
    .groupBy(d.day)
    .orderBy(asc(d.day));
  const found = new Map(rows.map((r) => [r.day, r]));
  return daysFromTo(from, to).map((day) => withTakings({ ...zeroTotals(), peakInside: 0, ...found.get(day), day }));
}
const zeroTotals = (): Totals & { peakInside?: number } =>
  Object.fromEntries(Object.keys(totals()).map((k) => [k, 0])) as Totals;

const roadsideOnly = () =>
  sql`${dayTable().parkId} in (select ${tableOf(parkResource).id} from ${tableOf(parkResource)} where ${eq(tableOf(parkResource).parkKind, parkKind.values.roadside)})`;

const releaseLabels: Record<'exitsPass' | 'exitsPaid' | 'exitsFree' | 'exitsOwing', Label> = {
  exitsPass: { zh: '月卡放行', en: 'Pass' },
  exitsPaid: { zh: '缴费放行', en: 'Paid' },
  exitsFree: { zh: '免费放行', en: 'Free' },
  exitsOwing: { zh: '欠费放行', en: 'Left owing' },
};

const thirdPartyNote: Label = {
  zh: '尚未接入第三方平台，没有第三方上报的进出数据',
  en: 'No third-party platform is connected yet: none has reported entries or exits',
};

/** The summary reports of calls.md §7.7 (staticSum): read from the day summaries, money in fen. */
export const staticSumRoutes: AnyRoute[] = [
  dayRoute(
    'getParkChargeAnalyseChart',
    'Money of each day of the period: fee due, coupon discounts, parking and pass takings, refunds, arrears recovered (fen)',
    perDay,
  ),
  dayRoute('getParkChartByDay', 'Takings of each day of the period, of them online (fen)', async (ctx) =>
    (await perDay(ctx)).map((r) => ({ day: r.day, takings: r.takings, onlinePaid: r.onlinePaid, fee: r.fee })),
  ),
  dayRoute('getParkInOutChartByDay', 'Entries, exits and the most cars inside on each day of the period', async (ctx) =>
    (await perDay(ctx)).map((r) => ({ day: r.day, entries: r.entries, exits: r.exits, peakInside: r.peakInside })),
  ),
  dayRoute(
    'getNormalData',
    'Totals of the period over the parks the caller sees (money in fen)',
    async ({ app, access, query, from, to }) => {
      const [row] = await app.db
        .select(totals())
        .from(dayTable())
        .where(daysWhere(access, query, from, to));
      return { startDate: from, endDate: to, ...withTakings(row ?? zeroTotals()) };
    },
  ),
  dayRoute(
    'getRoadNormalData',
    'Totals of the period over the roadside parks the caller sees (money in fen)',
    async ({ app, access, query, from, to }) => {
      const [row] = await app.db
        .select(totals())
        .from(dayTable())
        .where(and(daysWhere(access, query, from, to), roadsideOnly()));
      return { startDate: from, endDate: to, ...withTakings(row ?? zeroTotals()) };
    },
  ),
  dayRoute(
    'searchPayDaily',
    'Payments and refunds of each day by pay way (fen)',
    async ({ app, access, query, lang, from, to }) => {
      const p = payTable();
      const rows = await app.db
        .select({
          day: p.day,
          payWay: p.payWay,
          payCount: sumOf(p.payCount),
          paid: sumOf(p.paid),
          refundCount: sumOf(p.refundCount),
          refunded: sumOf(p.refunded),
        })
        .from(p)
        .where(and(visiblePayDays(access, from, to), query.parkId ? eq(p.parkId, query.parkId) : undefined))
        .groupBy(p.day, p.payWay)
        .orderBy(asc(p.day), asc(p.payWay));
      return rows.map((r) => ({ ...r, payWayName: labelOf(payWay, r.payWay, lang), net: r.paid - r.refunded }));
    },
  ),
  dayRoute(
    'searchCarSum',
    'Cars of the period: entries by car kind and exits by how they left',
    async ({ app, access, query, lang, from, to }) => {
      const where = daysWhere(access, query, from, to);
      const [kinds, [row]] = await Promise.all([
        jsonCounts(app.db, dayTable().entriesByKind, where),
        app.db.select(totals()).from(dayTable()).where(where),
      ]);
      const t = row ?? zeroTotals();
      return {
        startDate: from,
        endDate: to,
        entries: t.entries,
        exits: t.exits,
        entriesByKind: kinds.map((k) => ({ kind: Number(k.key), name: labelOf(carKind, k.key, lang), value: k.value })),
        exitsByRelease: (Object.keys(releaseLabels) as (keyof typeof releaseLabels)[]).map((k) => ({
          kind: k,
          name: releaseLabels[k][lang],
          value: t[k],
        })),
      };
    },
  ),
  dayRoute(
    'searchUserFeeDaily',
    'Money taken each day by each collector: cash by the operator who took it, online by its channel (fen)',
    async ({ app, access, query, from, to }) => {
      const p = payTable();
      return app.db
        .select({
          day: p.day,
          collector: sql<string>`coalesce(${p.collector}, '')`,
          payWay: p.payWay,
          count: sumOf(p.payCount),
          amount: sumOf(p.paid),
        })
        .from(p)
        .where(
          and(
            visiblePayDays(access, from, to),
            eq(p.source, takingSource.values.order),
            query.parkId ? eq(p.parkId, query.parkId) : undefined,
          ),
        )
        .groupBy(sql`1, 2, 3`)
        .having(sql`sum(${p.payCount}) > 0`)
        .orderBy(sql`1, 2, 3`);
    },
  ),
  dayRoute(
    'getThirdInOutSumData',
    'Entries and exits third-party platforms reported per day: none until one is connected',
    async ({ from, to, lang }) => ({
      startDate: from,
      endDate: to,
      data: [],
      note: thirdPartyNote[lang],
    }),
  ),
  monthRoute(
    'getThirdMonthInOutSumData',
    'Entries and exits third-party platforms reported per month: none until one is connected',
    async ({ from, to, lang }) => ({
      startMonth: from.slice(0, 7),
      endMonth: to.slice(0, 7),
      data: [],
      note: thirdPartyNote[lang],
    }),
  ),
  monthRoute(
    'getMonthFeeData',
    'Money of each month: fee due, takings by source, online, refunds (fen)',
    async ({ app, access, query, from, to, months }) => {
      const rows = await app.db
        .select({ month: month(), ...totals() })
        .from(dayTable())
        .where(daysWhere(access, query, from, to))
        .groupBy(sql`1`);
      const found = new Map(rows.map((r) => [r.month, r]));
      return months.map((m) => {
        const r = withTakings(found.get(m) ?? zeroTotals());
        return {
          month: m,
          fee: r.fee,
          couponDiscount: r.couponDiscount,
          orderPaid: r.orderPaid,
          passPaid: r.passPaid,
          onlinePaid: r.onlinePaid,
          refunded: r.refunded,
          takings: r.takings,
          net: r.takings - r.refunded,
        };
      });
    },
  ),
  monthRoute(
    'getMonthInOutSumData',
    'Entries and exits of each month, exits by how they left',
    async ({ app, access, query, from, to, months }) => {
      const rows = await app.db
        .select({ month: month(), ...totals() })
        .from(dayTable())
        .where(daysWhere(access, query, from, to))
        .groupBy(sql`1`);
      const found = new Map(rows.map((r) => [r.month, r]));
      return months.map((m) => {
        const r = found.get(m) ?? zeroTotals();
        return {
          month: m,
          entries: r.entries,
          exits: r.exits,
          exitsPass: r.exitsPass,
          exitsPaid: r.exitsPaid,
          exitsFree: r.exitsFree,
          exitsOwing: r.exitsOwing,
        };
      });
    },
  ),
  defineRoute<DayPeriodQuery, undefined>({
    method: 'GET',
    url: url('reBuildDayData'),
    section: 'reports',
    permission: 'staticSum:rebuild',
    summary:
      "Counts the period's day and hour summaries again from the records (of one park, or of every park the caller sees); GET as the spec prints it",
    query: dayPeriodQuery,
    labels: periodLabels,
    handler: async ({ app, access, query }) => {
      const period = dayPeriod(query, app.config.timeZone);
      const parks = tableOf(parkResource);
      const ids = (
        await app.db
          .select({ id: parks.id })
          .from(parks)
          .where(and(visibleConditions(parkResource, access), query.parkId ? eq(parks.id, query.parkId) : undefined))
      ).map((p) => p.id);
      if (query.parkId && ids.length === 0) {
        throw notFound(parkResource.label, query.parkId);
      }
      const tz = app.config.timeZone;
      const hoursPeriod = { from: midnightOf(period.from, tz), to: midnightOf(period.to, tz, 1) };
      const days = await app.db.transaction(async (tx) => {
        await markHours(tx, ids, hoursPeriod.from, hoursPeriod.to);
        return rebuildDaySummaries(tx, tz, period, ids);
      });
      // counted after the marks are committed, in steps: the gates write between them
      return { ...days, hours: await countHoursInSteps(app.db, hoursPeriod) };
    },
  }),
];
