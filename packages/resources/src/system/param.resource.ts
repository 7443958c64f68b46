import { defineResource } from '../define-resource';
import { l, text } from '../fields/field-builders';

/** Settings an administrator changes at run time (e.g. parkService.noticeDays). */
export const paramResource = defineResource({
  module: 'blade-system/param',
  table: 'sys_param',
  section: 'system',
  label: l('系统参数', 'Parameter'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'paramName',
  permissionPrefix: 'param',
  fields: {
    paramName: text(l('参数名称', 'Name'), { max: 100, required: true, search: 'contains' }),
    paramKey: text(l('参数键', 'Key'), {
      max: 100,
      required: true,
      unique: 'global',
      search: 'eq',
      pattern: /^[A-Za-z0-9_.-]+$/,
      patternRule: l('只能包含字母、数字和 _ . -', 'may contain only letters, digits and _ . -'),
    }),
    paramValue: text(l('参数值', 'Value'), { max: 2000, required: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/system/param', group: '/system', icon: 'ToolOutlined', sort: 23 },
});
