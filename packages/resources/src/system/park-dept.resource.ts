import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, phone, ref, text } from '../fields/field-builders';

/** Departments working at one park (toll booth staff, security, cleaning, ...). */
export const parkDeptResource = defineResource({
  module: 'plat/baseDept',
  table: 'base_dept',
  section: 'system',
  label: l('部门', 'Park department'),
  scope: 'park',
  idParam: 'id',
  titleField: 'deptName',
  treeParent: 'parentId',
  permissionPrefix: 'baseDept',
  fields: {
    deptName: text(l('部门名称', 'Department name'), { max: 60, required: true, search: 'contains', sortable: true }),
    parentId: ref(l('上级部门', 'Parent department'), { to: 'plat/baseDept', search: 'eq' }),
    leader: text(l('负责人', 'Leader'), { max: 40 }),
    phone: phone(l('联系电话', 'Phone')),
    sort: int(l('排序', 'Order'), { min: 0, max: 99999, default: 0, sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: 'sort',
  menu: { path: '/basedata/basedept', group: '/basedata', icon: 'ApartmentOutlined', sort: 90 },
});
