import { defineResource } from '../define-resource';
import { datetime, l, plate, ref } from '../fields/field-builders';

/**
 * A plate a camera that decides offline holds on its own white list, as the camera confirmed it: what the
 * server last synced, so each change is sent as a difference (`parkdevices/searchWhite` lists them).
 */
export const deviceWhiteEntryResource = defineResource({
  module: 'deviceWhiteEntry',
  table: 'device_white_entry',
  section: 'devices',
  label: l('相机白名单', 'Camera white list'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    deviceId: ref(l('设备', 'Device'), { to: 'gateDevice', required: true, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    enableTime: datetime(l('生效时间', 'Valid from'), { readOnly: true }),
    overdueTime: datetime(l('失效时间', 'Valid until'), { readOnly: true }),
  },
  indexes: [['deviceId', 'plateNumber']],
  routes: { list: ['/parkdevices/searchWhite'], detail: [], submit: [], remove: false, export: [] },
});
