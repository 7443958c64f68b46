import { defineResource } from '../define-resource';
import { bool, datetime, dict, int, l, money, phone, plate, ref, text } from '../fields/field-builders';
import { oweNoticeStage, oweSource, oweState } from './owe.dict';

/**
 * Money a plate owes a park of a company: where it came from (an escape, an exit let out unpaid, an order,
 * or an operator), how much, and whether it is paid, forgiven or reviewed. One arrear per stay: `recordId`
 * is unique, so generating it again finds the one already there. Rows are never removed; a cancelled
 * arrear keeps its reason.
 */
export const oweResource = defineResource({
  module: 'plat/owe',
  table: 'owe_record',
  section: 'owe',
  label: l('欠费记录', 'Arrear'),
  scope: 'park',
  idParam: 'oweId',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    sourceKind: dict(l('欠费来源', 'Source'), {
      dict: oweSource,
      default: 4,
      stored: true,
      search: 'eq',
      readOnly: true,
    }),
    recordId: ref(l('进出记录', 'Stay'), { to: 'parkIORecord', unique: 'global', readOnly: true, list: false }),
    sourceId: int(l('来源记录', 'Source record'), { readOnly: true, list: false }),
    amount: money(l('欠费金额', 'Owed'), { required: true, min: 1, max: 100_000_000, sortable: true }),
    paidAmount: money(l('已缴金额', 'Paid'), { default: 0, stored: true, readOnly: true }),
    state: dict(l('欠费状态', 'State'), { dict: oweState, default: 0, stored: true, search: 'eq', readOnly: true }),
    oweTime: datetime(l('欠费时间', 'Owed since'), { stored: true, search: 'range', sortable: true }),
    checked: bool(l('已核查', 'Reviewed'), { default: false, stored: true, search: 'eq', readOnly: true }),
    checkTime: datetime(l('核查时间', 'Reviewed at'), { readOnly: true, list: false }),
    paidTime: datetime(l('缴费时间', 'Paid at'), { readOnly: true, search: 'range' }),
    cancelReason: text(l('撤销原因', 'Cancel reason'), { max: 200, readOnly: true }),
    cancelTime: datetime(l('撤销时间', 'Cancelled at'), { readOnly: true, list: false }),
    // the driver's phone when the operator has it; otherwise reminders go to the plate's pass, white-list or
    // manage-book phone in the company
    phone: phone(l('联系电话', 'Phone'), { list: false }),
    noticeStage: dict(l('已发提醒', 'Reminder sent'), {
      dict: oweNoticeStage,
      default: 0,
      stored: true,
      search: 'eq',
      readOnly: true,
    }),
    noticeTime: datetime(l('提醒时间', 'Reminded at'), { readOnly: true, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-oweTime',
  // a driver's total owed at the gate: one index lookup by company and plate, live debts only
  indexes: [
    ['companyId', 'plateNumber', 'state'],
    ['plateNumber', 'state'],
    // a period's new and recovered arrears, for the day summaries
    ['parkId', 'oweTime'],
    ['parkId', 'paidTime'],
  ],
  routes: { list: ['getOwePage'], detail: [], submit: ['addOwe'], remove: false, export: ['export'] },
  menu: { path: '/parkfeerecovery/owe', group: '/parkfeerecovery', icon: 'WalletOutlined', sort: 1 },
});
