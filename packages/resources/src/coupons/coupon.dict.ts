import { defineDictionary } from '../dictionaries/define-dictionary';

/** How a merchant pays for its coupons: from a prepaid balance, on credit up to a line, or from a bank of minutes. */
export const sellerSettleKind = defineDictionary(
  'sellerSettleKind',
  { zh: '结算方式', en: 'Settlement' },
  {
    prepaid: [1, '预付费', 'Prepaid'],
    postpaid: [2, '后付费(授信)', 'Postpaid (credit line)'],
    minutes: [3, '时长包', 'Bank of minutes'],
  },
);

/** Why a merchant's balance moved: one ledger row per movement. */
export const sellerLedgerKind = defineDictionary(
  'sellerLedgerKind',
  { zh: '流水类型', en: 'Movement' },
  {
    topUp: [1, '充值', 'Top-up'],
    couponIssued: [2, '发券扣费', 'Coupon issued'],
    couponVoided: [3, '作废退回', 'Coupon voided'],
    refund: [4, '退款', 'Refund'],
    codesBought: [5, '购买减免码', 'Discount codes bought'],
  },
);

/** What a coupon takes off a stay (see applyCoupons in the domain). */
export const couponKind = defineDictionary(
  'couponKind',
  { zh: '优惠类型', en: 'Coupon kind' },
  {
    free: [1, '全免', 'Free stay'],
    minutesOff: [2, '减时长', 'Minutes off'],
    moneyOff: [3, '减金额', 'Money off'],
    percentOff: [4, '折扣', 'Percentage off'],
    fixedPay: [5, '固定金额', 'Pay a fixed amount'],
    freeUntil: [6, '免费至时刻', 'Free until a time of day'],
  },
);

/** The period an issuing cap counts over. */
export const capPeriod = defineDictionary(
  'capPeriod',
  { zh: '限额周期', en: 'Cap period' },
  {
    day: [1, '每天', 'Per day'],
    week: [2, '每周', 'Per week'],
    month: [3, '每月', 'Per month'],
  },
);

/** A rule issues coupons while enabled; stopped pauses it, cancelled ends it for good. */
export const couponRuleState = defineDictionary(
  'couponRuleState',
  { zh: '规则状态', en: 'Rule state' },
  {
    enabled: [1, '启用', 'Enabled'],
    stopped: [2, '停用', 'Stopped'],
    cancelled: [3, '已作废', 'Cancelled'],
  },
);

/** What cancelling a rule does to the coupons it issued that no stay has used yet. */
export const couponRuleCancelType = defineDictionary(
  'couponRuleCancelType',
  { zh: '作废方式', en: 'Cancel type' },
  {
    keepIssued: [1, '仅作废规则，已发券照常可用', 'The rule only; issued coupons stay valid'],
    voidUnused: [2, '同时作废未使用的券并退回商户', 'Also void its unused coupons, refunding the merchant'],
  },
);

/** A coupon is normal until a stay uses it, then settled with its merchant; void ends it unused. */
export const couponState = defineDictionary(
  'couponState',
  { zh: '优惠券状态', en: 'Coupon state' },
  {
    normal: [0, '未使用', 'Normal'],
    used: [1, '已使用', 'Used'],
    settled: [2, '已结算', 'Settled'],
    void: [3, '已作废', 'Void'],
  },
);

export const couponDictionaries = [
  sellerSettleKind,
  sellerLedgerKind,
  couponKind,
  capPeriod,
  couponRuleState,
  couponRuleCancelType,
  couponState,
];
