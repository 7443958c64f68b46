import { describe, expect, it } from 'vitest';
import {
  type FeeRule,
  feeModes,
  feePeriod,
  newFeeRule,
  validateFeeCalendar,
  validateFeeRule,
  validateFeeRuleSet,
} from '../../src';
import { rule, window } from './fee-fixtures';

const paths = (r: FeeRule) => validateFeeRule(r).map((p) => p.path);
const hourly = { firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 200 };

describe('fee rule validation', () => {
  it('accepts a new rule of every mode', () => {
    for (const mode of feeModes) expect(validateFeeRule(newFeeRule(mode, 'x')), mode).toEqual([]);
  });

  it('refuses day and night periods that overlap, naming where', () => {
    const r = rule('dayNight', { periods: [window('08:00-20:00'), window('19:00-08:00')] });
    expect(validateFeeRule(r)).toEqual([
      {
        path: 'periods[1]',
        message: { zh: '时段与第 1 个时段从 19:00 起重叠', en: 'the period overlaps period 1 from 19:00' },
      },
    ]);
  });

  it('refuses periods that leave part of the day unpriced', () => {
    const r = rule('dayNight', { periods: [window('08:00-20:00'), window('21:00-08:00')] });
    expect(validateFeeRule(r)).toEqual([
      {
        path: 'periods',
        message: { zh: '平日时段没有覆盖 20:00-21:00', en: 'no everyday period covers 20:00-21:00' },
      },
    ]);
  });

  it('checks holiday periods as a day of their own', () => {
    const r = rule('dayNight', {
      periods: [window('08:00-20:00'), window('20:00-08:00'), { ...window('00:00-12:00'), holiday: true }],
    });
    expect(validateFeeRule(r).map((p) => p.message.en)).toEqual(['no holiday period covers 12:00-24:00']);
  });

  it('refuses a cap smaller than a first-period price, with both amounts', () => {
    const r = rule('cycle24', { capPerCycle: 300 }, hourly);
    expect(validateFeeRule(r)).toEqual([
      {
        path: 'capPerCycle',
        message: {
          zh: '周期封顶 3.00 元小于首段价格 5.00 元（periods[0]）',
          en: 'the cycle cap of 3.00 yuan is less than the first-period price of 5.00 yuan (periods[0])',
        },
      },
    ]);
    expect(paths(rule('cycle24', { capPerDay: 100, capTotal: 499 }, hourly))).toEqual(['capPerDay', 'capTotal']);
    expect(paths(rule('cycle24', {}, { ...hourly, cap: 400 }))).toEqual(['periods[0].cap']);
    expect(paths(rule('flat', { flatPrice: 1000, capTotal: 800 }))).toEqual(['capTotal']);
  });

  it('refuses prices and caps that are not whole non-negative fen', () => {
    expect(paths(rule('cycle24', { capTotal: -1 }, { unitPrice: 2.5, firstMinutes: 30, firstPrice: -100 }))).toEqual([
      'capTotal',
      'periods[0].firstPrice',
      'periods[0].unitPrice',
    ]);
  });

  it('refuses lengths that are not positive', () => {
    expect(paths(rule('cycle24', {}, { unitMinutes: 0 }))).toEqual(['periods[0].unitMinutes']);
    expect(paths(rule('ladder', { cycleMinutes: 0 }))).toEqual(['cycleMinutes']);
    expect(paths(rule('cycle24', { freeMinutes: -5 }))).toEqual(['freeMinutes']);
  });

  it('refuses a ladder step that cuts a unit of the part before it, and suggests where to start it', () => {
    const r = rule('ladder', {}, { ...hourly, steps: [{ fromMinute: 100, unitMinutes: 30, unitPrice: 100 }] });
    expect(validateFeeRule(r)[0]?.message.en).toBe(
      'a step starting at minute 100 cuts a 60-minute unit of the part before it; start it at minute 60 or 120',
    );
    const backwards = rule('ladder', {}, { ...hourly, steps: [{ fromMinute: 60, unitMinutes: 30, unitPrice: 100 }] });
    expect(paths(backwards)).toEqual(['periods[0].steps[0].fromMinute']);
  });

  it('wants one whole-day period in cycle modes and free minutes shorter than a cycle', () => {
    expect(paths(rule('cycle24', { periods: [window('08:00-20:00')] }))).toEqual(['periods[0]']);
    expect(paths(rule('cycle12', { periods: [feePeriod(), feePeriod()] }))).toEqual(['periods[1]']);
    expect(paths(rule('cycle12', { freeMinutes: 720 }))).toEqual(['freeMinutes']);
    expect(paths(rule('cycle24', { periods: [] }))).toEqual(['periods']);
  });

  it('keeps mode-specific fields to their modes', () => {
    expect(paths(rule('cycle24', { cycleMinutes: 600 }))).toEqual(['cycleMinutes']);
    expect(paths(rule('flat', { periods: [feePeriod()] }))).toEqual(['periods']);
    expect(paths({ ...rule('cycle24'), mode: 'hourly' as FeeRule['mode'] })).toEqual(['mode']);
  });

  it('refuses two rules of a park for the same car type and area', () => {
    const problems = validateFeeRuleSet([
      rule('cycle24', { carType: '1' }),
      rule('flat', { carType: '1' }),
      rule('flat', { carType: '1', areaId: 'B' }),
    ]);
    expect(problems).toEqual([
      { path: '[1]', message: { zh: '与第 1 条规则的车辆类型和区域相同', en: 'same car type and area as rule 1' } },
    ]);
  });

  it('checks the calendar dates', () => {
    const problems = validateFeeCalendar({
      holidays: ['2026-10-01', '2026-02-30'],
      workdays: ['2026-10-01', '2026-09-27'],
      weekendIsHoliday: true,
    });
    expect(problems.map((p) => [p.path, p.message.en])).toEqual([
      ['holidays[1]', '2026-02-30 is not a date'],
      ['workdays[0]', '2026-10-01 cannot be both a holiday and a working day'],
    ]);
  });
});
