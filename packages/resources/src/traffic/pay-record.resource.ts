import { defineResource } from '../define-resource';
import { payWay } from '../dictionaries';
import { datetime, dict, l, money, ref, text } from '../fields/field-builders';

/** A payment a payment adapter confirmed for an order; its `payNo` (the adapter's own number) is applied once. */
export const payRecordResource = defineResource({
  module: 'payRecord',
  table: 'pay_record',
  section: 'orders-invoices',
  label: l('支付记录', 'Payment'),
  scope: 'park',
  idParam: 'id',
  titleField: 'payNo',
  fields: {
    payNo: text(l('支付流水号', 'Payment number'), { max: 64, required: true, unique: 'global', search: 'eq' }),
    orderId: ref(l('订单', 'Order'), { to: 'parkorder', required: true, search: 'eq' }),
    amount: money(l('支付金额', 'Amount'), { required: true, min: 0 }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    adapter: text(l('支付通道', 'Payment channel'), { max: 20 }),
    paidAt: datetime(l('支付时间', 'Paid at'), { required: true, search: 'range', sortable: true }),
  },
  defaultSort: '-paidAt',
  indexes: [['parkId', 'paidAt'], ['paidAt']],
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
