import { defineResource } from '../define-resource';
import { escapeState } from '../dictionaries';
import { datetime, dict, l, money, plate, ref, text } from '../fields/field-builders';

/**
 * A car that left a roadside berth owing money: what it owed in fen and whether it has been recovered.
 * Written by the berth events only; the arrears recovery settles it later.
 */
export const escapeRecordResource = defineResource({
  module: 'rdEscape',
  table: 'escape_record',
  section: 'devices',
  label: l('逃费记录', 'Escape'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    recordId: ref(l('进出记录', 'Stay'), { to: 'parkIORecord', required: true, unique: 'global', readOnly: true }),
    berthId: ref(l('泊位', 'Berth'), { to: 'door/rdBerth', search: 'eq', readOnly: true }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains', readOnly: true }),
    inTime: datetime(l('停入时间', 'Parked at'), { required: true, readOnly: true, sortable: true }),
    outTime: datetime(l('离开时间', 'Left at'), { required: true, search: 'range', readOnly: true, sortable: true }),
    amount: money(l('欠费金额', 'Owed'), { required: true, min: 1, readOnly: true }),
    recoveredAmount: money(l('已追缴', 'Recovered'), { default: 0, readOnly: true }),
    state: dict(l('追缴状态', 'Recovery state'), { dict: escapeState, default: 0, search: 'eq', readOnly: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-outTime',
  indexes: [['parkId', 'outTime']],
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/rdstatic/escape', group: '/rdstatic', icon: 'SafetyOutlined', sort: 1 },
});
