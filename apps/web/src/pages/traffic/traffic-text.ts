import { currentLang } from '../../i18n';

/** The traffic pages' own words, in both languages. */
const words = {
  handEntry: ['手动入场', 'Add a car by hand'],
  park: ['停车场', 'Park'],
  plate: ['车牌号', 'Plate'],
  inTime: ['入场时间(空为现在)', 'Entry time (empty: now)'],
  reason: ['原因', 'Reason'],
  reasonRequired: ['请填写原因', 'Enter the reason'],
  plateRequired: ['请填写车牌号', 'Enter the plate'],
  parkRequired: ['请选择停车场', 'Choose the park'],
  added: ['已入场', 'Added'],
  release: ['放行', 'Release'],
  releaseTitle: ['手动放行 {plate}', 'Release {plate} by hand'],
  charge: ['按停车时长生成待缴订单', 'Charge the stay as an unpaid order'],
  released: ['已放行', 'Released'],
  correctPlate: ['改车牌', 'Correct plate'],
  correctTitle: ['更正车牌 {plate}', 'Correct plate {plate}'],
  newPlate: ['正确车牌', 'Correct plate'],
  corrected: ['车牌已更正', 'Plate corrected'],
  detail: ['详情', 'Details'],
  detailTitle: ['订单 {order}', 'Order {order}'],
  stay: ['停车记录', 'Stay'],
  payments: ['支付记录', 'Payments'],
  refunds: ['退款记录', 'Refunds'],
  couponsUsed: ['使用的优惠券', 'Coupons used'],
  merchant: ['商户', 'Merchant'],
  owesPaid: ['补缴的欠费', 'Arrears paid'],
  none: ['无', 'None'],
  refund: ['退款', 'Refund'],
  refundTitle: ['退款 {order}', 'Refund {order}'],
  refundable: ['可退金额(元)', 'Refundable (yuan)'],
  refundAmount: ['退款金额(元)', 'Refund amount (yuan)'],
  amountRequired: ['请填写退款金额', 'Enter the amount'],
  refundRemark: ['退款原因', 'Reason'],
  refunded: ['已退款 {amount} 元', 'Refunded {amount} yuan'],
  confirm: ['人工确认', 'Resolve'],
  confirmTitle: ['人工确认 {plate}', 'Resolve {plate}'],
  unmatchedExit: ['出场时未找到入场记录', 'No entry was found for this exit'],
  forgottenStay: [
    '车辆再次入场时本记录仍在场（漏记出场）',
    'The car came in again while this stay was open (a missed exit)',
  ],
  action: ['处理方式', 'Action'],
  merge: ['匹配在场车辆', 'Match a car inside'],
  letGo: ['放行', 'Let the car go'],
  closeStay: ['关闭记录', 'Close the stay'],
  stayInside: ['在场车辆', 'Car inside'],
  stayRequired: ['请选择在场车辆', 'Choose the car inside'],
  chargeFee: ['收费', 'Charge a fee'],
  chargedAmount: ['收费金额(元)', 'Amount charged (yuan)'],
  closeAmount: ['收费金额(元，空为按时长计费)', 'Amount (yuan; empty: priced by the stay)'],
  confirmAmountRequired: ['请填写收费金额', 'Enter the amount'],
  confirmed: ['已处理', 'Resolved'],
  back: ['返回', 'Back'],
  view: ['查看', 'View'],
  stayTitle: ['进出记录 {plate}', 'Stay of {plate}'],
  paymentTitle: ['支付记录 {no}', 'Payment {no}'],
  refundRecordTitle: ['退款记录 {no}', 'Refund {no}'],
  orders: ['订单', 'Orders'],
  openStay: ['查看进出记录', 'Open the stay'],
  openCar: ['查看车辆 {plate}', 'Open car {plate}'],
  stayPick: ['输入车牌搜索', 'Type a plate to search'],
  confirmedOwed: ['已处理，待缴 {amount} 元（订单 {order}）', 'Resolved; {amount} yuan to pay (order {order})'],
} as const;

export type TrafficWord = keyof typeof words;

/** A word of the traffic pages, with `{name}` filled from `vars`. */
export function tw(key: TrafficWord, vars: Record<string, string | number> = {}): string {
  const text: string = words[key][currentLang() === 'en' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
