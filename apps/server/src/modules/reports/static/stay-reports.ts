import {
  exceptionReleaseView,
  type Field,
  gateDirection,
  gateVerdict,
  inOutRecordResource,
  manualReleaseView,
  onlineOrderResource,
  orderState,
  oweResource,
  type ResourceDef,
  stayState,
  userResource,
} from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import { as, type ReportCtx, type StaticReport, timeParam } from './report-table';
import { stillOwed } from './stay-owed';

const s = tableOf(inOutRecordResource);
const o = tableOf(onlineOrderResource);
const w = tableOf(oweResource);

/**
 * The stays whose last exit read the gate did not open for: refused, or waiting for an operator. Such reads
 * are few (an index holds only them), and a stay's last read has no later one.
 */
const heldExitReads = sql`select g.record_id from gate_event g
  where g.direction = ${gateDirection.values.exit} and g.deleted_at is null and g.record_id is not null
    and g.verdict in (${gateVerdict.values.refuse}, ${gateVerdict.values.manualConfirm})
    and not exists (select 1 from gate_event l where l.record_id = g.record_id
      and l.direction = ${gateDirection.values.exit} and l.deleted_at is null
      and (l.event_time, l.id) > (g.event_time, g.id))`;

/** The gate never opened for the stay's exit (one set of stays, hashed once, not a look-up per stay). */
const heldAtExit = sql`${s.id} in (${heldExitReads})`;

/** It left with an order still unpaid, or with an arrear recorded for it (paid since or not): sets hashed once. */
const leftOwing = sql`(${s.id} in (select ${o.recordId} from ${o} where ${o.deletedAt} is null
    and ${o.state} = ${orderState.values.unpaid})
  or ${s.id} in (select ${w.recordId} from ${w} where ${w.deletedAt} is null))`;

/** An exit read that found no entry: priced at the no-entry charge, or read at the exit with no entry gate. */
const noEntry = sql`(${s.noEntryFee} is not null
  or (${s.inGateId} is null and ${s.outGateId} is not null and ${s.inTime} = ${s.outTime}))`;

const escaped = sql`${s.state} = ${stayState.values.escaped}`;
const left = sql`${s.state} = ${stayState.values.left}`;

/** The exits of the period the query asks for (outTimeStart, outTimeEnd), as conditions on the stays `s`. */
function exitPeriod({ app, query }: ReportCtx, view: ResourceDef): SQL {
  const field = view.fields.outTime as Field;
  const tz = app.config.timeZone;
  const out: SQL[] = [];
  if (query.outTimeStart != null)
    out.push(sql`${s.outTime} >= ${timeParam('outTimeStart', field, query.outTimeStart, false, tz)}::timestamptz`);
  if (query.outTimeEnd != null)
    out.push(sql`${s.outTime} < ${timeParam('outTimeEnd', field, query.outTimeEnd, true, tz)}::timestamptz`);
  return out.length ? sql` and ${sql.join(out, sql` and `)}` : sql``;
}

/**
 * Every stay that may have left abnormally, from the few rows each reason is found in (escaped stays, unpaid
 * orders, arrears, no-entry exits, held exit reads), each through an index of its own, rather than testing
 * every stay of the period: abnormal exits are few among them.
 */
const exceptionCandidates = (period: SQL) => sql`select ${s.id} from ${s}
    where ${s.state} = ${stayState.values.escaped} and ${s.deletedAt} is null${period}
  union all select ${o.recordId} from ${o} where ${o.state} = ${orderState.values.unpaid} and ${o.deletedAt} is null
  union all select ${w.recordId} from ${w} where ${w.deletedAt} is null
  union all select ${s.id} from ${s} where ${s.noEntryFee} is not null and ${s.deletedAt} is null${period}
  union all select ${s.id} from ${s}
    where ${s.inGateId} is null and ${s.outGateId} is not null and ${s.deletedAt} is null${period}
  union all ${heldExitReads}`;

/**
 * Stays that left abnormally, each under the first reason that holds: escaped (a roadside berth left owing),
 * let out owing, an exit with no entry record, or let out by an operator after the gate held it.
 */
export const exceptionReleaseReport: StaticReport = {
  view: exceptionReleaseView,
  summary:
    'Stays that left abnormally: escaped, let out owing, exits with no entry record, and cars an operator let out after the gate held them',
  keyed: true,
  rows: (ctx) => sql`select ${as(s.id, 'id')}, ${as(s.parkId, 'parkId')}, ${as(s.companyId, 'companyId')},
      ${as(s.plateNumber, 'plateNumber')},
      ${as(
        sql`case when ${escaped} then 1 when ${leftOwing} then 2 when ${noEntry} then 3 else 4 end`,
        'exceptionKind',
      )},
      ${as(s.inTime, 'inTime')}, ${as(s.outTime, 'outTime')}, ${as(s.outGateId, 'outGateId')},
      ${as(s.fee, 'fee')}, ${as(s.paid, 'paid')}, ${as(stillOwed, 'owed')}, ${as(s.remark, 'remark')}
    from ${s}
    where ${visibleConditions(inOutRecordResource, ctx.access)}
      and ${s.id} in (${exceptionCandidates(exitPeriod(ctx, exceptionReleaseView))})
      and (${escaped} or (${left} and (${leftOwing} or ${noEntry} or ${heldAtExit})))`,
};

const u = tableOf(userResource);

/** The operator a note of the stay's remark is signed by (`…（name）`), else the last writer of the stay. */
const operator = sql`coalesce(substring(${s.remark} from '（([^（）]+)）$'),
  (select coalesce(${u.realName}, ${u.username}) from ${u} where ${u.id} = ${s.updatedBy}))`;

/** What its orders asked and no longer ask: the orders its release closed, less what they had taken. */
const forgone = sql`coalesce((select sum(${o.amount} - ${o.paidAmount}) from ${o}
  where ${o.recordId} = ${s.id} and ${o.state} = ${orderState.values.closed} and ${o.deletedAt} is null), 0)`;

/**
 * Cars operators let out by hand: a stay closed with no exit read (released from the cars-inside page, closed
 * when forgotten, a stock-take), or let out at the exit after the gate held it. Roadside berths close by
 * their sensors and are not here.
 */
export const manualReleaseReport: StaticReport = {
  view: manualReleaseView,
  summary:
    'Cars operators let out by hand: who, when, why, and the fee its closed orders no longer ask (fen); roadside berths excluded',
  keyed: true,
  rows: ({ access }) => {
    const columns = sql`${as(s.id, 'id')}, ${as(s.parkId, 'parkId')}, ${as(s.companyId, 'companyId')},
      ${as(s.plateNumber, 'plateNumber')},
      ${as(sql`case when ${s.outGateId} is null then 1 else 2 end`, 'releaseKind')},
      ${as(s.inTime, 'inTime')}, ${as(s.outTime, 'outTime')}, ${as(s.outGateId, 'outGateId')},
      ${as(operator, 'operatorName')}, ${as(s.fee, 'fee')}, ${as(s.paid, 'paid')}, ${as(forgone, 'forgone')},
      ${as(s.remark, 'remark')}`;
    return sql`select ${columns} from ${s}
      where ${visibleConditions(inOutRecordResource, access)} and ${left} and ${s.berthId} is null
        and (${s.outGateId} is null or ${heldAtExit})`;
  },
};
