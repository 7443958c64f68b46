import { type Label, resolvePaging } from '@parking/resources';
import type { z } from 'zod';
import { exportOrBackground } from '../../../crud/background-export';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../../platform/route-table';
import { exportSums, reportXlsx, type SheetColumn } from '../report-xlsx';
import { groupRecordBatches, groupRecordColumns, groupRecordConditions, groupRecordsPage } from './group-records';
import { rateOf } from './occupancy';
import {
  type BerthRateQuery,
  berthRateQuery,
  type GroupRecordsQuery,
  groupRecordsQuery,
  minuteOf,
  type ParkDailyQuery,
  pageOf,
  parkDailyQuery,
  parkOf,
  periodOf,
  type RoadsideQuery,
  roadsideLabels,
  roadsideQuery,
} from './roadside-query';
import {
  berthRateRows,
  groupEmployeeRows,
  groupSummaryRows,
  parkDailyRows,
  parkTimeRows,
  type Scope,
  userFeeRows,
} from './roadside-reports';

const base = '/api/updown/roadstatic';

const scopeOf = (ctx: HandlerCtx<unknown, undefined>): Scope => ({
  db: ctx.app.db,
  access: ctx.access,
  tz: ctx.app.config.timeZone,
  lang: ctx.lang,
});
const filtersOf = (q: RoadsideQuery) => ({ parkId: parkOf(q), sectionId: q.sectionId });

type Row = Record<string, unknown>;
const moneyKeys = ['fee', 'paid', 'cash', 'wechat', 'alipay', 'other', 'oweLeft', 'total'] as const;
const countKeys = ['stays', 'payments'] as const;

/** The totals row of a report: every money and count column added up. */
function totalsOf(rows: Row[]) {
  const out: Record<string, number> = {};
  for (const k of [...countKeys, ...moneyKeys]) {
    if (rows.some((r) => k in r)) out[k] = rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  }
  return out;
}

const l = (zh: string, en: string): Label => ({ zh, en });
const sums: SheetColumn[] = [
  { key: 'stays', label: l('停车次数', 'Stays') },
  { key: 'fee', label: l('应收金额', 'Fee'), money: true },
  { key: 'paid', label: l('实收金额', 'Paid'), money: true },
  { key: 'cash', label: l('现金', 'Cash'), money: true },
  { key: 'wechat', label: l('微信', 'WeChat'), money: true },
  { key: 'alipay', label: l('支付宝', 'Alipay'), money: true },
  { key: 'other', label: l('其他方式', 'Other'), money: true },
  { key: 'oweLeft', label: l('未追缴欠费', 'Arrears left'), money: true },
];
const rate: SheetColumn[] = [
  { key: 'occupiedMinutes', label: l('占用时长(分钟)', 'Occupied minutes') },
  { key: 'rate', label: l('泊位利用率(%)', 'Berth usage (%)') },
];
const park: SheetColumn = { key: 'parkName', label: l('停车场', 'Park') };
const section: SheetColumn = { key: 'sectionName', label: l('泊位段', 'Berth section') };

/** A paged report and its export, both answering the same rows. */
function reportPair<Q extends RoadsideQuery>(o: {
  name: string;
  exportName?: string;
  summary: string;
  title: Label;
  schema: z.ZodType<Q>;
  columns: (q: Q) => SheetColumn[];
  rows: (ctx: HandlerCtx<Q, undefined>) => Promise<Row[]>;
}): AnyRoute[] {
  const routes: AnyRoute[] = [
    defineRoute<Q, undefined>({
      method: 'GET',
      url: `${base}/${o.name}`,
      section: 'reports',
      summary: `${o.summary}; paged, with the totals of every row (money in fen)`,
      query: o.schema,
      labels: roadsideLabels,
      handler: async (ctx) => {
        const rows = await o.rows(ctx);
        return { ...pageOf(rows, ctx.query), sum: totalsOf(rows) };
      },
    }),
  ];
  if (o.exportName) {
    routes.push(
      defineRoute<Q, undefined>({
        method: 'GET',
        url: `${base}/${o.exportName}`,
        section: 'reports',
        summary: `${o.summary}, as an xlsx file (money in yuan)`,
        query: o.schema,
        labels: roadsideLabels,
        file: true,
        handler: async (ctx) =>
          exportSums(
            { ...ctx, url: `${base}/${o.exportName}`, query: ctx.query as Row },
            o.title,
            o.columns(ctx.query),
            await o.rows(ctx),
          ),
      }),
    );
  }
  return routes;
}

function windowOf(q: BerthRateQuery) {
  const startMinute = q.dayStart ? minuteOf(q.dayStart) : 0;
  const endMinute = q.dayEnd ? minuteOf(q.dayEnd) : 1440;
  if (startMinute >= 1440) {
    throw badRequest({
      zh: '每日开始时刻(dayStart): 须早于 24:00',
      en: 'Day starts at(dayStart): must be before 24:00',
    });
  }
  if (endMinute <= startMinute) {
    throw badRequest({
      zh: '每日结束时刻(dayEnd): 须晚于每日开始时刻',
      en: 'Day ends at(dayEnd): must be after the time the day starts',
    });
  }
  return { startMinute, endMinute };
}

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The roadside reports of calls.md §7.7 (roadstatic), read from the stays, payments and shifts as they are. */
export const roadsideReportRoutes: AnyRoute[] = [
  defineRoute<BerthRateQuery, undefined>({
    method: 'GET',
    url: `${base}/getBerthRate`,
    section: 'reports',
    summary:
      'Roadside berth occupancy per park, section or berth (level) over local days: minutes cars stood in enabled berths over the minutes measured (each day whole, or dayStart-dayEnd), cut at now; paged, with the overall rate',
    query: berthRateQuery,
    labels: roadsideLabels,
    handler: async (ctx) => {
      const q = ctx.query;
      const period = periodOf(q, ctx.app.config.timeZone);
      const win = windowOf(q);
      const rows = await berthRateRows(
        scopeOf(ctx),
        period,
        win,
        { ...filtersOf(q), berthId: q.berthId },
        q.level ?? 'section',
      );
      const occupied = rows.reduce((n, r) => n + r.occupiedMinutes, 0);
      const available = rows.reduce((n, r) => n + r.availableMinutes, 0);
      return {
        ...pageOf(rows, q),
        sum: {
          berths: rows.reduce((n, r) => n + r.berths, 0),
          occupiedMinutes: Math.round(occupied * 100) / 100,
          availableMinutes: Math.round(available * 100) / 100,
          rate: rateOf(occupied, available),
        },
        startDate: period.startDate,
        endDate: period.endDate,
        dayStart: clock(win.startMinute),
        dayEnd: clock(win.endMinute),
      };
    },
  }),
  ...reportPair<RoadsideQuery>({
    name: 'groupEmployeeStatic',
    exportName: 'exportGroupEmployeeStatic',
    summary:
      'Per berth section (group) and employee: roadside stays settled (left or escaped) in the period, fee, paid, money by pay way and arrears still unrecovered; the employee is the operator on shift at the berth when the car left',
    title: l('分组员工统计', 'Group employees'),
    schema: roadsideQuery,
    columns: () => [park, section, { key: 'employeeName', label: l('员工', 'Employee') }, ...sums],
    rows: (ctx) => groupEmployeeRows(scopeOf(ctx), periodOf(ctx.query, ctx.app.config.timeZone), filtersOf(ctx.query)),
  }),
  ...reportPair<RoadsideQuery>({
    name: 'groupSummaryStatic',
    exportName: 'exportGroupSummaryStatic',
    summary:
      'Per berth section (group) and local day: roadside stays settled, fee, paid, money by pay way, arrears left and berth occupancy over the whole day',
    title: l('分组汇总', 'Group summary'),
    schema: roadsideQuery,
    columns: () => [{ key: 'day', label: l('日期', 'Day') }, park, section, ...sums, ...rate],
    rows: (ctx) => groupSummaryRows(scopeOf(ctx), periodOf(ctx.query, ctx.app.config.timeZone), filtersOf(ctx.query)),
  }),
  ...reportPair<ParkDailyQuery>({
    name: 'parkDailyOrMonth',
    exportName: 'exportParkDailyOrMonth',
    summary:
      'Per roadside park by local day (type=day, the default) or month (type=month): stays settled, fee, paid, money by pay way, arrears left and occupancy',
    title: l('路侧车场日/月报', 'Roadside parks by day or month'),
    schema: parkDailyQuery,
    columns: (q) => [
      q.type === 'month' ? { key: 'month', label: l('月份', 'Month') } : { key: 'day', label: l('日期', 'Day') },
      park,
      ...sums,
      ...rate,
    ],
    rows: (ctx) =>
      parkDailyRows(
        scopeOf(ctx),
        periodOf(ctx.query, ctx.app.config.timeZone),
        filtersOf(ctx.query),
        ctx.query.type ?? 'day',
      ),
  }),
  ...reportPair<RoadsideQuery>({
    name: 'searchUserFeeMonth',
    summary:
      'Money taken at the roadside per employee and local month: payments for roadside stays, each counted for the operator on shift at the stay’s berth when it was paid',
    title: l('员工月收费', 'Employee takings by month'),
    schema: roadsideQuery,
    columns: () => [],
    rows: (ctx) => userFeeRows(scopeOf(ctx), periodOf(ctx.query, ctx.app.config.timeZone), filtersOf(ctx.query), true),
  }),
  ...reportPair<RoadsideQuery>({
    name: 'searchUserFeeSum',
    summary: 'Money taken at the roadside per employee over the period, as searchUserFeeMonth without the months',
    title: l('员工收费汇总', 'Employee takings'),
    schema: roadsideQuery,
    columns: () => [],
    rows: (ctx) => userFeeRows(scopeOf(ctx), periodOf(ctx.query, ctx.app.config.timeZone), filtersOf(ctx.query), false),
  }),
  defineRoute<RoadsideQuery, undefined>({
    method: 'GET',
    url: `${base}/getParkTimeDistribution`,
    section: 'reports',
    summary:
      'Our addition for the parking-time page: roadside stays settled in the period by how long they stood (under 30 min, 30-60, 1-2 h, 2-4 h, over 4 h), with their fee and share',
    query: roadsideQuery,
    labels: roadsideLabels,
    handler: async (ctx) =>
      parkTimeRows(scopeOf(ctx), periodOf(ctx.query, ctx.app.config.timeZone), filtersOf(ctx.query)),
  }),
  defineRoute<GroupRecordsQuery, undefined>({
    method: 'GET',
    url: `${base}/searchGroupInOutRecords`,
    section: 'reports',
    summary:
      'Roadside stays with their park, berth section (group) and berth, newest first; by park, section, plate, state and the local days they began (startDate, endDate)',
    query: groupRecordsQuery,
    labels: roadsideLabels,
    handler: async ({ app, access, query, lang }) => {
      const paging = resolvePaging(query);
      const where = groupRecordConditions(access, app.config.timeZone, query);
      const page = await groupRecordsPage(app.db, where, paging, app.config.timeZone, lang);
      return { total: page.total, data: page.rows, current: paging.current, size: paging.size };
    },
  }),
  defineRoute<GroupRecordsQuery, undefined>({
    method: 'GET',
    url: `${base}/exportGroupPageInOutRecords`,
    section: 'reports',
    summary: 'The roadside stays searchGroupInOutRecords selects, as an xlsx file (money in yuan)',
    query: groupRecordsQuery,
    labels: roadsideLabels,
    file: true,
    handler: async ({ app, access, query, lang }) => {
      const tz = app.config.timeZone;
      const where = groupRecordConditions(access, tz, query);
      const title = l('路侧分组进出记录', 'Roadside records by group')[lang];
      return exportOrBackground(
        { app, access },
        {
          title,
          source: `${base}/exportGroupPageInOutRecords`,
          filters: query as Row,
          count: async (db) => (await groupRecordsPage(db, where, { offset: 0, limit: 1 }, tz, lang)).total,
          stream: (db, onProgress, onError) =>
            reportXlsx(title, groupRecordColumns, lang, groupRecordBatches(db, where, tz, lang), onProgress, onError),
        },
      );
    },
  }),
];
