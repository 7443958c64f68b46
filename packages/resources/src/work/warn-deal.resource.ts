import { defineResource } from '../define-resource';
import { datetime, dict, l, ref, text } from '../fields/field-builders';
import { warnDealState } from './work.dict';

/** What was done about one warning of the warning log (rdrwork): handled, or made into a work order. */
export const warnDealResource = defineResource({
  module: 'rdrwork',
  table: 'work_warn_deal',
  section: 'reports',
  label: l('告警处理', 'Warning handling'),
  scope: 'company',
  platformRows: true,
  idParam: 'id',
  titleField: 'remark',
  fields: {
    warnId: ref(l('告警', 'Warning'), { to: 'syswarninglog', required: true, unique: 'global', readOnly: true }),
    dealState: dict(l('处理状态', 'Handling'), { dict: warnDealState, required: true, readOnly: true }),
    workId: ref(l('工单', 'Work order'), { to: 'employeWork', readOnly: true }),
    dealtAt: datetime(l('处理时间', 'Dealt at'), { readOnly: true }),
    dealtBy: ref(l('处理人', 'Dealt by'), { to: 'sysuser', readOnly: true }),
    remark: text(l('处理说明', 'Note'), { max: 500, readOnly: true }),
  },
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
