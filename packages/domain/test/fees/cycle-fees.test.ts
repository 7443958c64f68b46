import { describe, expect, it } from 'vitest';
import { fee, quote, rule } from './fee-fixtures';

/** 5 yuan the first hour, 2 yuan each further hour. */
const hourly = { firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 200 };

describe('24-hour cycle', () => {
  const capped = rule('cycle24', { capPerCycle: 2000 }, hourly);

  it('5 yuan first hour, 2 yuan per further hour: in 08:00 out 11:10 costs 5 + 3×2 = 1100 fen (a started hour counts)', () => {
    expect(fee(capped, '2026-03-02 08:00', '2026-03-02 11:10')).toBe(1100);
  });

  it('cap 20 per cycle: a 26 h stay costs 20 + 2×2 = 2400 fen when the first hour does not repeat', () => {
    const q = quote(capped, '2026-03-02 08:00', '2026-03-03 10:00');
    expect(q.total).toBe(2400);
    expect(q.items.map((i) => [i.part, i.minutes, i.listAmount, i.amount, i.cappedBy, i.cycle])).toEqual([
      ['first', 60, 500, 500, null, 0],
      ['unit', 420, 1400, 1400, null, 0],
      ['unit', 960, 3200, 100, 'cycle', 0],
      ['unit', 120, 400, 400, null, 1],
    ]);
    expect(q.capsApplied).toEqual([expect.objectContaining({ kind: 'cycle', limit: 2000, before: 5100, after: 2000 })]);
    expect(q.items[2]?.note.en).toBe(
      '16 × 60 min at 2.00 yuan = 32.00 yuan; cut to 1.00 yuan by the cycle cap of 20.00 yuan',
    );
    expect(q.items[2]?.note.zh).toBe('每 60 分钟 2.00 元 × 16 = 32.00 元，周期封顶 20.00 元，实收 1.00 元');
  });

  it('cap 20 per cycle: a 26 h stay costs 20 + 5 + 2 = 2700 fen when the first hour repeats every cycle', () => {
    expect(fee({ ...capped, repeatFirst: true }, '2026-03-02 08:00', '2026-03-03 10:00')).toBe(2700);
  });

  it('an exact 24 h stay costs one cap, 2000 fen; one minute more starts the next cycle: 2200 fen', () => {
    expect(fee(capped, '2026-03-02 08:00', '2026-03-03 08:00')).toBe(2000);
    expect(fee(capped, '2026-03-02 08:00', '2026-03-03 08:01')).toBe(2200);
  });
});

describe('12-hour cycle', () => {
  const r = rule(
    'cycle12',
    { capPerCycle: 1500, repeatFirst: true },
    { firstMinutes: 30, firstPrice: 300, unitMinutes: 30, unitPrice: 100 },
  );

  it('3 yuan first half hour, 1 yuan per half hour, cap 15 per 12 h: 30 h costs 15 + 15 + (3 + 11×1) = 4400 fen', () => {
    expect(fee(r, '2026-03-02 08:00', '2026-03-03 14:00')).toBe(4400);
  });

  it('13 h costs 15 + (3 + 1) = 1900 fen', () => {
    expect(fee(r, '2026-03-02 08:00', '2026-03-02 21:00')).toBe(1900);
  });
});

describe('free minutes as a grace window', () => {
  const charged = rule('cycle24', { freeMinutes: 15 }, hourly);
  const deducted = { ...charged, deductFreeMinutes: true };

  it('15 free minutes: a 15 min stay is free either way, with one free line', () => {
    for (const r of [charged, deducted]) {
      const q = quote(r, '2026-03-02 08:00', '2026-03-02 08:15');
      expect(q.total).toBe(0);
      expect(q.freeMinutes).toBe(15);
      expect(q.items.map((i) => i.part)).toEqual(['free']);
    }
  });

  it('seconds are dropped: in 08:00:30 out 08:15:59 is 15 min and free', () => {
    expect(fee(charged, '2026-03-02 08:00:30', '2026-03-02 08:15:59')).toBe(0);
  });

  it('16 min: charged from entry, first hour 500 fen; deducted, 1 min charged, also 500 fen', () => {
    expect(fee(charged, '2026-03-02 08:00', '2026-03-02 08:16')).toBe(500);
    const q = quote(deducted, '2026-03-02 08:00', '2026-03-02 08:16');
    expect(q.total).toBe(500);
    expect(q.items.map((i) => [i.part, i.minutes])).toEqual([
      ['free', 15],
      ['first', 1],
    ]);
  });

  it('75 min: charged from entry 5 + 2 = 700 fen; with the free minutes deducted only the first hour, 500 fen', () => {
    expect(fee(charged, '2026-03-02 08:00', '2026-03-02 09:15')).toBe(700);
    expect(fee(deducted, '2026-03-02 08:00', '2026-03-02 09:15')).toBe(500);
  });

  it('free minutes repeated per cycle: 24 h 10 min costs the cap of cycle one only; 24 h 20 min adds one unit', () => {
    const r = { ...deducted, capPerCycle: 2000, repeatFree: true };
    expect(fee(r, '2026-03-02 08:00', '2026-03-03 08:10')).toBe(2000);
    expect(fee(r, '2026-03-02 08:00', '2026-03-03 08:20')).toBe(2200);
    expect(fee({ ...r, repeatFree: false }, '2026-03-02 08:00', '2026-03-03 08:10')).toBe(2200);
  });
});

describe('rounding of a started unit', () => {
  const r = rule('cycle24', {}, { unitMinutes: 30, unitPrice: 200 });

  it('2 yuan per 30 min, 70 min: up 3 units 600 fen, down 2 units 400 fen, nearest (10 of 30 min) 400 fen', () => {
    expect(fee({ ...r, rounding: 'up' }, '2026-03-02 08:00', '2026-03-02 09:10')).toBe(600);
    expect(fee({ ...r, rounding: 'down' }, '2026-03-02 08:00', '2026-03-02 09:10')).toBe(400);
    expect(fee({ ...r, rounding: 'nearest' }, '2026-03-02 08:00', '2026-03-02 09:10')).toBe(400);
  });

  it('80 min: nearest counts the last 20 of 30 min as a unit, 600 fen; down still 400 fen', () => {
    expect(fee({ ...r, rounding: 'nearest' }, '2026-03-02 08:00', '2026-03-02 09:20')).toBe(600);
    expect(fee({ ...r, rounding: 'down' }, '2026-03-02 08:00', '2026-03-02 09:20')).toBe(400);
  });

  it('says in the breakdown what happened to the last minutes', () => {
    expect(quote({ ...r, rounding: 'down' }, '2026-03-02 08:00', '2026-03-02 09:10').items[0]?.note.en).toBe(
      '2 × 30 min at 2.00 yuan = 4.00 yuan (the last 10 min are under a unit and not charged)',
    );
    expect(quote(r, '2026-03-02 08:00', '2026-03-02 09:10').items[0]?.note.zh).toBe(
      '每 30 分钟 2.00 元 × 3 = 6.00 元（末尾 10 分钟按 1 个单位计）',
    );
  });
});

describe('caps per natural day and in total', () => {
  it('cap 15 per natural day, no cycle cap: in 20:00 out 12:00 next day costs (5 + 3×2) + 15 = 2600 fen', () => {
    const r = rule('cycle24', { capPerDay: 1500 }, hourly);
    const q = quote(r, '2026-03-02 20:00', '2026-03-03 12:00');
    expect(q.total).toBe(2600);
    expect(q.capsApplied).toEqual([expect.objectContaining({ kind: 'day', limit: 1500, before: 2400, after: 1500 })]);
    // the hourly units are split at midnight so that each day's lines can be added up against its cap
    expect(q.items.map((i) => [i.from.toISOString(), i.units, i.amount, i.cappedBy])).toEqual([
      ['2026-03-02T12:00:00.000Z', 1, 500, null],
      ['2026-03-02T13:00:00.000Z', 3, 600, null],
      ['2026-03-02T16:00:00.000Z', 7, 1400, null],
      ['2026-03-02T23:00:00.000Z', 5, 100, 'day'],
    ]);
  });

  it('cap 20 per cycle and 50 in total: 72 h costs 20 + 20 + 10 = 5000 fen', () => {
    const r = rule('cycle24', { capPerCycle: 2000, capTotal: 5000 }, hourly);
    const q = quote(r, '2026-03-02 08:00', '2026-03-05 08:00');
    expect(q.total).toBe(5000);
    expect(q.capsApplied.map((c) => [c.kind, c.before, c.after])).toEqual([
      ['cycle', 5100, 2000],
      ['cycle', 4800, 2000],
      // the stay's lines list 51 + 48 + 48 yuan; the total cap cut the third cycle from 20 to 10 yuan
      ['total', 14700, 5000],
    ]);
  });
});
