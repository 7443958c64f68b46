import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { datetime, dict, l, ref, text } from '../fields/field-builders';

/**
 * Who may open a door and when: one employee, one department (with the departments below it), or both, one
 * door, the week plan of hours, and an optional validity. A disabled or removed grant stops opening at once.
 */
export const doorGrantResource = defineResource({
  module: 'door/doordevgrant',
  table: 'door_grant',
  section: 'doors',
  label: l('门禁授权', 'Door grant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    doorId: ref(l('门禁通道', 'Door'), { to: 'door/doorgate', required: true, search: 'eq' }),
    employeeId: ref(l('人员', 'Employee'), { to: 'door/dooremployee', search: 'eq' }),
    deptId: ref(l('部门', 'Department'), { to: 'door/basedept', search: 'eq' }),
    weekPlanId: ref(l('周计划', 'Week plan'), { to: 'door/dmweeklmt3', required: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
    validFrom: datetime(l('生效时间', 'Valid from')),
    validUntil: datetime(l('失效时间', 'Valid until'), { search: 'range' }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: '-id',
  indexes: [
    ['doorId', 'employeeId'],
    ['doorId', 'deptId'],
  ],
  menu: { path: '/door/doordevgrant', group: '/door', icon: 'SafetyOutlined', sort: 9 },
});
