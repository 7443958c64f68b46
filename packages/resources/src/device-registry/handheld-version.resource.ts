import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, dict, int, l, text } from '../fields/field-builders';

/** A release of the attendants' handheld app (pdaplatform): handhelds below it download it. */
export const handheldVersionResource = defineResource({
  module: 'pdaplatform',
  table: 'pda_version',
  section: 'devices',
  label: l('手持机版本', 'Handheld release'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'versionName',
  fields: {
    versionName: text(l('版本名称', 'Version'), { max: 30, required: true, search: 'contains', sortable: true }),
    versionCode: int(l('版本号', 'Version code'), { min: 1, max: 999999999, required: true, unique: 'global' }),
    downloadUrl: text(l('下载地址', 'Download address'), { max: 300, required: true, column: { ellipsis: true } }),
    fileMd5: text(l('文件 MD5', 'File MD5'), { max: 32, list: false }),
    forceUpgrade: bool(l('强制升级', 'Upgrade required'), { default: false }),
    releaseNotes: text(l('更新说明', 'Release notes'), { max: 500, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: '-versionCode',
  routes: {
    list: ['list'],
    detail: ['info'],
    submit: ['submit'],
    remove: [{ path: 'delete', style: 'ids-query' }],
    export: [],
  },
  menu: { path: '/system/handheldUpgrade', group: '/system', icon: 'CloudOutlined', sort: 30 },
});
