import { defineResource } from '../define-resource';
import { int, l, ref, text } from '../fields/field-builders';

/** Dictionaries: a root row per dictionary (its code), a child row per value. */
export const dictResource = defineResource({
  module: 'sysdict',
  table: 'sys_dict',
  section: 'system',
  label: l('字典', 'Dictionary'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'dictValue',
  treeParent: 'parentId',
  fields: {
    parentId: ref(l('上级', 'Parent'), { to: 'sysdict', search: 'eq' }),
    code: text(l('字典编码', 'Code'), { max: 60, required: true, search: 'eq' }),
    dictKey: text(l('字典值', 'Value'), { max: 60, search: 'eq' }),
    dictValue: text(l('名称', 'Name'), { max: 100, required: true, search: 'contains' }),
    dictValueEn: text(l('英文名称', 'English name'), { max: 100 }),
    sort: int(l('排序', 'Order'), { min: 0, max: 99999, default: 0, sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: 'sort',
  menu: { path: '/system/dict', group: '/system', icon: 'BookOutlined', sort: 5 },
});
