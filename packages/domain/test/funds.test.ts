import { describe, expect, it } from 'vitest';
import { maskAccountNo, serviceFeeFen, settlementOf } from '../src';

describe("the platform's service fee on a day's online takings", () => {
  it('is the rate in basis points of the net takings, rounded half up to whole fen', () => {
    expect(serviceFeeFen(10_000, 60)).toBe(60); // 100.00 yuan at 0.6%: 0.60
    expect(serviceFeeFen(1_234, 60)).toBe(7); // 7.404 fen
    expect(serviceFeeFen(2_500, 60)).toBe(15); // 15.0
    expect(serviceFeeFen(2_575, 60)).toBe(15); // 15.45
    expect(serviceFeeFen(2_584, 60)).toBe(16); // 15.504
    expect(serviceFeeFen(250, 20)).toBe(1); // 0.5 exactly rounds up
    expect(serviceFeeFen(249, 20)).toBe(0); // 0.498
  });

  it('is nothing on a day that took nothing net, or at a rate of nothing', () => {
    expect(serviceFeeFen(0, 60)).toBe(0);
    expect(serviceFeeFen(-500, 60)).toBe(0);
    expect(serviceFeeFen(10_000, 0)).toBe(0);
  });

  it('stays exact for sums far past what floating point multiplies exactly', () => {
    expect(serviceFeeFen(9_007_199_254_740, 60)).toBe(54_043_195_528);
  });

  it('credits the takings less the refunds less the fee', () => {
    expect(settlementOf(12_345, 1_000, 60)).toEqual({ feeFen: 68, netFen: 11_277 }); // fee 68.07
    expect(settlementOf(500, 800, 60)).toEqual({ feeFen: 0, netFen: -300 });
  });
});

describe('bank account numbers in lists', () => {
  it('show the first and last four digits, the rest starred', () => {
    expect(maskAccountNo('6222021234567890123')).toBe('6222***********0123');
    expect(maskAccountNo('12345678')).toBe('****5678');
    expect(maskAccountNo('123456')).toBe('**3456');
  });
});
