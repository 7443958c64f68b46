import { defineResource } from '../define-resource';
import { datetime, dict, l, ref, text } from '../fields/field-builders';
import { workOrderState } from './work.dict';

/**
 * A job for someone on the ground at a park (a camera offline, a gate stuck): made by hand or from a
 * warning, allocated to a user, done with a proof photo. Each change of state is kept as a work record.
 */
export const workOrderResource = defineResource({
  module: 'employeWork',
  table: 'work_order',
  section: 'reports',
  label: l('工单', 'Work order'),
  scope: 'park',
  idParam: 'workId',
  idAliases: ['id'],
  titleField: 'title',
  fields: {
    title: text(l('工单标题', 'Title'), { max: 200, required: true, search: 'contains' }),
    warnId: ref(l('来源告警', 'From warning'), { to: 'syswarninglog', readOnly: true, column: { hidden: true } }),
    assigneeId: ref(l('处理人', 'Assignee'), { to: 'sysuser', search: 'eq' }),
    state: dict(l('工单状态', 'State'), { dict: workOrderState, default: 1, search: 'eq', readOnly: true }),
    deadlineAt: datetime(l('处理时限', 'Deadline'), { sortable: true }),
    proofPhoto: text(l('处理照片', 'Proof photo'), { max: 300, readOnly: true, list: false }),
    dealtAt: datetime(l('处理时间', 'Dealt at'), { readOnly: true, search: 'range', sortable: true }),
    dealtBy: ref(l('处理人员', 'Dealt by'), { to: 'sysuser', readOnly: true, column: { hidden: true } }),
    remark: text(l('备注', 'Remark'), { max: 500, list: false }),
  },
  defaultSort: '-id',
  indexes: [['parkId', 'state']],
  routes: { export: [] },
  permissionPrefix: 'employeWork',
  menu: { path: '/rdoperationscenter/workorder', group: '/rdoperationscenter', icon: 'ProfileOutlined', sort: 2 },
});
