/**
 * What a coupon does to a stay's fee:
 * - free: the stay costs nothing;
 * - minutesOff: the first `value` minutes of the stay are not charged;
 * - moneyOff: `value` fen off the fee;
 * - percentOff: `value` percent (1-100) off the fee;
 * - fixedPay: the driver pays at most `value` fen;
 * - freeUntil: the stay is not charged before `value` (minute of the day, 0-1439) on the exit's local day.
 */
export const couponKinds = ['free', 'minutesOff', 'moneyOff', 'percentOff', 'fixedPay', 'freeUntil'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** One coupon a stay could use; `id` names it in the answer and breaks ties. */
export type StayCoupon = {
  id: string;
  kind: CouponKind;
  value: number;
  /** Combines with other stacking coupons; a coupon that does not stack is used alone. */
  stacks: boolean;
  /** The rule asks for this coupon to be used whenever it can, even if another would save more. */
  preferred?: boolean;
};

/** The stay being priced: its fee as the fee engine charged it and how to price a shorter stretch of it. */
export type CouponStay = {
  /** Epoch minutes. */
  entryMinute: number;
  exitMinute: number;
  /** The fee before coupons, in fen. */
  fee: number;
  /** Fee of the same stay charged from `fromMinute` to the exit (the fee engine's price), in fen. */
  priceFrom: (fromMinute: number) => number;
  timeZone: string;
};

export type CouponUse = { id: string; discount: number };

export type CouponOutcome = {
  /** 0 ≤ discount ≤ fee. */
  discount: number;
  /** What the driver pays. */
  pay: number;
  /** The coupons used, each with its share of the discount; the shares add up to the discount. */
  used: CouponUse[];
};
