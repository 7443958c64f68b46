import { defineResource } from '../define-resource';
import { deviceType, enabledState } from '../dictionaries';
import { bool, datetime, dict, int, l, ref, text } from '../fields/field-builders';

/** A wireless (NB-IoT or LoRa) sensor, lock or screen of a park, with its firmware and its last report. */
export const wirelessDeviceResource = defineResource({
  module: 'noWireDeviceInfo',
  table: 'wireless_device',
  section: 'devices',
  label: l('无线设备', 'Wireless device'),
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
    deviceType: dict(l('设备类型', 'Device type'), { dict: deviceType, default: 6, search: 'eq' }),
    imei: text(l('模组 IMEI', 'Module IMEI'), { max: 17, list: false }),
    iccid: text(l('SIM 卡号(ICCID)', 'SIM (ICCID)'), { max: 22, list: false }),
    versionId: ref(l('固件版本', 'Firmware'), { to: 'noWireVersions', dependsOn: false, readOnly: true }),
    battery: int(l('电量(%)', 'Battery (%)'), { min: 0, max: 100, readOnly: true }),
    signal: int(l('信号强度', 'Signal'), { min: -150, max: 0, readOnly: true }),
    online: bool(l('在线', 'Online'), { readOnly: true, default: false }),
    lastSeenAt: datetime(l('最后上报时间', 'Last report at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/system/noWireDeviceInfo', group: '/system', icon: 'ThunderboltOutlined', sort: 33 },
});
