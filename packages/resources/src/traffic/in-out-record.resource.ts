import { defineResource } from '../define-resource';
import { datetime, dict, l, money, plate, text } from '../fields/field-builders';

/** One vehicle's stay: its entry, its exit when it has left, and what it paid. */
export const inOutRecordResource = defineResource({
  module: 'parkIORecord',
  table: 'park_io_record',
  area: 'parks',
  label: l('进出记录', 'Entry and exit record'),
  scope: 'park',
  idParam: 'recordId',
  idAliases: ['RecordID'],
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    carKind: dict(l('车辆类型', 'Car kind'), { dict: 'carKind', default: 0, search: 'eq' }),
    inTime: datetime(l('入场时间', 'Entry time'), { required: true, search: 'range', sortable: true }),
    outTime: datetime(l('出场时间', 'Exit time'), { search: 'range', sortable: true }),
    fee: money(l('应收金额(分)', 'Fee (fen)'), { default: 0, sortable: true }),
    paid: money(l('实收金额(分)', 'Paid (fen)'), { default: 0 }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: 'payWay', search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-inTime',
  indexes: [['parkId', 'inTime']],
  routes: { list: ['list', 'listPage'] },
  menu: { path: '/static/inoutRecord', group: '/static', icon: 'SwapOutlined', sort: 2 },
});
