/** What a coupon takes off, as a rule, a derate and a coupon all carry it (the fields of `couponValueFields`). */
export type CouponValueSource = {
  couponKind: number;
  money?: number | null;
  minutes?: number | null;
  percent?: number | null;
  untilTime?: string | null;
  stacks?: boolean | null;
};

/** The value fields copied from a rule or a derate onto the coupon it gives. */
export const couponValueOf = (s: CouponValueSource) => ({
  couponKind: s.couponKind,
  money: s.money ?? 0,
  minutes: s.minutes ?? 0,
  percent: s.percent ?? 0,
  untilTime: s.untilTime ?? null,
  stacks: s.stacks ?? false,
});
