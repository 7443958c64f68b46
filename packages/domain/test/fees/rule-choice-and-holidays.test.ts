import { describe, expect, it } from 'vitest';
import { type FeeCalendar, feePeriod, pickFeeRule } from '../../src';
import { fee, quote, rule, window } from './fee-fixtures';

const hourly = { firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 200 };

describe('the rule for a car type and an area', () => {
  const standard = rule('cycle24', { id: 'default' }, hourly);
  const monthly = rule('flat', { id: 'monthly', carType: '1', flatPrice: 0 });
  const areaB = rule('cycle24', { id: 'area-b', areaId: 'B' }, { ...hourly, firstPrice: 1000, unitPrice: 400 });
  const trucksInB = rule('flat', { id: 'trucks-in-b', areaId: 'B', carType: '2', flatPrice: 300 });
  const rules = [standard, monthly, areaB, trucksInB];

  it.each([
    ['0', 'A', 'default', 700],
    ['1', 'A', 'monthly', 0],
    ['0', 'B', 'area-b', 1400],
    ['1', 'B', 'area-b', 1400], // the area's own rule before a car type's rule for every area
    ['2', 'B', 'trucks-in-b', 300],
  ])('car type %s in area %s is priced by %s: 2 h cost %i fen', (carType, areaId, id, total) => {
    const q = quote(rules, '2026-03-02 08:00', '2026-03-02 10:00', { carType, areaId });
    expect([q.ruleId, q.total]).toEqual([id, total]);
  });

  it('matches numeric car types and areas by their text', () => {
    expect(pickFeeRule(rules, 2, 'B')?.id).toBe('trucks-in-b');
  });

  it('finds nothing when no rule fits and there is no default', () => {
    expect(pickFeeRule([monthly, areaB], '0', 'A')).toBeNull();
  });
});

describe('holidays from the operator calendar', () => {
  const everyday = feePeriod({ ...hourly, cap: 2000 });
  const holiday = feePeriod({
    holiday: true,
    firstMinutes: 60,
    firstPrice: 1000,
    unitMinutes: 60,
    unitPrice: 300,
  });
  const r = rule('cycle24', { periods: [everyday, holiday] });
  // 2026: Saturday 7 March is a make-up working day, Tuesday 5 May a public holiday
  const calendar: FeeCalendar = { holidays: ['2026-05-05'], workdays: ['2026-03-07'], weekendIsHoliday: true };

  it.each([
    ['Monday 2 March', '2026-03-02', 900],
    ['Saturday 7 March, a make-up working day', '2026-03-07', 900],
    ['Sunday 8 March', '2026-03-08', 1600],
    ['Tuesday 5 May, a listed holiday', '2026-05-05', 1600],
  ])('%s, 10:00-13:00: %i fen (everyday 5 + 2×2, holiday 10 + 2×3)', (_, date, total) => {
    expect(fee(r, `${date} 10:00`, `${date} 13:00`, { calendar })).toBe(total);
  });

  it('marks holiday lines and says so', () => {
    const q = quote(r, '2026-03-08 10:00', '2026-03-08 11:00', { calendar });
    expect(q.items[0]?.holiday).toBe(true);
    expect(q.items[0]?.note.zh).toBe('节假日 首段 60 分钟 10.00 元');
  });

  it('without a calendar every day is an everyday: Sunday 10:00-13:00 costs 900 fen', () => {
    expect(fee(r, '2026-03-08 10:00', '2026-03-08 13:00')).toBe(900);
  });

  it('a 24 h cycle is priced by the day it begins: Friday 20:00 to Saturday 22:00 costs 20 + 2×3 = 2600 fen', () => {
    expect(fee(r, '2026-03-13 20:00', '2026-03-14 22:00', { calendar })).toBe(2600);
  });

  it('day and night with a whole-day holiday price: Friday 19:00 to Saturday 02:00 costs 5 + 4×1 + 2×2 = 1300 fen', () => {
    const dn = rule('dayNight', {
      periods: [
        window('08:00-20:00', { firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 200 }),
        window('20:00-08:00', { unitMinutes: 60, unitPrice: 100 }),
        { ...feePeriod({ unitMinutes: 60, unitPrice: 200 }), holiday: true },
      ],
    });
    const q = quote(dn, '2026-03-13 19:00', '2026-03-14 02:00', { calendar });
    expect(q.total).toBe(1300);
    expect(q.items.map((i) => [i.period, i.holiday, i.from.toISOString(), i.amount])).toEqual([
      [0, false, '2026-03-13T11:00:00.000Z', 500],
      [1, false, '2026-03-13T12:00:00.000Z', 400],
      [2, true, '2026-03-13T16:00:00.000Z', 400],
    ]);
  });
});
