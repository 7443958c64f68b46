import { describe, expect, it } from 'vitest';
import { periodBetween, periodEnd, periodForPassMoney, priceOfDays, priceOfMonths } from '../src';

const quarterly = { monthlyFee: 30000, period: { months: 3, price: 80000 } };
const yearly = { monthlyFee: 30000, period: { months: 12, price: 300000 } };
const monthly = { monthlyFee: 30000, period: null };

describe('pass prices', () => {
  it('whole periods at the kind price, the months left at the monthly fee', () => {
    expect(priceOfMonths(3, quarterly)).toBe(80000);
    expect(priceOfMonths(7, quarterly)).toBe(2 * 80000 + 30000);
    expect(priceOfMonths(2, quarterly)).toBe(60000);
    expect(priceOfMonths(15, yearly)).toBe(300000 + 3 * 30000);
    expect(priceOfMonths(12, monthly)).toBe(360000);
    expect(priceOfDays(10, 30000)).toBe(10000);
  });

  it('money buys whole periods first, then months', () => {
    expect(periodForPassMoney(80000, quarterly, false)).toEqual({ months: 3, days: 0 });
    expect(periodForPassMoney(190000, quarterly, false)).toEqual({ months: 7, days: 0 });
    expect(periodForPassMoney(90000, monthly, false)).toEqual({ months: 3, days: 0 });
    expect(periodForPassMoney(85000, quarterly, false)).toHaveProperty('zh');
  });

  it('a period counted from start to end gives back the months that made it', () => {
    for (const start of ['2030-01-31', '2030-02-28', '2031-12-01', '2032-02-29']) {
      for (let months = 1; months <= 30; months++) {
        expect(periodBetween(start, periodEnd(start, months))).toEqual({ months, days: 0 });
      }
    }
    expect(periodBetween('2030-01-01', '2030-02-10')).toEqual({ months: 1, days: 10 });
    expect(periodBetween('2030-01-01', '2030-01-05')).toEqual({ months: 0, days: 5 });
  });
});
