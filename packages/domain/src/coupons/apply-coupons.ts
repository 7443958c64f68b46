import { instantOfWall, localDay } from '../fees/zone-clock';
import type { CouponKind, CouponOutcome, CouponStay, CouponUse, StayCoupon } from './coupon-kinds';

const minutesPerDay = 1440;

/** Time coupons move the start of the charged stretch; then percentages, money off, a fixed price, free. */
const kindOrder: Record<CouponKind, number> = {
  freeUntil: 0,
  minutesOff: 1,
  percentOff: 2,
  moneyOff: 3,
  fixedPay: 4,
  free: 5,
};

/** A fixed order of any set of coupons, so the result never depends on the order they were given in. */
const canonical = (coupons: readonly StayCoupon[]): StayCoupon[] =>
  [...coupons].sort(
    (a, b) =>
      kindOrder[a.kind] - kindOrder[b.kind] ||
      b.value - a.value ||
      Number(b.preferred ?? false) - Number(a.preferred ?? false) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

const clampFee = (value: number, fee: number): number => Math.min(fee, Math.max(0, Math.round(value)));

function freeUntilInstant(stay: CouponStay, minuteOfDay: number): number {
  const day = localDay(stay.exitMinute, stay.timeZone);
  return instantOfWall(day * minutesPerDay + Math.min(minutesPerDay - 1, Math.max(0, minuteOfDay)), stay.timeZone);
}

/** What the driver pays with these coupons applied together (already in canonical order). */
function priceWith(stay: CouponStay, coupons: readonly StayCoupon[]): number {
  let start = stay.entryMinute;
  let shifted = false;
  let percentKept = 1;
  let moneyOff = 0;
  let ceiling = Number.POSITIVE_INFINITY;
  for (const c of coupons) {
    if (c.kind === 'free') return 0;
    if (c.kind === 'freeUntil') {
      start = Math.max(start, Math.min(stay.exitMinute, freeUntilInstant(stay, c.value)));
      shifted = true;
    } else if (c.kind === 'minutesOff') {
      start += Math.max(0, c.value);
      shifted = true;
    } else if (c.kind === 'percentOff') percentKept *= 1 - Math.min(100, Math.max(0, c.value)) / 100;
    else if (c.kind === 'moneyOff') moneyOff += Math.max(0, c.value);
    else ceiling = Math.min(ceiling, Math.max(0, c.value));
  }
  let price = stay.fee;
  if (shifted) price = start >= stay.exitMinute ? 0 : clampFee(stay.priceFrom(start), stay.fee);
  price = clampFee(price * percentKept - moneyOff, price);
  return Math.min(price, ceiling);
}

type Option = { coupons: StayCoupon[]; pay: number; preferred: boolean };

/** Drops stacking coupons that change nothing, so a coupon is spent only when it saves the driver money. */
function withoutIdle(stay: CouponStay, coupons: StayCoupon[]): StayCoupon[] {
  let kept = coupons;
  const pay = priceWith(stay, kept);
  for (const c of coupons) {
    const without = kept.filter((k) => k !== c);
    if (without.length > 0 && priceWith(stay, without) === pay) kept = without;
  }
  return kept;
}

function shares(stay: CouponStay, coupons: StayCoupon[]): CouponUse[] {
  const uses: CouponUse[] = [];
  let before = stay.fee;
  for (let i = 0; i < coupons.length; i++) {
    const after = priceWith(stay, coupons.slice(0, i + 1));
    uses.push({ id: coupons[i]!.id, discount: before - after });
    before = after;
  }
  return uses;
}

/**
 * The coupons a stay uses and what they take off. A coupon that does not stack is used alone; stacking
 * coupons are used together. Of those choices, the one the rule prefers wins, else the one leaving the
 * driver least to pay, then the one spending fewest coupons, then the lowest ids.
 */
export function applyCoupons(stay: CouponStay, coupons: readonly StayCoupon[]): CouponOutcome {
  const fee = Math.max(0, stay.fee);
  if (fee === 0 || coupons.length === 0) return { discount: 0, pay: fee, used: [] };
  const sorted = canonical(coupons);
  const options: Option[] = [];
  for (const c of sorted.filter((s) => !s.stacks)) {
    const pay = priceWith(stay, [c]);
    options.push({ coupons: [c], pay, preferred: c.preferred === true && pay < fee });
  }
  const stacking = sorted.filter((s) => s.stacks);
  if (stacking.length > 0) {
    const kept = withoutIdle(stay, stacking);
    const pay = priceWith(stay, kept);
    options.push({ coupons: kept, pay, preferred: pay < fee && kept.some((c) => c.preferred === true) });
  }
  const idsOf = (o: Option) => o.coupons.map((c) => c.id).join(',');
  options.sort(
    (a, b) =>
      Number(b.preferred) - Number(a.preferred) ||
      a.pay - b.pay ||
      a.coupons.length - b.coupons.length ||
      (idsOf(a) < idsOf(b) ? -1 : idsOf(a) > idsOf(b) ? 1 : 0),
  );
  const best = options[0]!;
  if (best.pay >= fee) return { discount: 0, pay: fee, used: [] };
  return { discount: fee - best.pay, pay: best.pay, used: shares({ ...stay, fee }, best.coupons) };
}
