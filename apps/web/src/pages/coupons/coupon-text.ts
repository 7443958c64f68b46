import type { Label } from '@parking/resources';
import { currentLang } from '../../i18n';

/** The merchant and coupon pages' own words, in both languages. */
const words = {
  issue: ['发券', 'Issue coupons'],
  issueTitle: ['发放优惠券：{rule}', 'Issue coupons: {rule}'],
  issueTo: ['发放方式', 'Issue to'],
  toPlate: ['发给车牌', 'A plate'],
  unclaimed: ['批量生成未领取券', 'Unclaimed coupons (codes)'],
  plate: ['车牌号', 'Plate'],
  plateRequired: ['请填写车牌号', 'Enter the plate'],
  num: ['发放数量', 'Number of coupons'],
  numRequired: ['请填写发放数量', 'Enter how many'],
  numTooMany: ['最多还可发放 {allowed} 张', 'At most {allowed} may be issued'],
  allowed: ['还可发放', 'May issue now'],
  allowedCount: ['{allowed} 张', '{allowed}'],
  limitedBy: ['限制因素', 'Limited by'],
  balance: ['商户余额', "Merchant's balance"],
  minutesLeft: ['剩余时长', 'Minutes left'],
  minutesValue: ['{minutes} 分钟', '{minutes} min'],
  creditLine: ['授信额度', 'Credit line'],
  issued: ['已发放 {num} 张', '{num} issued'],
  stop: ['停用', 'Stop'],
  stopConfirm: [
    '停用规则“{rule}”？停用后不能发券，已发的券照常可用。',
    'Stop “{rule}”? It issues nothing until enabled; issued coupons stay valid.',
  ],
  stopped: ['已停用', 'Stopped'],
  enable: ['启用', 'Enable'],
  enableConfirm: ['重新启用规则“{rule}”？', 'Enable “{rule}” again?'],
  enabled: ['已启用', 'Enabled'],
  cancelRule: ['作废', 'Cancel'],
  cancelTitle: ['作废规则：{rule}', 'Cancel rule: {rule}'],
  cancelHint: ['作废后规则不能再启用。', 'A cancelled rule cannot be enabled again.'],
  cancelType: ['作废方式', 'Cancel type'],
  remark: ['备注', 'Remark'],
  cancelRemark: ['作废原因', 'Reason'],
  reasonRequired: ['请填写原因', 'Enter the reason'],
  ruleCancelled: ['规则已作废，作废未使用券 {voided} 张', 'Rule cancelled; {voided} unused coupons voided'],
  parks: ['适用车场', 'Parks'],
  parksTitle: ['适用车场：{rule}', 'Parks of {rule}'],
  parksHint: ['该规则的券只在选中的车场可用。', "The rule's coupons hold at the parks chosen only."],
  parksRequired: ['请至少选择一个车场', 'Choose at least one park'],
  parksSaved: ['已保存适用车场', 'Parks saved'],
  topUp: ['充值', 'Top up'],
  topUpTitle: ['商户充值：{seller}', 'Top up {seller}'],
  topUpMoney: ['充值金额(元)', 'Amount (yuan)'],
  topUpMinutes: ['充值时长(分钟)', 'Minutes'],
  amountRequired: ['请填写充值金额', 'Enter the amount'],
  minutesRequired: ['请填写充值时长', 'Enter the minutes'],
  toppedUp: ['充值成功，余额 {balance}', 'Topped up; balance {balance}'],
  toppedUpMinutes: ['充值成功，剩余 {minutes} 分钟', 'Topped up; {minutes} min left'],
  ledger: ['流水', 'Ledger'],
  ledgerTitle: ['商户流水：{seller}', 'Ledger of {seller}'],
  reconcile: ['核对余额', 'Check against ledger'],
  inStep: ['余额与流水合计一致', 'The balance equals the ledger'],
  outOfStep: ['余额与流水合计不一致：流水合计 {sum}', 'The balance differs from the ledger: ledger sums to {sum}'],
  void: ['作废', 'Void'],
  voidTitle: ['作废优惠券 {code}', 'Void coupon {code}'],
  voidReason: ['作废原因', 'Reason for voiding'],
  voided: ['已作废，扣费已退回商户', 'Voided; the charge went back to the merchant'],
  totalCoupons: ['优惠券总数', 'Coupons'],
  unused: ['未使用', 'Unused'],
  used: ['已使用', 'Used'],
  voidCount: ['已作废', 'Void'],
  discountGiven: ['累计优惠', 'Discount given'],
  charged: ['商户扣费', 'Charged to merchants'],
} as const satisfies Record<string, readonly [string, string]>;

export type CouponWord = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A word of the coupon pages in the console's language, with `{name}` filled from `vars`. */
export const cw = (key: CouponWord, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'en' ? 1 : 0], vars);

/** A word in both languages, for an action the list shows in the language of the moment. */
export const cwLabel = (key: CouponWord, vars: Record<string, string | number> = {}): Label => ({
  zh: fill(words[key][0], vars),
  en: fill(words[key][1], vars),
});
