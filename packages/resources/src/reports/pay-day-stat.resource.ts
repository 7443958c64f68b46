import { defineResource } from '../define-resource';
import { payWay } from '../dictionaries';
import { date, dict, int, l, money, text } from '../fields/field-builders';
import { takingSource } from './day-stat.dict';

/**
 * One park's money of a day by source, pay way and collector: payments on the day they were paid, refunds on the day
 * they were refunded (under the pay way of the order refunded). Kept with the park day summary.
 */
export const payDayStatResource = defineResource({
  module: 'staticSumPay',
  table: 'stat_pay_day',
  section: 'reports',
  label: l('收费日汇总', 'Takings day summary'),
  scope: 'park',
  idParam: 'id',
  titleField: 'day',
  fields: {
    day: date(l('日期', 'Day'), { required: true, search: 'range', sortable: true }),
    source: dict(l('收入来源', 'Source'), { dict: takingSource, required: true, search: 'eq' }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    collector: text(l('收款人', 'Collector'), {
      max: 20,
      search: 'eq',
      readOnly: true,
      help: l('现金为收款的操作员，线上为支付通道', 'Cash: the operator who took it; online: the payment channel'),
    }),
    payCount: int(l('笔数', 'Payments'), { default: 0, readOnly: true }),
    paid: money(l('收入金额', 'Paid'), { default: 0, readOnly: true }),
    refundCount: int(l('退款笔数', 'Refunds'), { default: 0, readOnly: true }),
    refunded: money(l('退款金额', 'Refunded'), { default: 0, readOnly: true }),
  },
  defaultSort: '-day',
  indexes: [['parkId', 'day']],
  routes: { list: ['list'], detail: [], submit: [], remove: false, export: ['export'] },
});
