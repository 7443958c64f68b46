import { defineResource } from '../define-resource';
import { logLevel } from '../dictionaries';
import { dict, l, text } from '../fields/field-builders';

/** What the server itself notes: scheduler events, failed jobs, diagnostics run. */
export const usualLogResource = defineResource({
  module: 'blade-log/usual',
  table: 'sys_log_usual',
  section: 'shell',
  label: l('通用日志', 'Server log'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'title',
  permissionPrefix: 'usualLog',
  fields: {
    level: dict(l('级别', 'Level'), { dict: logLevel, search: 'eq', readOnly: true }),
    title: text(l('标题', 'Title'), { max: 500, search: 'contains', readOnly: true, bilingual: true }),
    message: text(l('内容', 'Message'), { max: 4000, readOnly: true, bilingual: true }),
    instance: text(l('实例', 'Instance'), { max: 100, readOnly: true }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/operatelog/usual', group: '/operatelog', icon: 'FileTextOutlined', sort: 3 },
});
