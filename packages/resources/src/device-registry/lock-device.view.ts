import type { ResourceDef } from '../define-resource';
import { deviceKind } from '../dictionaries';
import { gateDeviceResource } from '../traffic/gate-device.resource';

const f = gateDeviceResource.fields;
const shown = <T extends object>(field: T) => ({ ...field, list: true });

/**
 * The berth locks of the device registry under the lock register's calls (`lockDevice/listRead`, `detail`,
 * `submit`, `delete`): the same rows as `gateDevice` of kind berth lock, so a lock has one key, one online
 * state and one row that commands (`lockDevice/operateLock`) and the register both name. Not a declaration of
 * its own: no table, its permission codes are the device registry's.
 */
export const lockDeviceView = {
  ...gateDeviceResource,
  label: { zh: '地锁', en: 'Parking lock' },
  fields: {
    deviceCode: f.deviceCode,
    deviceName: f.deviceName,
    deviceKind: { ...f.deviceKind, default: deviceKind.values.berthLock, form: false, list: false },
    berthId: shown(f.berthId),
    manufacturerId: shown(f.manufacturerId),
    lockPosition: shown(f.lockPosition),
    battery: shown(f.battery),
    online: f.online,
    lastSeenAt: f.lastSeenAt,
    state: f.state,
  },
  routes: {
    list: [{ path: '/lockDevice/listRead', fixed: { deviceKind: deviceKind.values.berthLock } }],
    detail: ['/lockDevice/detail'],
    submit: ['/lockDevice/submit'],
    remove: [{ path: '/lockDevice/delete', style: 'ids-query' }],
    export: [],
  },
  menu: { path: '/road/lockDevice', group: '/road', icon: 'LockOutlined', sort: 9 },
} satisfies ResourceDef;
