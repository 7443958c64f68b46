import { couponKind, couponState } from '../../coupons/coupon.dict';
import { carKind, orderState, payWay } from '../../dictionaries';
import { bool, datetime, dict, int, l, money, plate, ref, text } from '../../fields/field-builders';
import { reportView } from './report-view';
import { exceptionReleaseKind, manualReleaseKind } from './static-report.dict';

const stayRef = ref(l('进出记录', 'Stay'), { to: 'parkIORecord', column: { hidden: true } });
const inTime = datetime(l('入场时间', 'Entry time'), { sortable: true });
const gate = (zh: string, en: string) => ref(l(zh, en), { to: 'baseParkGate' });

/** Coupons a stay used at its exit: merchant, plate, what it took off and how long the car stayed. */
export const carDerateView = reportView({
  label: l('车辆减免', 'Car derates'),
  menuPath: '/static/carDerate',
  list: '/static/getPageCarDerate',
  export: '/static/exportCarDerate',
  permission: 'staticCarDerate',
  titleField: 'code',
  fields: {
    code: text(l('券码', 'Code'), { max: 32, search: 'eq' }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    couponKind: dict(l('优惠类型', 'Coupon kind'), { dict: couponKind, search: 'eq' }),
    discount: money(l('实际优惠', 'Discount given')),
    price: money(l('商户扣费', 'Charged to merchant')),
    state: dict(l('状态', 'State'), { dict: couponState }),
    usedAt: datetime(l('使用时间', 'Used at'), { search: 'range', sortable: true }),
    inTime,
    outTime: datetime(l('出场时间', 'Exit time')),
    stayMinutes: int(l('停车时长(分钟)', 'Minutes parked')),
    recordId: stayRef,
  },
});

/** Stays that left abnormally: escaped, let out owing, with no entry record, or let out after the gate held them. */
export const exceptionReleaseView = reportView({
  label: l('异常放行', 'Exception releases'),
  menuPath: '/static/exceptionRelease',
  list: '/static/getPageExceptionRelease',
  export: '/static/exportExceptionRelease',
  permission: 'staticExceptionRelease',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    exceptionKind: dict(l('异常类型', 'Exception'), { dict: exceptionReleaseKind, search: 'eq' }),
    inTime,
    outTime: datetime(l('出场时间', 'Exit time'), { search: 'range', sortable: true }),
    outGateId: gate('出场通道', 'Exit gate'),
    fee: money(l('应收金额', 'Fee')),
    paid: money(l('实收金额', 'Paid')),
    owed: money(l('仍欠金额', 'Still owed')),
    remark: text(l('备注', 'Remark'), { max: 200, column: { ellipsis: true } }),
  },
});

/** Cars operators let out by hand: who, when, why, and the fee the stay's orders no longer ask. */
export const manualReleaseView = reportView({
  label: l('手动放行', 'Manual releases'),
  menuPath: '/static/manualRelease',
  list: '/static/getPageManualRelease',
  export: '/static/exportManualRelease',
  permission: 'staticManualRelease',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    releaseKind: dict(l('放行方式', 'Release'), { dict: manualReleaseKind, search: 'eq' }),
    inTime,
    outTime: datetime(l('放行时间', 'Released at'), { search: 'range', sortable: true }),
    outGateId: gate('出场通道', 'Exit gate'),
    operatorName: text(l('操作员', 'Operator'), { max: 60, search: 'contains' }),
    fee: money(l('应收金额', 'Fee')),
    paid: money(l('实收金额', 'Paid')),
    forgone: money(l('放弃收费', 'Fee forgone')),
    remark: text(l('原因', 'Reason'), { max: 200, column: { ellipsis: true } }),
  },
});

/** Each order beside the payment and refund records written for it: a difference is a mismatch. */
export const orderReconciliationView = reportView({
  label: l('订单对账', 'Order reconciliation'),
  menuPath: '/static/orderReconciliation',
  list: '/static/getPageOrderReconciliation',
  export: '/static/exportOrderReconciliation',
  permission: 'staticOrderReconciliation',
  titleField: 'onlineOrderId',
  fields: {
    onlineOrderId: text(l('订单号', 'Order number'), { max: 40, search: 'eq', column: { ellipsis: true } }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    state: dict(l('订单状态', 'Order state'), { dict: orderState, search: 'eq' }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    paidAt: datetime(l('支付时间', 'Paid at'), { search: 'range', sortable: true }),
    amount: money(l('订单金额', 'Amount asked')),
    paidAmount: money(l('订单已付', 'Paid (order)')),
    paidByRecords: money(l('支付记录合计', 'Paid (payment records)')),
    refundedAmount: money(l('订单已退', 'Refunded (order)')),
    refundedByRecords: money(l('退款记录合计', 'Refunded (refund records)')),
    difference: money(l('差额', 'Difference')),
    mismatch: bool(l('不一致', 'Mismatch'), { search: 'eq' }),
  },
});

/** What stays that left in a period were charged, took off, added, paid and got back. */
export const chargeDetailView = reportView({
  label: l('收费明细', 'Charge detail'),
  menuPath: '/static/chargeDetail',
  list: '/static/getChargeDetail',
  permission: 'staticChargeDetail',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    carKind: dict(l('车辆类型', 'Car kind'), { dict: carKind, search: 'eq' }),
    inTime,
    outTime: datetime(l('出场时间', 'Exit time'), { search: 'range', sortable: true }),
    fee: money(l('应收金额', 'Fee')),
    couponDiscount: money(l('优惠券抵扣', 'Coupon discount')),
    oweAmount: money(l('补缴欠费', 'Arrears added')),
    paid: money(l('实收金额', 'Paid')),
    refunded: money(l('已退金额', 'Refunded')),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
  },
});

/** Per plate and park over a period: how often and how long it parked, what it was charged, paid and owes. */
export const plateAnalysisView = reportView({
  label: l('车牌分析', 'Plate analysis'),
  menuPath: '/static/plateAnalysis',
  list: '/static/getPlateAnlay',
  export: '/static/exportPlateAnlay',
  permission: 'staticPlateAnlay',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    stays: int(l('停车次数', 'Stays'), { sortable: true }),
    minutes: int(l('停车时长(分钟)', 'Minutes parked'), { sortable: true }),
    fee: money(l('应收金额', 'Fee'), { sortable: true }),
    paid: money(l('实收金额', 'Paid'), { sortable: true }),
    arrears: money(l('欠费金额', 'Arrears'), { sortable: true }),
    inTime: datetime(l('首次入场', 'First entry'), { search: 'range', sortable: true }),
    lastSeen: datetime(l('最后出现', 'Last seen'), { sortable: true }),
  },
  defaultSort: '-stays',
});

/** ETC day checks: ETC is not built yet, so the page stays empty and says so. */
export const etcDayCheckView = reportView({
  label: l('ETC日对账', 'ETC day check'),
  menuPath: '/static/etcDayCheck',
  list: '/static/getETCbillDaycheckList',
  permission: 'staticEtcDayCheck',
  titleField: 'day',
  fields: {
    day: text(l('日期', 'Day'), { max: 10 }),
    bills: int(l('账单数', 'Bills')),
    amount: money(l('金额', 'Amount')),
  },
});

/** The orders of approved visitors' cars: orders of the stays the visitor car records list. */
export const visitorOrderView = reportView({
  label: l('访客订单', 'Visitor orders'),
  menuPath: '/static/visitorOrder',
  list: '/static/searchPageVistorOnlineOrderRecords',
  permission: 'staticVisitorOrder',
  titleField: 'plateNumber',
  fields: {
    onlineOrderId: text(l('订单号', 'Order number'), { max: 40, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    visitorName: text(l('访客姓名', 'Visitor'), { max: 40, search: 'contains' }),
    amount: money(l('订单金额', 'Amount')),
    paidAmount: money(l('已付金额', 'Paid')),
    state: dict(l('订单状态', 'Order state'), { dict: orderState, search: 'eq' }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    paidAt: datetime(l('支付时间', 'Paid at'), { search: 'range', sortable: true }),
    stayTo: datetime(l('计费截止', 'Charged to'), { sortable: true }),
  },
  defaultSort: '-stayTo',
});

export const staticReportViews = [
  carDerateView,
  exceptionReleaseView,
  manualReleaseView,
  orderReconciliationView,
  chargeDetailView,
  plateAnalysisView,
  etcDayCheckView,
  visitorOrderView,
];
