import { type AnyRoute, defineRoute, type HandlerCtx } from '../../../platform/route-table';
import { berthMonitor } from './berth-monitor';
import {
  type CentreScope,
  centreLabels,
  type DevicesQuery,
  dayWindow,
  devicesQuery,
  type MonitorQuery,
  monitorQuery,
  type OverviewQuery,
  overviewQuery,
  roadsideParks,
  sectionOf,
  type WarnListQuery,
  warnListQuery,
} from './centre-query';
import { warnList } from './centre-warnings';
import { operatingOverview } from './operating-overview';
import { operationsOverview } from './operations-overview';

const base = '/api/updown';

const scopeOf = <Q>(ctx: HandlerCtx<Q, undefined>): CentreScope => ({
  db: ctx.app.db,
  access: ctx.access,
  tz: ctx.app.config.timeZone,
  lang: ctx.lang,
  now: new Date(),
});

/**
 * The roadside operating centre (路侧运营中心: its wall overview and live berth monitor) and the roadside
 * maintenance centre (路侧运维中心: devices and the warnings to handle). Reads only, over the roadside parks
 * the caller sees; a warning is handled through `rdrwork/dealWarn` or made a work order with `rdrwork/warnToWork`.
 */
export const roadsideCentreRoutes: AnyRoute[] = [
  defineRoute<OverviewQuery, undefined>({
    method: 'GET',
    url: `${base}/rdoperating/overview`,
    section: 'reports',
    summary:
      "The caller's roadside parks (or parkId) now and on a local day (day, yyyy-MM-dd, today by default): berths, occupied now and the rate, cars in, fee of the stays settled and money taken, arrears made and recovered, escapes, collectors on shift now, occupancy and arrivals by hour, and the sections ranked by occupancy now and by money taken (fen)",
    query: overviewQuery,
    labels: centreLabels,
    handler: async (ctx) => {
      const s = scopeOf(ctx);
      const window = dayWindow(s, ctx.query.day);
      return operatingOverview(s, await roadsideParks(s, ctx.query.parkId), window);
    },
  }),
  defineRoute<MonitorQuery, undefined>({
    method: 'GET',
    url: `${base}/rdoperating/berthMonitor`,
    section: 'reports',
    summary:
      "The berths of one of the caller's roadside parks (parkId, else the first; sectionId for one section) as tiles: free, occupied (plate, since, minutes, fee and what is still owed so far where the park's rule prices the stay, in fen), disabled, and how the bound sensors stand (online, offline, low battery)",
    query: monitorQuery,
    labels: centreLabels,
    handler: async (ctx) => {
      const s = scopeOf(ctx);
      const section = ctx.query.sectionId ? await sectionOf(s, ctx.query.sectionId, ctx.query.parkId) : null;
      const [park] = await roadsideParks(s, ctx.query.parkId ?? section?.parkId);
      if (!park) return { at: s.now.toISOString(), parkId: null, tiles: [], sections: [], counts: null };
      return berthMonitor(ctx.app, s, park, ctx.query.sectionId);
    },
  }),
  defineRoute<DevicesQuery, undefined>({
    method: 'GET',
    url: `${base}/rdoperations/overview`,
    section: 'reports',
    summary:
      "The devices of the caller's roadside parks (or parkId) by register and kind: total, disabled, online, offline and low battery where the register keeps them; the enabled ones offline or silent for over an hour; and the parks' warnings of the last seven days by day",
    query: devicesQuery,
    labels: centreLabels,
    handler: async (ctx) => {
      const s = scopeOf(ctx);
      return operationsOverview(s, await roadsideParks(s, ctx.query.parkId));
    },
  }),
  defineRoute<WarnListQuery, undefined>({
    method: 'GET',
    url: `${base}/rdoperations/warnList`,
    section: 'reports',
    summary:
      "The warnings about the caller's roadside parks, newest first and paged, with the device a warning is about and what was done about it (dealState 1 handled, 2 made a work order, null open; by whom, when, the note); filters parkId, deviceKind, warnType, level, dealState (open, dealt, toWork), startTime and endTime (local)",
    query: warnListQuery,
    labels: centreLabels,
    handler: async (ctx) => {
      const s = scopeOf(ctx);
      return warnList(s, await roadsideParks(s, ctx.query.parkId), ctx.query);
    },
  }),
];
