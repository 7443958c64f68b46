import { defineResource } from '../define-resource';
import { l, ref, text } from '../fields/field-builders';

/** Errors the console met in someone's browser, uploaded from its error-log screen. */
export const errorLogResource = defineResource({
  module: 'blade-log/error',
  table: 'sys_log_error',
  section: 'shell',
  label: l('错误日志', 'Error log'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'message',
  permissionPrefix: 'errorLog',
  fields: {
    type: text(l('类型', 'Type'), { max: 40, search: 'eq', readOnly: true }),
    url: text(l('地址', 'Address'), { max: 500, readOnly: true }),
    message: text(l('内容', 'Message'), { max: 2000, search: 'contains', readOnly: true }),
    stack: text(l('堆栈', 'Stack'), { max: 5000, list: false, readOnly: true }),
    info: text(l('附加信息', 'Details'), { max: 1000, list: false, readOnly: true }),
    time: text(l('发生时间', 'Happened at'), { max: 40, readOnly: true }),
    userId: ref(l('用户', 'User'), { to: 'sysuser', search: 'eq', readOnly: true }),
    username: text(l('账号', 'Account'), { max: 40, search: 'eq', readOnly: true }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/operatelog/error', group: '/operatelog', icon: 'FileSearchOutlined', sort: 5 },
});
