import { defineResource } from '../define-resource';
import { int, json, l, ref, text } from '../fields/field-builders';

/** Calls to the API: who, what, how it ended and how long it took; parameters with secrets masked. */
export const apiLogResource = defineResource({
  module: 'blade-log/api',
  table: 'sys_log_api',
  section: 'shell',
  label: l('接口日志', 'API log'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'path',
  permissionPrefix: 'apiLog',
  fields: {
    method: text(l('方法', 'Method'), { max: 10, search: 'eq', readOnly: true }),
    path: text(l('地址', 'Path'), { max: 300, search: 'contains', readOnly: true }),
    status: int(l('状态码', 'Status'), { search: 'eq', readOnly: true }),
    durationMs: int(l('耗时(毫秒)', 'Duration (ms)'), { readOnly: true, sortable: true }),
    userId: ref(l('用户', 'User'), { to: 'sysuser', search: 'eq', readOnly: true }),
    username: text(l('账号', 'Account'), { max: 40, search: 'eq', readOnly: true }),
    ip: text(l('IP', 'IP'), { max: 64, readOnly: true }),
    params: json(l('参数', 'Parameters'), { list: false, readOnly: true }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/operatelog/api', group: '/operatelog', icon: 'ApiOutlined', sort: 4 },
});
