import { describe, expect, it } from 'vitest';
import { oneCharApart, oneCharPatterns } from '../../src/modules/traffic/gate-decision/plate-match';
import { planDay, readsOf } from '../../src/simulate/traffic-day';

describe('one-character plate match', () => {
  it('matches plates of the same length differing in exactly one position', () => {
    expect(oneCharApart('沪A12345', '沪A12346')).toBe(true);
    expect(oneCharApart('沪A12345', '沪B12345')).toBe(true);
    expect(oneCharApart('沪A12345', '沪A12345')).toBe(false);
    expect(oneCharApart('沪A12345', '沪A12354')).toBe(false);
    expect(oneCharApart('沪A12345', '沪A123456')).toBe(false);
  });

  it('its LIKE patterns blank one character each and escape LIKE signs', () => {
    expect(oneCharPatterns('沪A1')).toEqual(['_A1', '沪_1', '沪A_']);
    expect(oneCharPatterns('A_%')).toEqual(['_\\_\\%', 'A_\\%', 'A\\__']);
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
