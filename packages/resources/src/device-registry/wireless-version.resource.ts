import { defineResource } from '../define-resource';
import { deviceType, enabledState } from '../dictionaries';
import { bool, dict, int, l, text } from '../fields/field-builders';

/** A firmware release of one kind of wireless device (sensors, locks, screens), offered for upgrades. */
export const wirelessVersionResource = defineResource({
  module: 'noWireVersions',
  table: 'wireless_version',
  section: 'devices',
  label: l('无线设备固件', 'Wireless firmware'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'versionName',
  fields: {
    deviceType: dict(l('设备类型', 'Device type'), { dict: deviceType, required: true, search: 'eq' }),
    versionName: text(l('版本名称', 'Version'), { max: 30, required: true, search: 'contains', sortable: true }),
    versionCode: int(l('版本号', 'Version code'), { min: 1, max: 999999999, required: true }),
    fileUrl: text(l('固件地址', 'Firmware address'), { max: 300, required: true, column: { ellipsis: true } }),
    fileMd5: text(l('文件 MD5', 'File MD5'), { max: 32, list: false }),
    forceUpgrade: bool(l('强制升级', 'Upgrade required'), { default: false }),
    releaseNotes: text(l('更新说明', 'Release notes'), { max: 500, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: '-versionCode',
  routes: {
    list: ['list', { path: 'allList', fixed: { state: enabledState.values.enabled } }],
    export: [],
  },
  menu: { path: '/system/versionManagement', group: '/system', icon: 'ProfileOutlined', sort: 32 },
});
