import { describe, expect, it } from 'vitest';
import { applyCoupons, type CouponKind, type CouponStay, capPeriodStart, couponKinds, type StayCoupon } from '../src';

const zone = 'Asia/Shanghai';
/** 2030-06-01 00:00 in Shanghai, in epoch minutes. */
const day0 = Date.UTC(2030, 4, 31, 16, 0) / 60000;
const at = (hour: number, minute = 0) => day0 + hour * 60 + minute;

/** 15 free minutes, then 2 yuan per started hour, at most 20 yuan a stay. */
const hourly = (minutes: number) => (minutes <= 15 ? 0 : Math.min(2000, Math.ceil(minutes / 60) * 200));

const stayOf = (entryMinute: number, exitMinute: number): CouponStay => ({
  entryMinute,
  exitMinute,
  fee: hourly(exitMinute - entryMinute),
  priceFrom: (from) => hourly(exitMinute - from),
  timeZone: zone,
});

const coupon = (id: string, kind: CouponKind, value: number, stacks: boolean, preferred = false): StayCoupon => ({
  id,
  kind,
  value,
  stacks,
  preferred,
});

describe('coupons worked out by hand', () => {
  // 09:00 to 14:30: 5 h 30 min, 6 started hours, 12 yuan.
  const stay = stayOf(at(9), at(14, 30));

  it('two stacking coupons: 2 hours off, then 3 yuan off', () => {
    expect(stay.fee).toBe(1200);
    // From 11:00 to 14:30 is 4 started hours, 8 yuan; 3 yuan off leaves 5 yuan.
    const outcome = applyCoupons(stay, [coupon('b', 'moneyOff', 300, true), coupon('a', 'minutesOff', 120, true)]);
    expect(outcome).toEqual({
      discount: 700,
      pay: 500,
      used: [
        { id: 'a', discount: 400 },
        { id: 'b', discount: 300 },
      ],
    });
  });

  it('two stacking coupons: 50% off and free until 12:00', () => {
    // From 12:00 to 14:30 is 3 started hours, 6 yuan; half of it is 3 yuan.
    const outcome = applyCoupons(stay, [coupon('p', 'percentOff', 50, true), coupon('u', 'freeUntil', 12 * 60, true)]);
    expect(outcome.pay).toBe(300);
    expect(outcome.used.map((u) => u.id)).toEqual(['u', 'p']);
  });

  it('two coupons that do not stack: only the one saving more is used', () => {
    // 5 yuan off leaves 7 yuan; paying a fixed 8 yuan leaves 8 yuan.
    const outcome = applyCoupons(stay, [coupon('fix', 'fixedPay', 800, false), coupon('off', 'moneyOff', 500, false)]);
    expect(outcome).toEqual({ discount: 500, pay: 700, used: [{ id: 'off', discount: 500 }] });
  });

  it('two coupons that do not stack: 3 hours off beats 30% off', () => {
    // From 12:00 is 3 started hours, 6 yuan; 30% off 12 yuan is 8.40 yuan.
    const outcome = applyCoupons(stay, [
      coupon('pct', 'percentOff', 30, false),
      coupon('min', 'minutesOff', 180, false),
    ]);
    expect(outcome).toEqual({ discount: 600, pay: 600, used: [{ id: 'min', discount: 600 }] });
  });

  it('a coupon the rule prefers is used even when another saves more', () => {
    const outcome = applyCoupons(stay, [
      coupon('free', 'free', 0, false),
      coupon('pref', 'moneyOff', 100, false, true),
    ]);
    expect(outcome.used).toEqual([{ id: 'pref', discount: 100 }]);
  });

  it('a stacking coupon that saves nothing more is not spent', () => {
    const outcome = applyCoupons(stay, [coupon('all', 'moneyOff', 5000, true), coupon('more', 'moneyOff', 100, true)]);
    expect(outcome).toEqual({ discount: 1200, pay: 0, used: [{ id: 'all', discount: 1200 }] });
  });

  it('free until a time after the exit makes the stay free', () => {
    expect(applyCoupons(stay, [coupon('u', 'freeUntil', 15 * 60, false)]).pay).toBe(0);
  });
});

/** Mulberry32: the same 10,000 cases on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const randomValue = (kind: CouponKind, random: () => number): number => {
  switch (kind) {
    case 'free':
      return 0;
    case 'minutesOff':
      return Math.floor(random() * 600);
    case 'moneyOff':
    case 'fixedPay':
      return Math.floor(random() * 3000);
    case 'percentOff':
      return 1 + Math.floor(random() * 100);
    case 'freeUntil':
      return Math.floor(random() * 1440);
  }
};

describe('coupon properties over 10,000 random stays', () => {
  it('0 ≤ discount ≤ fee, the shares add up, and the order coupons are given in changes nothing', () => {
    const random = seeded(19);
    for (let n = 0; n < 10_000; n++) {
      const entry = day0 + Math.floor(random() * 3 * 1440);
      const stay = stayOf(entry, entry + Math.floor(random() * 2 * 1440));
      const coupons = Array.from({ length: Math.floor(random() * 6) }, (_, i) => {
        const kind = couponKinds[Math.floor(random() * couponKinds.length)]!;
        return coupon(`c${i}`, kind, randomValue(kind, random), random() < 0.6, random() < 0.1);
      });
      const outcome = applyCoupons(stay, coupons);
      expect(outcome.discount).toBeGreaterThanOrEqual(0);
      expect(outcome.discount).toBeLessThanOrEqual(stay.fee);
      expect(outcome.pay + outcome.discount).toBe(stay.fee);
      expect(outcome.used.reduce((sum, u) => sum + u.discount, 0)).toBe(outcome.discount);
      expect(new Set(outcome.used.map((u) => u.id)).size).toBe(outcome.used.length);
      const shuffled = [...coupons];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      expect(applyCoupons(stay, shuffled)).toEqual(outcome);
    }
  });
});

describe('cap periods', () => {
  // Wednesday 2030-06-05 10:00 in Shanghai.
  const now = new Date('2030-06-05T02:00:00Z');
  it('start at the park’s midnight of the day, the Monday and the first of the month', () => {
    expect(capPeriodStart(now, 'day', zone).toISOString()).toBe('2030-06-04T16:00:00.000Z');
    expect(capPeriodStart(now, 'week', zone).toISOString()).toBe('2030-06-02T16:00:00.000Z');
    expect(capPeriodStart(now, 'month', zone).toISOString()).toBe('2030-05-31T16:00:00.000Z');
  });
});
