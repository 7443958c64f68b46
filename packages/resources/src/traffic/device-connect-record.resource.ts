import { defineResource } from '../define-resource';
import { bool, datetime, l, ref, text } from '../fields/field-builders';

/** Each time a device came online or went offline, and why (its connection closed, keep-alives missed). */
export const deviceConnectRecordResource = defineResource({
  module: 'deviceConnectRecord',
  table: 'device_connect_record',
  section: 'devices',
  label: l('设备上下线记录', 'Device connect record'),
  scope: 'park',
  idParam: 'id',
  titleField: 'reason',
  fields: {
    deviceId: ref(l('设备', 'Device'), { to: 'gateDevice', required: true, search: 'eq' }),
    online: bool(l('上线', 'Online'), { readOnly: true, search: 'eq' }),
    at: datetime(l('时间', 'Time'), { readOnly: true, search: 'range' }),
    reason: text(l('原因', 'Reason'), { max: 200, readOnly: true, bilingual: true }),
  },
  defaultSort: '-id',
  indexes: [['deviceId', 'at']],
  routes: { list: ['list', '/parkdevices/getDeviceConnectRecord'], detail: [], submit: [], remove: false, export: [] },
});
