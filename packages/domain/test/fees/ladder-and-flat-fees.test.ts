import { describe, expect, it } from 'vitest';
import { fee, quote, rule } from './fee-fixtures';

/** First 30 min 3 yuan, then 2 yuan per hour, from minute 270 (after four such hours) 1 yuan per 30 min. */
const ladderPrices = {
  firstMinutes: 30,
  firstPrice: 300,
  unitMinutes: 60,
  unitPrice: 200,
  steps: [{ fromMinute: 270, unitMinutes: 30, unitPrice: 100 }],
};

describe('ladder', () => {
  it('3 yuan first 30 min, 2 yuan per hour for 4 h, then 1 yuan per 30 min: 6 h costs 3 + 4×2 + 3×1 = 1400 fen', () => {
    const q = quote(rule('ladder', { cycleMinutes: null }, ladderPrices), '2026-03-02 08:00', '2026-03-02 14:00');
    expect(q.total).toBe(1400);
    expect(q.items.map((i) => [i.part, i.minutes, i.units, i.amount])).toEqual([
      ['first', 30, 1, 300],
      ['unit', 240, 4, 800],
      ['step', 90, 3, 300],
    ]);
  });

  it('without cycles the second loop runs on: 30 h costs 3 + 8 + 51×1 = 6200 fen', () => {
    expect(fee(rule('ladder', { cycleMinutes: null }, ladderPrices), '2026-03-02 08:00', '2026-03-03 14:00')).toBe(
      6200,
    );
  });

  it('12 h cycles capped at 20 yuan: 14 h costs 20 + 2×2 = 2400 fen, or 20 + 3 + 2×2 = 2700 fen when the ladder restarts', () => {
    const r = rule('ladder', { cycleMinutes: 720, capPerCycle: 2000 }, ladderPrices);
    expect(fee(r, '2026-03-02 08:00', '2026-03-02 22:00')).toBe(2400);
    expect(fee({ ...r, repeatFirst: true }, '2026-03-02 08:00', '2026-03-02 22:00')).toBe(2700);
  });
});

describe('flat per entry', () => {
  const flat = rule('flat', { flatPrice: 1000, freeMinutes: 15, holidayFlatPrice: 1500 });
  const weekends = { holidays: [], workdays: [], weekendIsHoliday: true };

  it('10 yuan per entry after 15 free minutes: 10 min is free, 16 min and 3 days both cost 1000 fen', () => {
    expect(fee(flat, '2026-03-02 08:00', '2026-03-02 08:10')).toBe(0);
    expect(fee(flat, '2026-03-02 08:00', '2026-03-02 08:16')).toBe(1000);
    const q = quote(flat, '2026-03-02 08:00', '2026-03-05 08:00');
    expect(q.items.map((i) => [i.part, i.minutes, i.amount])).toEqual([['flat', 3 * 1440, 1000]]);
    expect(q.items[0]?.note).toEqual({ zh: '按次收费 10.00 元', en: 'per entry: 10.00 yuan' });
  });

  it('the free minutes show as their own line when deducted', () => {
    const q = quote({ ...flat, deductFreeMinutes: true }, '2026-03-02 08:00', '2026-03-02 10:00');
    expect(q.items.map((i) => [i.part, i.minutes, i.amount])).toEqual([
      ['free', 15, 0],
      ['flat', 105, 1000],
    ]);
  });

  it('an entry on a Saturday costs the holiday price, 1500 fen, even when leaving on Monday', () => {
    expect(fee(flat, '2026-03-07 09:00', '2026-03-09 09:00', { calendar: weekends })).toBe(1500);
    expect(fee(flat, '2026-03-06 09:00', '2026-03-07 09:00', { calendar: weekends })).toBe(1000);
  });
});
