import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';

/** How a roadside park runs: free time, when an unpaid stay counts as an escape, handheld upload interval. */
export const rdParameterResource = defineResource({
  module: 'plat/RdParameter',
  table: 'rd_parameter',
  section: 'parks',
  label: l('路侧参数', 'Roadside parameters'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  permissionPrefix: 'rdParameter',
  fields: {
    freeMinutes: int(l('免费时长(分钟)', 'Free minutes'), { min: 0, max: 1440, default: 15 }),
    escapeMinutes: int(l('逃费判定(分钟)', 'Minutes until an unpaid stay is an escape'), {
      min: 1,
      max: 10080,
      default: 60,
    }),
    maxStayHours: int(l('最长停放(小时，0 不限)', 'Longest stay (hours, 0 no limit)'), {
      min: 0,
      max: 720,
      default: 0,
    }),
    pdaUploadSeconds: int(l('手持机上传间隔(秒)', 'Handheld upload interval (s)'), { min: 5, max: 3600, default: 30 }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  // the devices catalogue calls the same rows rdParameter (guessed path, listed in the README)
  routes: {
    list: ['list', '/rdParameter/list'],
    detail: ['detail', '/rdParameter/detail'],
    submit: ['submit', '/rdParameter/submit'],
    remove: [
      { path: 'remove', style: 'ids-query' },
      { path: '/rdParameter/remove', style: 'ids-query' },
    ],
    export: [],
  },
  menu: { path: '/road/rdParameter', group: '/road', icon: 'ToolOutlined', sort: 10 },
});
