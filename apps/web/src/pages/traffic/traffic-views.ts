import { inOutRecordResource, onlineOrderResource, type ResourceDef } from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

const routes = inOutRecordResource.routes;
const orderRoutes = onlineOrderResource.routes;
const { state: _unpaid, paidAt: _paidAt, ...unpaidOrderFields } = onlineOrderResource.fields;
const { state: _inside, outTime: _out, outGateId: _outGate, ...inCarFields } = inOutRecordResource.fields;

/** Cars inside now: the stays still open, read through platInCar which lists only those; changed by own dialogs. */
export const inCarView: ResourceDef = {
  ...inOutRecordResource,
  label: { zh: '在场车辆', en: 'Cars in park' },
  fields: inCarFields,
  routes: {
    ...routes,
    list: routes.list.filter((r) => typeof r === 'object' && r.path === 'platInCar'),
    export: routes.export.filter((r) => typeof r === 'object' && r.path === 'exportInCarTemp'),
    detail: [],
    submit: [],
    remove: [],
  },
  menu: { path: '/static/incar', group: '/static', icon: 'CarOutlined' },
};

/** Orders still waiting to be paid, read through the unpaid-order report. */
export const unpaidOrderView: ResourceDef = {
  ...onlineOrderResource,
  label: { zh: '未确认订单', en: 'Unconfirmed orders' },
  fields: unpaidOrderFields,
  routes: {
    ...orderRoutes,
    list: orderRoutes.list.filter((r) => typeof r === 'object' && r.path === '/static/getPageUnChargeOrder'),
    export: orderRoutes.export.filter((r) => typeof r === 'object' && r.path === '/static/exportUnChargeOrder'),
  },
  menu: { path: '/static/unConfirmOrder', group: '/static', icon: 'FileSearchOutlined' },
};

const only = (list: ResourceDef['routes']['list'], path: string) =>
  list.filter((r) => typeof r === 'object' && r.path === path);

/** Cars standing in roadside berths now: for the roadside staff, read only (a berth's stay ends from the berth). */
export const rdInCarView: ResourceDef = {
  ...inOutRecordResource,
  label: { zh: '路侧在场车辆', en: 'Cars in roadside berths' },
  fields: inCarFields,
  routes: {
    ...routes,
    list: only(routes.list, '/static/getPageRdInCar'),
    export: only(routes.export, '/static/exportRdInCar'),
    detail: [],
    submit: [],
    remove: [],
  },
  menu: { path: '/static/rdIncar', group: '/static', icon: 'CarOutlined' },
};

/** The orders of roadside parks. */
export const rdOnlineOrderView: ResourceDef = {
  ...onlineOrderResource,
  label: { zh: '路侧订单', en: 'Roadside orders' },
  routes: {
    ...orderRoutes,
    list: only(orderRoutes.list, '/rdstatic/getPageOnlineOrder'),
    export: only(orderRoutes.export, '/rdstatic/exportOnlineOrder'),
  },
  menu: { path: '/rdstatic/onlineorder', group: '/rdstatic', icon: 'AccountBookOutlined' },
};

/** The traffic reports that are other views of the stays and orders. */
export const trafficViews: ResourceRoute[] = [
  { path: '/static/incar', def: inCarView },
  { path: '/static/unConfirmOrder', def: unpaidOrderView },
  { path: '/static/rdIncar', def: rdInCarView },
  { path: '/rdstatic/onlineorder', def: rdOnlineOrderView },
];
