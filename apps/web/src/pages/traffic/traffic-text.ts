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
  none: ['无', 'None'],
  refund: ['退款', 'Refund'],
  refundTitle: ['退款 {order}', 'Refund {order}'],
  refundable: ['可退金额(元)', 'Refundable (yuan)'],
  refundAmount: ['退款金额(元)', 'Refund amount (yuan)'],
  amountRequired: ['请填写退款金额', 'Enter the amount'],
  refundRemark: ['退款原因', 'Reason'],
  refunded: ['已退款 {amount} 元', 'Refunded {amount} yuan'],
  amount: ['金额(元)', 'Amount (yuan)'],
  paidAt: ['支付时间', 'Paid at'],
  payNo: ['支付流水号', 'Payment number'],
  refundNo: ['退款单号', 'Refund number'],
  refundedAt: ['退款时间', 'Refunded at'],
  operator: ['操作人', 'Operator'],
  inAt: ['入场', 'Entry'],
  outAt: ['出场', 'Exit'],
  fee: ['应收(元)', 'Fee (yuan)'],
} as const;

export type TrafficWord = keyof typeof words;

/** A word of the traffic pages, with `{name}` filled from `vars`. */
export function tw(key: TrafficWord, vars: Record<string, string | number> = {}): string {
  const text: string = words[key][currentLang() === 'en' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
