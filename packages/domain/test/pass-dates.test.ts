import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, periodEnd, periodForMoney, renewedEnd } from '../src/pass-dates';

describe('pass periods', () => {
  it('a period ends the day before the same day N months later, or at a short month end', () => {
    expect(periodEnd('2030-01-15', 1)).toBe('2030-02-14');
    expect(periodEnd('2030-01-31', 1)).toBe('2030-02-28');
    expect(periodEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(periodEnd('2028-01-30', 1)).toBe('2028-02-29');
    expect(periodEnd('2030-01-29', 1)).toBe('2030-02-28');
    expect(periodEnd('2030-02-01', 1)).toBe('2030-02-28');
    expect(periodEnd('2030-12-01', 1)).toBe('2030-12-31');
    expect(periodEnd('2030-11-15', 3)).toBe('2031-02-14');
    expect(periodEnd('2028-02-29', 12)).toBe('2029-02-28');
    expect(periodEnd('2030-03-31', 11)).toBe('2031-02-28');
  });

  it('back-to-back renewals of one month each cover every day exactly once for ten years', () => {
    let end = '2029-12-31';
    for (let i = 0; i < 120; i++) {
      const next = renewedEnd({ currentEnd: end, today: '2000-01-01', months: 1 });
      expect(daysBetween(end, next)).toBeGreaterThanOrEqual(28);
      expect(daysBetween(end, next)).toBeLessThanOrEqual(31);
      end = next;
    }
    expect(end).toBe('2039-12-31');
  });

  it('a renewal starts the day after the current end, or today when that has passed', () => {
    expect(renewedEnd({ currentEnd: '2030-01-31', today: '2029-06-01', months: 1 })).toBe('2030-02-28');
    expect(renewedEnd({ currentEnd: '2020-01-31', today: '2030-03-10', months: 1 })).toBe('2030-04-09');
    expect(renewedEnd({ currentEnd: null, today: '2030-03-10', months: 2, extraDays: 5 })).toBe('2030-05-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('money buys whole months, or with pro-rating the remaining days', () => {
    expect(periodForMoney(90000, 30000, false)).toEqual({ months: 3, days: 0 });
    expect(periodForMoney(45000, 30000, false)).toMatchObject({ en: expect.stringContaining('not a whole number') });
    expect(periodForMoney(45000, 30000, true)).toEqual({ months: 1, days: 15 });
    expect(periodForMoney(500, 30000, true)).toMatchObject({ en: expect.stringContaining('does not pay for one day') });
    expect(periodForMoney(100, 0, false)).toMatchObject({ en: expect.stringContaining('no monthly fee') });
    expect(periodForMoney(0, 30000, false)).toMatchObject({ en: expect.stringContaining('more than 0') });
  });
});
