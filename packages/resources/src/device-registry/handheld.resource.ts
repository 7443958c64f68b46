import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { datetime, dict, l, ref, text } from '../fields/field-builders';

/** An attendant's handheld terminal, known by its IMEI, working for one park (pdadevice). */
export const handheldResource = defineResource({
  module: 'pdadevice',
  table: 'pda_device',
  section: 'devices',
  label: l('手持机', 'Handheld'),
  scope: 'park',
  idParam: 'id',
  titleField: 'imei',
  fields: {
    deviceName: text(l('设备名称', 'Name'), { max: 60, search: 'contains' }),
    imei: text(l('串号(IMEI)', 'IMEI'), {
      max: 17,
      min: 14,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^\d{14,17}$/,
      patternRule: l('应为 14 到 17 位数字', '14 to 17 digits'),
    }),
    model: text(l('型号', 'Model'), { max: 40 }),
    manufacturerId: ref(l('厂商', 'Manufacturer'), { to: 'sysManufacturer', dependsOn: false }),
    versionId: ref(l('已装版本', 'Installed release'), { to: 'pdaplatform', dependsOn: false, readOnly: true }),
    lastSeenAt: datetime(l('最后在线时间', 'Last seen at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { export: [] },
  menu: { path: '/system/imei', group: '/system', icon: 'IdcardOutlined', sort: 31 },
});
