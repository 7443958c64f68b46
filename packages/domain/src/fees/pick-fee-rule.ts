import type { FeeRule, FeeRuleSet } from './fee-rule';

/**
 * The rule for a car type in an area: the most specific one wins, area before car type, because a park's
 * rules are grouped by area and then by car type (parkAreaFeeRuleEX). Order: this area and this car type,
 * this area and any car type, any area and this car type, the default (any area, any car type).
 */
export function pickFeeRule(
  rules: FeeRuleSet,
  carType: string | number | null | undefined,
  areaId?: string | number | null,
): FeeRule | null {
  const car = carType == null ? null : String(carType);
  const area = areaId == null ? null : String(areaId);
  let best: FeeRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    if (rule.carType !== null && rule.carType !== car) continue;
    if (rule.areaId !== null && rule.areaId !== area) continue;
    const score = (rule.areaId !== null ? 2 : 0) + (rule.carType !== null ? 1 : 0);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}
