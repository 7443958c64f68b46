import { describe, expect, it } from 'vitest';
import { fee, quote, rule } from './fee-fixtures';

const hourly = { firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 200 };

describe('natural day', () => {
  it('cap 10 yuan per day, in 22:00 out 10:00 next day: (5 + 2) + 10 = 1700 fen; a 24 h cycle would cap it at 1000', () => {
    const r = rule('naturalDay', { capPerCycle: 1000 }, hourly);
    const q = quote(r, '2026-03-02 22:00', '2026-03-03 10:00');
    expect(q.total).toBe(1700);
    expect(q.items.map((i) => [i.cycle, i.part, i.amount])).toEqual([
      [0, 'first', 500],
      [0, 'unit', 200],
      [1, 'unit', 1000], // 00:00-05:00, five hours reach the day's 10 yuan
      [1, 'unit', 0],
    ]);
    expect(fee({ ...r, mode: 'cycle24' }, '2026-03-02 22:00', '2026-03-03 10:00')).toBe(1000);
  });

  it('Monday 18:00 to Thursday 09:30, cap 20 per day: (5 + 5×2) + 20 + 20 + 10×2 = 7500 fen, two days capped', () => {
    const r = rule('naturalDay', { capPerCycle: 2000 }, hourly);
    const q = quote(r, '2026-03-02 18:00', '2026-03-05 09:30');
    expect(q.total).toBe(7500);
    expect(q.capsApplied.map((c) => [c.kind, c.from.toISOString(), c.before, c.after])).toEqual([
      ['cycle', '2026-03-02T16:00:00.000Z', 4800, 2000],
      ['cycle', '2026-03-03T16:00:00.000Z', 4800, 2000],
    ]);
  });

  it('restarts the first hour at midnight when it repeats: in 22:00 out 02:00 costs (5 + 2) + (5 + 2) = 1400 fen', () => {
    expect(fee(rule('naturalDay', { repeatFirst: true }, hourly), '2026-03-02 22:00', '2026-03-03 02:00')).toBe(1400);
  });
});

describe('natural day with free minutes running past midnight', () => {
  it('15 free minutes deducted, in 23:55 out 01:00: charged from 00:10, and that is still the first hour, 500 fen', () => {
    const r = rule('naturalDay', { freeMinutes: 15, deductFreeMinutes: true }, hourly);
    const q = quote(r, '2026-03-02 23:55', '2026-03-03 01:00');
    expect(q.items.map((i) => [i.part, i.minutes, i.amount])).toEqual([
      ['free', 5, 0],
      ['free', 10, 0],
      ['first', 50, 500],
    ]);
    expect(q.freeMinutes).toBe(15);
  });
});

describe('times are those of the park, not of the server', () => {
  const r = rule('naturalDay', { repeatFirst: true }, hourly);

  it('Asia/Shanghai: in 23:30 out 00:30 crosses midnight (16:00 UTC): two first hours, 1000 fen', () => {
    const q = quote(r, '2026-03-02 23:30', '2026-03-03 00:30');
    expect(q.total).toBe(1000);
    expect(q.items[1]?.from.toISOString()).toBe('2026-03-02T16:00:00.000Z');
  });

  it('the same instants in a park on UTC fall within one day: 500 fen', () => {
    expect(fee(r, '2026-03-02 15:30', '2026-03-02 16:30', { zone: 'UTC' })).toBe(500);
  });

  it('Europe/Berlin, 29 March 2026 has 23 hours: 1 yuan per hour capped at 20 per day, 12:00 Sat to 12:00 Mon = 12 + 20 + 12 = 4400 fen', () => {
    const berlin = rule('naturalDay', { capPerCycle: 2000 }, { unitMinutes: 60, unitPrice: 100 });
    const q = quote(berlin, '2026-03-28 12:00', '2026-03-30 12:00', { zone: 'Europe/Berlin' });
    expect(q.total).toBe(4400);
    expect(q.items.map((i) => [i.from.toISOString(), i.minutes, i.listAmount])).toEqual([
      ['2026-03-28T11:00:00.000Z', 720, 1200],
      ['2026-03-28T23:00:00.000Z', 1200, 2000],
      ['2026-03-29T19:00:00.000Z', 180, 300],
      ['2026-03-29T22:00:00.000Z', 720, 1200],
    ]);
  });
});
