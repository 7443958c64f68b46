import { currentLang } from '../../i18n';

/** The merchant desk's own words, in both languages. */
const words = {
  merchant: ['商户', 'Merchant'],
  balance: ['余额', 'Balance'],
  creditLine: ['授信额度', 'Credit line'],
  minutesLeft: ['剩余时长', 'Minutes left'],
  minuteUnit: ['分钟', 'min'],
  issueTitle: ['发券', 'Issue a coupon'],
  rule: ['优惠券规则', 'Coupon rule'],
  noRule: ['没有启用的优惠券规则，请联系停车场开通', 'No enabled coupon rule: ask the car park to set one up'],
  plate: ['车牌号', 'Plate'],
  platePlaceholder: ['如 沪A12345', 'e.g. 沪A12345'],
  plateRequired: ['请填写车牌号', 'Enter the plate'],
  issue: ['发券', 'Issue'],
  issued: ['已向 {plate} 发放 1 张券', 'One coupon issued to {plate}'],
  allowed: ['还可发放 {n} 张', '{n} more may be issued'],
  allowedNone: ['现在不能发放：{why}', 'None may be issued now: {why}'],
  limitBy: ['限额：{why}', 'Limit: {why}'],
  perCoupon: ['每张扣费 {price}', '{price} charged per coupon'],
  today: ['今日发券', "Today's coupons"],
  issuedAt: ['发放时间', 'Issued at'],
  code: ['券码', 'Code'],
  state: ['状态', 'State'],
  validTo: ['有效期至', 'Valid until'],
  ledger: ['余额流水', 'Ledger'],
  at: ['时间', 'Time'],
  kind: ['类型', 'Movement'],
  money: ['金额', 'Amount'],
  balanceAfter: ['变动后余额', 'Balance after'],
  remark: ['备注', 'Remark'],
  statement: ['每日对账单', 'Daily statement'],
  day: ['日期', 'Day'],
  usedAt: ['使用时间', 'Used at'],
  order: ['订单号', 'Order'],
  orderAmount: ['订单实付', 'Order charged'],
  discount: ['优惠金额', 'Discount'],
  charge: ['商户扣费', 'Merchant charge'],
  totals: ['合计', 'Totals'],
  totalsText: [
    '{coupons} 张券，{orders} 笔订单；优惠 {discount}，商户扣费 {charge}，订单实付 {orderAmount}',
    '{coupons} coupons on {orders} orders: {discount} off, {charge} charged to the merchant, {orderAmount} paid by drivers',
  ],
  none: ['暂无', 'None yet'],
} as const;

export type MerchantWord = keyof typeof words;

/** A word of the merchant desk, with `{name}` filled from `vars`. */
export function mw(key: MerchantWord, vars: Record<string, string | number> = {}): string {
  const text: string = words[key][currentLang() === 'en' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
