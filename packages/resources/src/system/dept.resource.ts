import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, phone, ref, text } from '../fields/field-builders';

/** A company's organisation: departments under departments. */
export const deptResource = defineResource({
  module: 'blade-system/dept',
  table: 'sys_dept',
  section: 'system',
  label: l('机构', 'Department'),
  scope: 'company',
  idParam: 'id',
  titleField: 'deptName',
  treeParent: 'parentId',
  permissionPrefix: 'dept',
  fields: {
    deptName: text(l('机构名称', 'Department name'), { max: 60, required: true, search: 'contains', sortable: true }),
    parentId: ref(l('上级机构', 'Parent department'), { to: 'blade-system/dept', search: 'eq' }),
    fullName: text(l('机构全称', 'Full name'), { max: 200, list: false }),
    leader: text(l('负责人', 'Leader'), { max: 40 }),
    phone: phone(l('联系电话', 'Phone')),
    sort: int(l('排序', 'Order'), { min: 0, max: 99999, default: 0, sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: 'sort',
  menu: { path: '/system/dept', group: '/system', icon: 'ApartmentOutlined', sort: 7 },
});
