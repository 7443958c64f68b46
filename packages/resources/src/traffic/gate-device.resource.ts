import { defineResource } from '../define-resource';
import { lockPosition } from '../device-registry/device-registry.dict';
import { deviceKind, deviceVendor, enabledState } from '../dictionaries';
import { bool, datetime, dict, int, l, ref, text } from '../fields/field-builders';

/**
 * The one registry of a park's devices: a camera or controller at a gate, a sensor in a roadside berth, an
 * attendant's handheld or a berth lock. It signs in with its own key, issued once by an operator
 * (`gateDevice/issueKey`) and kept only as a keyed hash. The catalogue's `parkdevices` calls are the same
 * rows under the spec's path; online state and last seen are kept by the device bus. A berth sensor or a
 * berth lock names its berth; a lock keeps the position and battery it last reported, and the lock register's
 * calls (`lockDevice/*`) are the rows of kind berth lock (lockDeviceView).
 */
export const gateDeviceResource = defineResource({
  module: 'gateDevice',
  table: 'gate_device',
  section: 'parks',
  label: l('设备', 'Device'),
  scope: 'park',
  idParam: 'deviceId',
  titleField: 'deviceCode',
  fields: {
    deviceCode: text(l('设备编号', 'Device code'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    deviceName: text(l('设备名称', 'Device name'), { max: 60, search: 'contains' }),
    deviceKind: dict(l('设备种类', 'Device kind'), { dict: deviceKind, default: 1, search: 'eq' }),
    vendor: dict(l('设备协议', 'Protocol'), { dict: deviceVendor, default: 'own', search: 'eq' }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', search: 'eq' }),
    berthId: ref(l('泊位', 'Berth'), { to: 'door/rdBerth', search: 'eq', list: false }),
    manufacturerId: ref(l('厂商', 'Manufacturer'), { to: 'sysManufacturer', dependsOn: false, list: false }),
    offlineWhiteList: bool(l('脱机白名单', 'Offline white list'), { default: false, list: false }),
    keyHash: text(l('设备密钥', 'Device key'), { max: 64, secret: true, readOnly: true, form: false, list: false }),
    keyIssuedAt: datetime(l('密钥签发时间', 'Key issued at'), { readOnly: true, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    online: bool(l('在线', 'Online'), { readOnly: true, default: false, search: 'eq' }),
    lastSeenAt: datetime(l('最后在线时间', 'Last seen at'), { readOnly: true }),
    lockPosition: dict(l('地锁状态', 'Lock position'), {
      dict: lockPosition,
      default: 0,
      readOnly: true,
      list: false,
      search: 'eq',
    }),
    battery: int(l('电量(%)', 'Battery (%)'), { min: 0, max: 100, readOnly: true, list: false }),
  },
  routes: {
    list: [
      'list',
      '/parkdevices/list',
      '/parkdevices/getStatusList',
      // the wired devices of the register: gate cameras and door readers (the others reach us over the air)
      {
        path: '/door/wireDevice/list',
        fixed: { deviceKind: [deviceKind.values.gateCamera, deviceKind.values.doorReader] },
      },
    ],
    detail: ['detail', '/parkdevices/detail'],
    submit: ['submit', '/parkdevices/submit'],
    remove: [
      { path: 'remove', style: 'ids-query' },
      { path: '/parkdevices/remove', style: 'ids-query' },
    ],
  },
  menu: { path: '/basedata/parkdevice', group: '/basedata', icon: 'CameraOutlined', sort: 9 },
});
