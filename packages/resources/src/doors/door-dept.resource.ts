import { defineResource } from '../define-resource';
import { int, l, ref, text } from '../fields/field-builders';

/** A company's departments for door access: a grant to a department holds for everyone in it and below it. */
export const doorDeptResource = defineResource({
  module: 'door/basedept',
  table: 'door_dept',
  section: 'doors',
  label: l('门禁部门', 'Door department'),
  scope: 'company',
  idParam: 'id',
  titleField: 'deptName',
  treeParent: 'parentId',
  fields: {
    deptName: text(l('部门名称', 'Department name'), { max: 60, required: true, search: 'contains', sortable: true }),
    parentId: ref(l('上级部门', 'Parent department'), { to: 'door/basedept', search: 'eq' }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: 'sort',
  menu: { path: '/door/basedept', group: '/door', icon: 'ApartmentOutlined', sort: 7 },
});
