import { defineResource } from '../define-resource';
import { carKind, orderKind, orderState, parkKind, payWay } from '../dictionaries';
import { datetime, dict, l, money, plate, ref, text } from '../fields/field-builders';

/** Temporary cars' orders paid by WeChat (refunded later or not). */
const tempWechatPays = {
  payWay: payWay.values.wechat,
  state: [orderState.values.paid, orderState.values.refunded, orderState.values.partlyRefunded],
  'recordId.carKind': carKind.values.temporary,
};

/**
 * What a stay asks the driver to pay (at the exit, ahead from a QR code, or the difference after the grace
 * time), known to payers by its `onlineOrderId`. Paid, refunded and partly refunded follow the payment and
 * refund records; `paidAmount - refundedAmount` is what the park keeps.
 */
/** The orders of roadside parks. */
const roadside = { 'parkId.parkKind': parkKind.values.roadside };

export const onlineOrderResource = defineResource({
  module: 'parkorder',
  table: 'park_order',
  section: 'orders-invoices',
  label: l('停车订单', 'Parking order'),
  scope: 'park',
  idParam: 'id',
  titleField: 'onlineOrderId',
  fields: {
    onlineOrderId: text(l('订单号', 'Order number'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'eq',
      column: { ellipsis: true, width: 150 },
    }),
    recordId: ref(l('进出记录', 'Stay'), { to: 'parkIORecord', search: 'eq', column: { hidden: true } }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    orderKind: dict(l('订单类型', 'Order kind'), {
      dict: orderKind,
      default: 1,
      search: 'eq',
      column: { hidden: true },
    }),
    amount: money(l('订单金额', 'Amount'), { required: true, min: 0, sortable: true }),
    // shown in the order's detail and offered in the column settings; the list keeps its key columns in view
    couponDiscount: money(l('优惠券抵扣', 'Coupon discount'), { default: 0, readOnly: true, column: { hidden: true } }),
    oweAmount: money(l('补缴欠费', 'Arrears added'), { default: 0, readOnly: true, column: { hidden: true } }),
    paidAmount: money(l('已付金额', 'Paid'), { default: 0 }),
    refundedAmount: money(l('已退金额', 'Refunded'), { default: 0 }),
    state: dict(l('订单状态', 'Order state'), { dict: orderState, default: 0, search: 'eq' }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    paidAt: datetime(l('支付时间', 'Paid at'), { search: 'range', sortable: true }),
    stayFrom: datetime(l('计费开始', 'Charged from'), { list: false }),
    stayTo: datetime(l('计费截止', 'Charged to'), { search: 'range', sortable: true, column: { hidden: true } }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-stayTo',
  indexes: [['parkId', 'paidAt'], ['paidAt'], ['plateNumber']],
  partialIndexes: [
    // unpaid orders are few beside the paid ones: the unconfirmed list and the stays left owing look here
    { name: 'unpaid', keys: ['paidAt', 'recordId'], where: { state: orderState.values.unpaid } },
    // the temporary WeChat pays list reads a period of these only, not every order paid in it
    {
      name: 'wechat_paid',
      keys: ['paidAt'],
      where: { payWay: payWay.values.wechat, state: tempWechatPays.state },
    },
  ],
  routes: {
    list: [
      '/static/getPageOnlineOrder',
      { path: '/static/getPageUnChargeOrder', fixed: { state: 0 } },
      { path: '/static/getPageTempWCPays', fixed: tempWechatPays },
      { path: '/rdstatic/getPageOnlineOrder', fixed: roadside },
    ],
    detail: [],
    submit: [],
    remove: false,
    export: [
      '/static/exportOnlineOrder',
      { path: '/static/exportUnChargeOrder', fixed: { state: 0 } },
      { path: '/static/exportgetPageTempWCPays', fixed: tempWechatPays },
      { path: '/rdstatic/exportOnlineOrder', fixed: roadside },
    ],
  },
  menu: { path: '/static/onlineorder', group: '/static', icon: 'AccountBookOutlined', sort: 3 },
});
