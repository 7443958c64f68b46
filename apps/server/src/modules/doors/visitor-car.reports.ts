import {
  examineState,
  fieldLabel,
  inOutRecordResource,
  listQuerySchema,
  listRoutePath,
  onlineOrderResource,
  type ResourceDef,
  routeUrl,
  visitorCarInOutView,
  visitorCarView,
  visitorOrderView,
  visitorResource,
  visitWindowState,
} from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { as, type ReportQuery, reportPage, type StaticReport } from '../reports/static/report-table';

const v = tableOf(visitorResource);
const s = tableOf(inOutRecordResource);
const o = tableOf(onlineOrderResource);

/**
 * The stays of approved visits: a stay of the visit's plate at the visit's park that began inside the visit
 * window, with the visit it belongs to (the latest, should two approved visits of a car overlap).
 */
function visitStays(access: Access, columns: SQL): SQL {
  return sql`select distinct on (${s.id}) ${columns} from ${v}
    join ${s} on ${s.parkId} = ${v.parkId} and ${s.plateNumber} = ${v.plateNumber}
      and ${s.inTime} >= ${v.startTime} and ${s.inTime} <= ${v.endTime}
    where ${visibleConditions(visitorResource, access)} and ${v.examineState} = ${examineState.values.approved}
      and ${v.plateNumber} is not null and ${liveCondition(s)}
    order by ${s.id}, ${v.id} desc`;
}

const carInOutReport: StaticReport = {
  view: visitorCarInOutView,
  summary: "approved visitors' stays (a stay of the visit's plate at its park beginning inside the visit)",
  keyed: true,
  rows: ({ access }) =>
    visitStays(
      access,
      sql`${as(s.id, 'id')}, ${as(s.parkId, 'parkId')}, ${as(s.companyId, 'companyId')},
        ${as(s.plateNumber, 'plateNumber')}, ${as(v.visitorName, 'visitorName')}, ${as(v.hostName, 'hostName')},
        ${as(s.inTime, 'inTime')}, ${as(s.inGateId, 'inGateId')}, ${as(s.outTime, 'outTime')},
        ${as(s.outGateId, 'outGateId')}, ${as(s.state, 'state')}, ${as(s.fee, 'fee')}, ${as(s.paid, 'paid')},
        ${as(v.startTime, 'visitStart')}, ${as(v.endTime, 'visitEnd')}`,
    ),
};

/** Each approved visit with a plate, where its window stands now and the car's latest stay inside it. */
const carReport: StaticReport = {
  view: visitorCarView,
  summary: 'the cars of approved visits: the visit window now, and the latest stay inside it',
  keyed: true,
  rows: ({ access }) => {
    const inWindow = sql`${s.parkId} = ${v.parkId} and ${s.plateNumber} = ${v.plateNumber}
      and ${s.inTime} >= ${v.startTime} and ${s.inTime} <= ${v.endTime} and ${liveCondition(s)}`;
    const { upcoming, open, ended } = visitWindowState.values;
    return sql`select ${as(v.id, 'id')}, ${as(v.parkId, 'parkId')}, ${as(v.companyId, 'companyId')},
        ${as(v.plateNumber, 'plateNumber')}, ${as(v.visitorName, 'visitorName')}, ${as(v.phone, 'phone')},
        ${as(v.hostName, 'hostName')}, ${as(v.startTime, 'startTime')}, ${as(v.endTime, 'endTime')},
        ${as(sql`case when now() < ${v.startTime} then ${upcoming} when now() <= ${v.endTime} then ${open} else ${ended} end`, 'windowState')},
        ${as(sql`last_stay.state`, 'stayState')}, ${as(sql`last_stay.in_time`, 'lastInTime')},
        ${as(sql`last_stay.out_time`, 'lastOutTime')},
        ${as(sql`(select count(*)::int from ${s} where ${inWindow})`, 'stays')}
      from ${v}
      left join lateral (select ${s.state} as state, ${s.inTime} as in_time, ${s.outTime} as out_time
        from ${s} where ${inWindow} order by ${s.inTime} desc limit 1) last_stay on true
      where ${visibleConditions(visitorResource, access)} and ${v.examineState} = ${examineState.values.approved}
        and ${v.plateNumber} is not null`;
  },
};

const carOrderReport: StaticReport = {
  view: visitorOrderView,
  summary: "the orders of approved visitors' stays",
  keyed: true,
  rows: ({ access }) => {
    const stays = visitStays(access, sql`${as(s.id, 'stayId')}, ${as(v.visitorName, 'visitorName')}`);
    return sql`select ${as(o.id, 'id')}, ${as(o.parkId, 'parkId')}, ${as(o.companyId, 'companyId')},
        ${as(o.onlineOrderId, 'onlineOrderId')}, ${as(o.plateNumber, 'plateNumber')},
        ${as(sql`vs."visitorName"`, 'visitorName')}, ${as(o.amount, 'amount')}, ${as(o.paidAmount, 'paidAmount')},
        ${as(o.state, 'state')}, ${as(o.payWay, 'payWay')}, ${as(o.paidAt, 'paidAt')}, ${as(o.stayTo, 'stayTo')}
      from ${o} join (${stays}) vs on vs."stayId" = ${o.recordId}
      where ${liveCondition(o)}`;
  },
};

function pageRoute(report: StaticReport, section: string): AnyRoute {
  const view: ResourceDef = report.view;
  return defineRoute<ReportQuery, undefined>({
    method: 'GET',
    url: routeUrl(view, listRoutePath(view.routes.list[0] ?? '')),
    section,
    summary: `${view.label.en}: ${report.summary}`,
    query: listQuerySchema(view),
    labels: (k) => fieldLabel(view, k),
    handler: ({ app, access, query }) => reportPage(report, { app, access, query }),
  });
}

/** The visitor car pages (/visitor/carmanage, /visitor/carinoutrecord, /visitor/carorderrecord and /static/visitorOrder). */
export const visitorCarRoutes: AnyRoute[] = [
  pageRoute(carReport, 'third-party'),
  pageRoute(carInOutReport, 'third-party'),
  pageRoute(carOrderReport, 'reports'),
];
