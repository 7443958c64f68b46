import { defineResource } from '../define-resource';
import { warnLevel, warnType } from '../dictionaries';
import { dict, l, ref, text } from '../fields/field-builders';

/** Things an operator should look at: services ending, devices offline, jobs failing. */
export const warningLogResource = defineResource({
  module: 'syswarninglog',
  table: 'sys_warning_log',
  section: 'reports',
  label: l('告警日志', 'Warning log'),
  scope: 'company',
  platformRows: true,
  idParam: 'id',
  idAliases: ['warnId'],
  titleField: 'title',
  permissionPrefix: 'warningLog',
  fields: {
    parkId: ref(l('停车场', 'Park'), { to: 'basePark', search: 'eq', readOnly: true }),
    warnType: dict(l('告警类型', 'Warning type'), { dict: warnType, search: 'eq', readOnly: true }),
    level: dict(l('级别', 'Level'), { dict: warnLevel, search: 'eq', readOnly: true }),
    title: text(l('标题', 'Title'), { max: 500, search: 'contains', readOnly: true, bilingual: true }),
    content: text(l('内容', 'Content'), { max: 2000, readOnly: true, bilingual: true }),
    dedupeKey: text(l('去重键', 'Dedupe key'), { max: 120, readOnly: true, list: false, index: true }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/operatelog/warninglog', group: '/operatelog', icon: 'BellOutlined', sort: 2 },
});
