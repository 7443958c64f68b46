import { defineResource } from '../define-resource';
import { enabledState, printTemplateType } from '../dictionaries';
import { bool, dict, int, l, text } from '../fields/field-builders';

/** What a park's booth printer prints: a ticket or receipt with {placeholders}; one default per type. */
export const printTemplateResource = defineResource({
  module: 'parkprinttemplate',
  table: 'park_print_template',
  section: 'parks',
  label: l('打印模板', 'Print template'),
  scope: 'park',
  idParam: 'id',
  titleField: 'templateName',
  fields: {
    templateName: text(l('模板名称', 'Template name'), { max: 60, required: true, search: 'contains' }),
    templateType: dict(l('模板类型', 'Template type'), { dict: printTemplateType, default: 1, search: 'eq' }),
    paperWidth: int(l('纸宽(毫米)', 'Paper width (mm)'), { min: 40, max: 120, default: 58 }),
    content: text(l('模板内容', 'Content'), { max: 4000, required: true, list: false }),
    isDefault: bool(l('默认模板', 'Default'), { default: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { remove: [{ path: 'remove', style: 'id-get' }], export: [] },
  menu: { path: '/system/printTemplate', group: '/system', icon: 'FileTextOutlined', sort: 13 },
});
