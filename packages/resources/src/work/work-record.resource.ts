import { defineResource } from '../define-resource';
import { dict, l, ref, text } from '../fields/field-builders';
import { workOrderState } from './work.dict';

/** One change of a work order's state: who moved it, from what to what, and why. Written by the server only. */
export const workRecordResource = defineResource({
  module: 'rdworkrecord',
  table: 'work_order_record',
  section: 'reports',
  label: l('工单记录', 'Work order record'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    workId: ref(l('工单', 'Work order'), { to: 'employeWork', required: true, search: 'eq', readOnly: true }),
    fromState: dict(l('原状态', 'From'), { dict: workOrderState, readOnly: true }),
    toState: dict(l('新状态', 'To'), { dict: workOrderState, required: true, search: 'eq', readOnly: true }),
    actorId: ref(l('操作人', 'By'), { to: 'sysuser', readOnly: true }),
    remark: text(l('说明', 'Note'), { max: 500, readOnly: true }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: [] },
});
