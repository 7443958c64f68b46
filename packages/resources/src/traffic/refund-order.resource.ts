import { defineResource } from '../define-resource';
import { datetime, l, money, plate, ref, text } from '../fields/field-builders';

/** A refund of (part of) a paid order: who asked for it, when, why and how much. Never more than was paid. */
export const refundOrderResource = defineResource({
  module: 'refundOrder',
  table: 'refund_order',
  section: 'reports',
  label: l('退款记录', 'Refund'),
  scope: 'park',
  idParam: 'id',
  titleField: 'refundNo',
  fields: {
    refundNo: text(l('退款单号', 'Refund number'), { max: 40, required: true, unique: 'global', search: 'eq' }),
    orderId: ref(l('订单', 'Order'), { to: 'parkorder', required: true, search: 'eq' }),
    onlineOrderId: text(l('订单号', 'Order number'), { max: 40, required: true, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    amount: money(l('退款金额', 'Amount'), { required: true, min: 1 }),
    remark: text(l('退款原因', 'Reason'), { max: 200, required: true }),
    operatorName: text(l('操作人', 'Operator'), { max: 60, search: 'contains' }),
    refundedAt: datetime(l('退款时间', 'Refunded at'), { required: true, search: 'range', sortable: true }),
  },
  defaultSort: '-refundedAt',
  indexes: [['parkId', 'refundedAt'], ['refundedAt']],
  routes: {
    list: ['/static/getPageRefundOrder'],
    detail: [],
    submit: [],
    remove: false,
    export: ['/static/exportRefundOrder'],
  },
  menu: { path: '/static/refundorder', group: '/static', icon: 'RollbackOutlined', sort: 5 },
});
