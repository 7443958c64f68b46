import { describe, expect, it } from 'vitest';
import { calculateFee, calculateFeeTotal, type FeeInput } from '../../src';
import { at, rule } from './fee-fixtures';

const hourly = rule('cycle24', {}, { firstMinutes: 60, firstPrice: 500, unitMinutes: 60, unitPrice: 200 });
const stay = (entry: string, exit: string): FeeInput => ({
  rules: [hourly],
  carType: null,
  entry: at(entry),
  exit: at(exit),
  timeZone: 'Asia/Shanghai',
});

describe('answers that are not a fee', () => {
  it('refuses an exit before the entry with a message, never a negative fee', () => {
    const result = calculateFee(stay('2026-03-02 10:00', '2026-03-02 09:00'));
    expect(result).toEqual({
      ok: false,
      code: 'exitBeforeEntry',
      message: { zh: '出场时间早于入场时间', en: 'exit is before entry' },
    });
  });

  it('refuses a time that is not a time', () => {
    const result = calculateFee({ ...stay('2026-03-02 10:00', '2026-03-02 11:00'), exit: new Date(Number.NaN) });
    expect(result.ok ? null : result.code).toBe('invalidTime');
  });

  it('refuses an unknown time zone when the rule needs the clock', () => {
    const input = { ...stay('2026-03-02 10:00', '2026-03-02 11:00'), timeZone: 'Mars/Olympus' };
    const result = calculateFee({ ...input, rules: [{ ...hourly, mode: 'naturalDay' }] });
    expect(result.ok ? null : result.message.en).toBe('unknown time zone Mars/Olympus');
  });

  it('names the field of a rule that cannot be priced', () => {
    const broken = { ...hourly, periods: [{ ...hourly.periods[0], unitMinutes: 0 }] } as typeof hourly;
    const result = calculateFee({ ...stay('2026-03-02 10:00', '2026-03-02 11:00'), rules: [broken] });
    expect(result.ok ? null : [result.code, result.message.en]).toEqual([
      'invalidRule',
      'periods[0].unitMinutes: unit length (minutes) must be between 1 and 527040',
    ]);
  });

  it('prices a rule again after it is edited in place, as a form would', () => {
    const editable = rule('cycle24', {}, { unitMinutes: 60, unitPrice: 200 });
    const input = { ...stay('2026-03-02 10:00', '2026-03-02 12:00'), rules: [editable] };
    expect(calculateFeeTotal(input)).toMatchObject({ total: 400 });
    const period = editable.periods[0] as { unitPrice: number; unitMinutes: number };
    period.unitPrice = 300;
    expect(calculateFeeTotal(input)).toMatchObject({ total: 600 });
    period.unitMinutes = 0;
    expect(calculateFeeTotal(input)).toMatchObject({ ok: false, code: 'invalidRule' });
  });

  it('a stay of no time costs nothing and still has a line', () => {
    const result = calculateFee(stay('2026-03-02 10:00', '2026-03-02 10:00'));
    expect(result.ok && result.items.map((i) => [i.part, i.minutes, i.amount])).toEqual([['free', 0, 0]]);
  });

  it('the total alone agrees with the itemised fee', () => {
    const input = stay('2026-03-02 10:00', '2026-03-04 11:30');
    const full = calculateFee(input);
    expect(calculateFeeTotal(input)).toEqual({
      ok: true,
      ruleId: hourly.id,
      total: full.ok ? full.total : -1,
      minutes: 2970,
      freeMinutes: 0,
    });
  });
});
