import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, datetime, dict, int, l, ref, text } from '../fields/field-builders';
import { sensorSensitivity } from './device-registry.dict';

/** A geomagnetic sensor under one roadside berth, reporting a car parked or gone. */
export const roadsideSensorResource = defineResource({
  module: 'rdSensor',
  table: 'rd_sensor',
  section: 'devices',
  label: l('地磁设备', 'Berth sensor'),
  scope: 'park',
  idParam: 'id',
  titleField: 'sn',
  fields: {
    sn: text(l('设备序列号', 'Serial number'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    berthId: ref(l('泊位', 'Berth'), { to: 'door/rdBerth', search: 'eq' }),
    manufacturerId: ref(l('厂商', 'Manufacturer'), { to: 'sysManufacturer', dependsOn: false }),
    sensitivity: dict(l('检测灵敏度', 'Sensitivity'), { dict: sensorSensitivity, default: 2 }),
    heartbeatSeconds: int(l('心跳间隔(秒)', 'Heartbeat (s)'), { min: 10, max: 86400, default: 300, list: false }),
    battery: int(l('电量(%)', 'Battery (%)'), { min: 0, max: 100, readOnly: true }),
    online: bool(l('在线', 'Online'), { readOnly: true, default: false }),
    lastSeenAt: datetime(l('最后在线时间', 'Last seen at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { export: [] },
  menu: { path: '/road/rdSensor', group: '/road', icon: 'AimOutlined', sort: 8 },
});
