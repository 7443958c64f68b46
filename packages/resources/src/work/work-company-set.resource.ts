import { defineResource } from '../define-resource';
import { int, l, ref, text } from '../fields/field-builders';

/**
 * A company's work-order settings, one row a company: who gets new work orders and how many hours they have to
 * deal with one.
 */
export const workCompanySetResource = defineResource({
  module: 'workCompanySet',
  table: 'work_company_set',
  section: 'reports',
  label: l('工单设置', 'Work order settings'),
  scope: 'company',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    receiverId: ref(l('新工单接收人', 'New orders go to'), { to: 'sysuser' }),
    deadlineHours: int(l('处理时限(小时)', 'Hours to deal'), { min: 1, max: 720, default: 24, required: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  // set by whoever runs the company's work orders: their buttons guard it
  permissionPrefix: 'employeWork',
  routes: { export: [] },
});
