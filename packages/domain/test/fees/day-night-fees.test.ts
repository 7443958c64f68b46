import { describe, expect, it } from 'vitest';
import { fee, quote, rule, window } from './fee-fixtures';

/** 08:00-20:00 first hour 5 yuan, then 2 yuan per 30 min; 20:00-08:00 1 yuan per hour. */
const day = window('08:00-20:00', { firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 200 });
const night = window('20:00-08:00', { unitMinutes: 60, unitPrice: 100 });
const dayNight = rule('dayNight', { periods: [day, night] });

describe('day and night periods', () => {
  it('08:00-20:00 first hour 5 yuan, then 2 yuan per 30 min, cap 30 yuan per day; in 07:40 out 21:10 → 3000 fen', () => {
    const q = quote({ ...dayNight, capPerDay: 3000 }, '2026-03-02 07:40', '2026-03-02 21:10');
    expect(q.total).toBe(3000);
    expect(q.items.map((i) => [i.period, i.part, i.minutes, i.listAmount, i.amount])).toEqual([
      [1, 'unit', 20, 100, 100], // night 07:40-08:00: one started hour
      [0, 'first', 60, 500, 500],
      [0, 'unit', 360, 2400, 2400], // 09:00-15:00: 12 half hours, the day reaches 30 yuan
      [0, 'unit', 300, 2000, 0],
      [1, 'unit', 70, 200, 0],
    ]);
    expect(q.items[1]?.note.en).toBe('08:00-20:00 first 60 min: 5.00 yuan');
    expect(q.items[4]?.note.zh).toBe(
      '20:00-08:00 每 60 分钟 1.00 元 × 2 = 2.00 元（末尾 10 分钟按 1 个单位计），每日封顶 30.00 元，实收 0.00 元',
    );
  });

  it('the same stay without the cap: 1 + 5 + 22×2 + 2×1 = 5200 fen', () => {
    expect(fee(dayNight, '2026-03-02 07:40', '2026-03-02 21:10')).toBe(5200);
  });

  it('a stay crossing 20:00 is split: in 19:00 out 22:30 costs 5 (day first hour) + 3×1 (night) = 800 fen', () => {
    const q = quote(dayNight, '2026-03-02 19:00', '2026-03-02 22:30');
    expect(q.total).toBe(800);
    expect(q.items.map((i) => [i.from.toISOString(), i.to.toISOString(), i.amount])).toEqual([
      ['2026-03-02T11:00:00.000Z', '2026-03-02T12:00:00.000Z', 500],
      ['2026-03-02T12:00:00.000Z', '2026-03-02T14:30:00.000Z', 300],
    ]);
  });

  it('a night cap of 5 yuan per night: in 20:00 out 10:00 next day costs 5 + (5 + 2×2) = 1400 fen', () => {
    const r = rule('dayNight', { periods: [day, { ...night, cap: 500 }] });
    const q = quote(r, '2026-03-02 20:00', '2026-03-03 10:00');
    expect(q.total).toBe(1400);
    expect(q.capsApplied).toEqual([expect.objectContaining({ kind: 'period', limit: 500, before: 1200, after: 500 })]);
  });

  it('two nights: the first day hour is charged once, 5 + 49 + 5 + 2×2 = 6300 fen; repeated each day, 6400 fen', () => {
    const r = rule('dayNight', { periods: [day, { ...night, cap: 500 }] });
    expect(fee(r, '2026-03-02 20:00', '2026-03-04 09:00')).toBe(6300);
    expect(fee({ ...r, repeatFirst: true }, '2026-03-02 20:00', '2026-03-04 09:00')).toBe(6400);
  });

  it('cap 30 yuan per 24 h from entry: in 10:00 out 12:00 next day costs 30 + 4×2 = 3800 fen', () => {
    const q = quote({ ...dayNight, capPerCycle: 3000 }, '2026-03-02 10:00', '2026-03-03 12:00');
    expect(q.total).toBe(3800);
    // the morning of day two is cut at 10:00, where the second 24 hours begin
    const last = q.items.at(-1);
    expect([last?.from.toISOString(), last?.amount, last?.cycle]).toEqual(['2026-03-03T02:00:00.000Z', 800, 1]);
  });

  it('deducted free minutes come off the start of the stay: 15 free, in 19:50 out 21:00 costs 1 hour of night, 100 fen', () => {
    const r = { ...dayNight, freeMinutes: 15, deductFreeMinutes: true };
    const q = quote(r, '2026-03-02 19:50', '2026-03-02 21:00');
    expect(q.items.map((i) => [i.part, i.minutes, i.amount])).toEqual([
      ['free', 15, 0],
      ['unit', 55, 100],
    ]);
    expect(q.total).toBe(100);
  });
});
