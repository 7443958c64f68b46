import { defineResource } from '../define-resource';
import { passRenewalKind, payWay } from '../dictionaries';
import { datetime, dict, int, l, money, plate, ref, text } from '../fields/field-builders';

/** Rows that moved the end of a pass already there (not the ones that made a pass). */
const extensions = [
  passRenewalKind.values.byMoney,
  passRenewalKind.values.byMonths,
  passRenewalKind.values.vip,
  passRenewalKind.values.pausedDays,
  passRenewalKind.values.withGroup,
  passRenewalKind.values.groupAligned,
];
/** Rows where money changed hands: free changes are written with the pay way "free" (or none). */
const paid = payWay.items.map((i) => i.value).filter((v) => v !== payWay.values.free);

/** What was paid for a pass's period: written by every renewal and new pass, never edited. */
export const passPaymentResource = defineResource({
  module: 'parkMonthPayment',
  table: 'month_pass_payment',
  section: 'monthly-cars',
  label: l('月卡缴费记录', 'Pass payment'),
  scope: 'park',
  idParam: 'paymentId',
  titleField: 'plateNumber',
  fields: {
    grantId: ref(l('月卡', 'Pass'), { to: 'parkMonth', required: true, search: 'eq' }),
    groupId: ref(l('车位组', 'Share group'), { to: 'parkCarBitGroup', search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    renewalKind: dict(l('续费方式', 'Renewal kind'), { dict: passRenewalKind, required: true, search: 'eq' }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    money: money(l('金额', 'Money'), { default: 0, required: true }),
    months: int(l('月数', 'Months'), { min: 0, max: 1200, default: 0 }),
    days: int(l('天数', 'Days'), { min: 0, max: 36500, default: 0 }),
    oldEndTime: datetime(l('原到期时间', 'Previous end')),
    newEndTime: datetime(l('新到期时间', 'New end'), { required: true }),
    operatorName: text(l('操作员', 'Operator'), { max: 40, search: 'contains' }),
    paidAt: datetime(l('缴费时间', 'Paid at'), { required: true, search: 'range', sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-paidAt',
  indexes: [['parkId', 'paidAt'], ['paidAt']],
  routes: {
    list: [
      'list',
      { path: '/static/getPageCardExtension', fixed: { renewalKind: extensions } },
      { path: '/static/getPageCardRecharge', fixed: { payWay: paid } },
    ],
    submit: [],
    remove: false,
    export: [
      'export',
      { path: '/static/exportCardExtension', fixed: { renewalKind: extensions } },
      { path: '/static/exportCardRecharge', fixed: { payWay: paid } },
    ],
  },
  menu: { path: '/static/monthlyPay', group: '/static', icon: 'CreditCardOutlined', sort: 8 },
});
