import {
  inOutRecordResource,
  onlineOrderResource,
  orderState,
  oweResource,
  oweState,
  plateAnalysisView,
  stayState,
} from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import { minutesBetween } from './money-reports';
import { as, outerConditions, type ReportCtx, type StaticReport, timeParam, where } from './report-table';

const s = tableOf(inOutRecordResource);
const o = tableOf(onlineOrderResource);
const w = tableOf(oweResource);
const merged = stayState.values.merged;

/** The period of the plate analysis applies to the stays before they are summed. */
function entryBounds({ app, query }: ReportCtx) {
  const field = plateAnalysisView.fields.inTime;
  const tz = app.config.timeZone;
  return {
    from: query.inTimeStart == null ? null : timeParam('inTimeStart', field, query.inTimeStart, false, tz),
    to: query.inTimeEnd == null ? null : timeParam('inTimeEnd', field, query.inTimeEnd, true, tz),
  };
}

function entryPeriod(ctx: ReportCtx, inTime: SQL = sql`${s.inTime}`): SQL {
  const { from, to } = entryBounds(ctx);
  return sql`${from ? sql` and ${inTime} >= ${from}::timestamptz` : sql``}${to ? sql` and ${inTime} < ${to}::timestamptz` : sql``}`;
}

/**
 * What each stay still owes (as `stillOwed`), summed once per stay that owes rather than looked up per stay:
 * unpaid arrears and unpaid orders are few beside the stays of a period.
 */
const owedJoins = sql`left join (select ${w.recordId} as "recordId", sum(${w.amount} - ${w.paidAmount}) as "owed"
    from ${w} where ${w.state} = ${oweState.values.normal} and ${w.deletedAt} is null group by ${w.recordId}) ow
    on ow."recordId" = ${s.id}
  left join (select ${o.recordId} as "recordId", sum(${o.amount} - ${o.paidAmount}) as "owed"
    from ${o} where ${o.state} = ${orderState.values.unpaid} and ${o.deletedAt} is null group by ${o.recordId}) oo
    on oo."recordId" = ${s.id}`;

/**
 * The stays that are their plate's first entry at their park in the period, as rows the report's filters apply
 * to: the plates of the period, one each, in the order of their first entry.
 */
const firstEntries = (ctx: ReportCtx) => sql`select * from (select ${as(s.id, 'id')}, ${as(s.parkId, 'parkId')},
      ${as(s.plateNumber, 'plateNumber')}, ${as(s.inTime, 'inTime')}
    from ${s}
    where ${visibleConditions(inOutRecordResource, ctx.access)} and ${s.state} <> ${merged}${entryPeriod(ctx)}
      and not exists (select 1 from park_io_record e where e.park_id = ${s.parkId}
        and e.plate_number = ${s.plateNumber} and e.deleted_at is null and e.state <> ${merged}${entryPeriod(ctx, sql`e.in_time`)}
        and (e.in_time < ${s.inTime} or (e.in_time = ${s.inTime} and e.id < ${s.id})))) r
  ${where(outerConditions(plateAnalysisReport, ctx.query, ctx.app.config.timeZone))}`;

/** One plate's stays from its first entry to the period's end, summed (a car still inside counts up to now). */
const plateSums = (ctx: ReportCtx) => sql`select min(x.id) as "id", x.park_id as "parkId",
    max(x.company_id) as "companyId", x.plate_number as "plateNumber", count(*) as "stays",
    sum(${minutesBetween(sql`x.in_time`, sql`coalesce(x.out_time, now())`)}) as "minutes",
    sum(x.fee) as "fee", sum(x.paid) as "paid",
    sum(coalesce(
      (select sum(ow.amount - ow.paid_amount) from ${w} ow where ow.record_id = x.id
        and ow.state = ${oweState.values.normal} and ow.deleted_at is null),
      (select sum(oo.amount - oo.paid_amount) from ${o} oo where oo.record_id = x.id
        and oo.state = ${orderState.values.unpaid} and oo.deleted_at is null), 0)) as "arrears",
    min(x.in_time) as "inTime", max(coalesce(x.out_time, x.in_time)) as "lastSeen"
  from park_io_record x
  where x.park_id = f."parkId" and x.plate_number = f."plateNumber" and x.deleted_at is null
    and x.state <> ${merged} and x.in_time >= f."inTime"${entryPeriod(ctx, sql`x.in_time`)}
  group by x.park_id, x.plate_number`;

/**
 * Per plate and park, the stays that entered in the period: how many, minutes parked (a car still inside
 * counts up to now), fee, paid, what those stays still owe (arrears), first entry and last seen.
 */
export const plateAnalysisReport: StaticReport = {
  view: plateAnalysisView,
  summary:
    'Per plate and park over a period of entries: stays, minutes parked, fee, paid and unpaid arrears (fen), first entry and last seen',
  keyed: true,
  hideId: true,
  handles: ['inTimeStart', 'inTimeEnd'],
  // a group's first stay keys the row
  rows: (
    ctx,
  ) => sql`select ${as(sql`min(${s.id})`, 'id')}, ${as(s.parkId, 'parkId')}, ${as(sql`max(${s.companyId})`, 'companyId')},
      ${as(s.plateNumber, 'plateNumber')}, ${as(sql`count(*)`, 'stays')},
      ${as(sql`sum(${minutesBetween(sql`${s.inTime}`, sql`coalesce(${s.outTime}, now())`)})`, 'minutes')},
      ${as(sql`sum(${s.fee})`, 'fee')}, ${as(sql`sum(${s.paid})`, 'paid')},
      ${as(sql`sum(coalesce(ow."owed", oo."owed", 0))`, 'arrears')},
      ${as(sql`min(${s.inTime})`, 'inTime')}, ${as(sql`max(coalesce(${s.outTime}, ${s.inTime}))`, 'lastSeen')}
    from ${s} ${owedJoins}
    where ${visibleConditions(inOutRecordResource, ctx.access)} and ${s.state} <> ${merged}${entryPeriod(ctx)}
    group by ${s.parkId}, ${s.plateNumber}`,
  // newest first entry first (the page's own order): walk the period's stays newest first and keep each plate's
  // first entry, so a page sums twenty plates instead of every plate of the period
  page: (ctx) => {
    const sort = ctx.query.sort;
    if (sort != null && sort !== '' && sort !== '-inTime') return null;
    return {
      rows: (limit, offset) => sql`select g.* from (${firstEntries(ctx)}
          order by r."inTime" desc, r.id desc limit ${limit} offset ${offset}) f
        cross join lateral (${plateSums(ctx)}) g
        order by f."inTime" desc, f.id desc`,
      count: (limit) => sql`select count(*) as n from (${firstEntries(ctx)} limit ${limit}) c`,
    };
  },
};
