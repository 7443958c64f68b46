import { describe, expect, it } from 'vitest';
import { oneCharApart } from '../../src/modules/traffic/gate-decision/plate-match';
import { planDay, readsOf } from '../../src/simulate/traffic-day';

describe('one-character plate match', () => {
  it('matches plates of the same length differing in exactly one position', () => {
    expect(oneCharApart('沪A12345', '沪A12346')).toBe(true);
    expect(oneCharApart('沪A12345', '沪B12345')).toBe(true);
    expect(oneCharApart('沪A12345', '沪A12345')).toBe(false);
    expect(oneCharApart('沪A12345', '沪A12354')).toBe(false);
    expect(oneCharApart('沪A12345', '沪A123456')).toBe(false);
  });
});

describe('a simulated day', () => {
  it('is the same for the same seed, in time order, and a car never arrives while inside', () => {
    const midnight = new Date('2026-05-01T00:00:00+08:00');
    const a = planDay({ midnight, cars: 300, seed: 3 });
    expect(planDay({ midnight, cars: 300, seed: 3 })).toEqual(a);
    const reads = readsOf(a, new Date(midnight.getTime() + 2 * 86_400_000));
    for (let i = 1; i < reads.length; i++) expect(reads[i]!.at >= reads[i - 1]!.at).toBe(true);
    const inside = new Set<string>();
    for (const r of reads) {
      if (r.direction === 'in') {
        expect(inside.has(r.plate)).toBe(false);
        inside.add(r.plate);
      } else inside.delete(r.plate);
    }
    const morning = a.filter((v) => {
      const h = (v.arriveAt.getTime() - midnight.getTime()) / 3_600_000;
      return h >= 7 && h < 9;
    }).length;
    const night = a.filter((v) => {
      const h = (v.arriveAt.getTime() - midnight.getTime()) / 3_600_000;
      return h >= 1 && h < 3;
    }).length;
    expect(morning).toBeGreaterThan(night * 3);
  });
});

describe("a simulated day's cars", () => {
  it('brings the monthly-pass cars and the black-listed cars in the shares asked for; a turned-away car never reads out', () => {
    const midnight = new Date('2026-05-01T00:00:00+08:00');
    const regulars = Array.from({ length: 400 }, (_, i) => `沪M${String(i).padStart(5, '0')}`);
    const blackListed = ['沪B66666', '沪B77777'];
    const day = planDay({ midnight, cars: 4000, seed: 9, regulars, regularShare: 0.2, blackListed, blackShare: 0.02 });
    const share = (plates: string[]) => day.filter((v) => plates.includes(v.plate)).length / day.length;
    expect(share(regulars)).toBeGreaterThan(0.1);
    expect(share(regulars)).toBeLessThan(0.3);
    expect(share(blackListed)).toBeGreaterThan(0.005);
    expect(share(blackListed)).toBeLessThan(0.04);
    expect(day.filter((v) => v.turnedAway).every((v) => blackListed.includes(v.plate))).toBe(true);
    const reads = readsOf(day, new Date(midnight.getTime() + 3 * 86_400_000));
    const outs = reads.filter((r) => r.direction === 'out' && blackListed.includes(r.plate));
    expect(outs).toEqual([]);
  });
});
