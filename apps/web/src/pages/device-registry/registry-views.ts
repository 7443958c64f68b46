import {
  berthResource,
  berthType,
  companyResource,
  deviceCommandResource,
  gateDeviceResource,
  guidanceDeviceResource,
  lockDeviceView,
  parkResource,
  type ResourceDef,
  villageResource,
} from '@parking/resources';
import type { ResourceRoute } from '../../crud/resource-routes';

const view = (def: ResourceDef, path: string, group: string, label: ResourceDef['label']): ResourceRoute => ({
  path,
  def: { ...def, label, menu: { path, group, icon: def.menu?.icon } } satisfies ResourceDef,
});

/** The one list route of a resource a view reads through. */
const through = (def: ResourceDef, path: string): ResourceDef['routes']['list'] =>
  def.routes.list.filter((r) => (typeof r === 'string' ? r : r.path) === path);

const readOnly = (def: ResourceDef, list: string): ResourceDef['routes'] => ({
  ...def.routes,
  list: through(def, list),
  detail: [],
  submit: [],
  remove: [],
  export: [],
});

const devices = gateDeviceResource;
const { online, lastSeenAt, ...deviceFields } = devices.fields;

/** Every device of the register by whether it is online now and when it was last heard, for the people on shift. */
const deviceStatusView: ResourceDef = {
  ...devices,
  label: { zh: '设备状态', en: 'Device status' },
  fields: { online, lastSeenAt, ...deviceFields },
  routes: readOnly(devices, '/parkdevices/getStatusList'),
  menu: { path: '/basedata/parkdeviceStatus', group: '/basedata', icon: 'ThunderboltOutlined' },
};

/** The wired devices (gate cameras and door readers), kept and upgraded here. */
const wiredDeviceView: ResourceDef = {
  ...devices,
  label: { zh: '有线设备', en: 'Wired devices' },
  routes: { ...devices.routes, list: through(devices, '/door/wireDevice/list') },
  menu: { path: '/wire/device', group: '/wire', icon: 'ThunderboltOutlined' },
};

/** The firmware upgrades sent to devices, with the state each reached. */
const upgradeCommandView: ResourceDef = {
  ...deviceCommandResource,
  label: { zh: '设备升级', en: 'Device upgrades' },
  routes: readOnly(deviceCommandResource, 'upgradeList'),
  menu: { path: '/wire/upgrade', group: '/wire', icon: 'CloudOutlined' },
};

/** Berths a driver can book: new ones are bookable, and the booking shows in the list. */
const bookableBerthView: ResourceDef = {
  ...berthResource,
  label: { zh: '预约泊位', en: 'Bookable berths' },
  fields: {
    ...berthResource.fields,
    berthType: { ...berthResource.fields.berthType, default: berthType.values.bookable },
    bookedPlate: { ...berthResource.fields.bookedPlate, list: true },
    bookedUntil: { ...berthResource.fields.bookedUntil, list: true },
  },
  routes: { ...berthResource.routes, list: through(berthResource, 'bookableList') },
  menu: { path: '/booking/rdBerth', group: '/booking', icon: 'AppstoreOutlined' },
};

const guidance = guidanceDeviceResource.fields;

/** How each detector and screen talks to the server: through which gateway, at which bus address, last heard when. */
const guidanceCommunicationView: ResourceDef = {
  ...guidanceDeviceResource,
  label: { zh: '设备通讯', en: 'Device communication' },
  fields: {
    deviceName: guidance.deviceName,
    sn: guidance.sn,
    gatewayId: guidance.gatewayId,
    busAddress: { ...guidance.busAddress, list: true },
    online: guidance.online,
    lastSeenAt: guidance.lastSeenAt,
    buildingId: guidance.buildingId,
    deviceTypeId: guidance.deviceTypeId,
    state: guidance.state,
  },
  routes: readOnly(guidanceDeviceResource, 'list'),
  menu: { path: '/navigation/devCommunication', group: '/navigation', icon: 'ApiOutlined' },
};

/**
 * Lists of records declared elsewhere that the device, guidance and booking groups show under their own
 * names: device status, wired devices and their upgrades, the companies, communities and parks guidance
 * covers, bookable berths, and the berth locks of the device registry (the lock register's calls) for
 * roadside and bookable berths.
 */
export const deviceRegistryViews: ResourceRoute[] = [
  { path: '/basedata/parkdeviceStatus', def: deviceStatusView },
  { path: '/wire/device', def: wiredDeviceView },
  { path: '/wire/upgrade', def: upgradeCommandView },
  { path: '/booking/rdBerth', def: bookableBerthView },
  { path: '/navigation/devCommunication', def: guidanceCommunicationView },
  view(companyResource, '/navigation/company', '/navigation', { zh: '诱导公司', en: 'Guidance company' }),
  view(villageResource, '/navigation/village', '/navigation', { zh: '诱导社区', en: 'Guidance community' }),
  view(parkResource, '/navigation/park', '/navigation', { zh: '诱导车场', en: 'Guidance park' }),
  view(lockDeviceView, '/road/lockDevice', '/road', { zh: '路侧地锁', en: 'Roadside locks' }),
  view(lockDeviceView, '/booking/lockDevice', '/booking', { zh: '地锁设备', en: 'Lock device' }),
];
