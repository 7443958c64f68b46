import { defineResource } from '../define-resource';
import { enabledState, templateType } from '../dictionaries';
import { dict, l, text } from '../fields/field-builders';

/** Message templates (SMS, WeChat, notices, e-mail) with {placeholders}. */
export const templateResource = defineResource({
  module: 'sysTemplate',
  table: 'sys_template',
  section: 'system',
  label: l('系统模板', 'Template'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'templateName',
  fields: {
    templateName: text(l('模板名称', 'Template name'), { max: 60, required: true, search: 'contains' }),
    templateCode: text(l('模板编码', 'Template code'), {
      max: 60,
      required: true,
      unique: 'global',
      search: 'eq',
      pattern: /^[A-Za-z0-9_.-]+$/,
      patternRule: l('只能包含字母、数字和 _ . -', 'may contain only letters, digits and _ . -'),
    }),
    templateType: dict(l('模板类型', 'Template type'), { dict: templateType, default: 3, search: 'eq' }),
    content: text(l('模板内容', 'Content'), { max: 2000, required: true, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/system/template', group: '/system', icon: 'FileTextOutlined', sort: 22 },
});
