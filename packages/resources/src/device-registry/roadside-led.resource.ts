import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, datetime, dict, int, l, ref, text } from '../fields/field-builders';

/** A guidance screen by a roadside park's road, showing the free berths of the sections bound to it. */
export const roadsideLedResource = defineResource({
  module: 'door/rdLed',
  table: 'rd_led',
  section: 'devices',
  label: l('路侧诱导屏', 'Roadside LED screen'),
  scope: 'park',
  idParam: 'id',
  titleField: 'ledName',
  permissionPrefix: 'rdLed',
  fields: {
    ledName: text(l('诱导屏名称', 'Screen name'), { max: 60, required: true, search: 'contains', sortable: true }),
    sn: text(l('设备序列号', 'Serial number'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    manufacturerId: ref(l('厂商', 'Manufacturer'), { to: 'sysManufacturer', dependsOn: false }),
    location: text(l('安装位置', 'Location'), { max: 100 }),
    lineCount: int(l('屏幕行数', 'Screen lines'), { min: 1, max: 8, default: 2 }),
    brightness: int(l('亮度(1-16)', 'Brightness (1-16)'), { min: 1, max: 16, default: 8, list: false }),
    online: bool(l('在线', 'Online'), { readOnly: true, default: false }),
    lastSeenAt: datetime(l('最后在线时间', 'Last seen at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/road/rdLed', group: '/road', icon: 'DesktopOutlined', sort: 6 },
});
