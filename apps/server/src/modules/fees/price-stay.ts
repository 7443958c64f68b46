import { calculateFee, defaultFeeTimeZone, type FeeItem, type FeeQuote } from '@parking/domain';
import type { Db } from '../../db/connection';
import { badRequest } from '../../platform/errors';
import { loadParkPricing, type ParkPricing } from './fee-rule-store';

export type StayToPrice = {
  parkId: number;
  areaId?: number | null;
  carTypeId?: number | null;
  entryAt: Date;
  exitAt: Date;
};

export type StayPrice = {
  totalFen: number;
  breakdown: FeeItem[];
  capsApplied: FeeQuote['capsApplied'];
  /** The area rule (parkAreaFeeRuleEX id) or simple rule (`feeRule:<id>`) that priced the stay. */
  ruleId: string;
  /** The park's rule set (parkFeeRule id), null when priced by a simple rule. */
  ruleSetId: number | null;
};

type Cached = { pricing: Promise<ParkPricing>; loadedAt: number };

/**
 * Parks' rules as last read, so a gate prices an exit without reading them again. A rule written through
 * this server drops its park at once; other servers sharing the database see the change within the
 * time-to-live.
 */
const cache = new Map<number, Cached>();
const ttlMs = 60_000;

export function forgetParkPricing(parkId?: number | null): void {
  if (parkId == null) cache.clear();
  else cache.delete(Number(parkId));
}

export function parkPricing(db: Db, parkId: number): Promise<ParkPricing> {
  const now = Date.now();
  const hit = cache.get(parkId);
  if (hit && now - hit.loadedAt < ttlMs) return hit.pricing;
  const pricing = loadParkPricing(db, parkId);
  cache.set(parkId, { pricing, loadedAt: now });
  pricing.catch(() => cache.delete(parkId));
  return pricing;
}

/**
 * What a stay costs at a park, with the breakdown shown when a driver disputes it. Pass the operators' zone
 * (`app.config.timeZone`); refused with the engine's reason when no rule fits or the rule cannot price it.
 */
export async function priceStay(db: Db, stay: StayToPrice, timeZone = defaultFeeTimeZone): Promise<StayPrice> {
  const pricing = await parkPricing(db, stay.parkId);
  const result = calculateFee({
    rules: pricing.rules,
    carType: stay.carTypeId ?? null,
    areaId: stay.areaId ?? null,
    entry: stay.entryAt,
    exit: stay.exitAt,
    timeZone,
    calendar: pricing.calendar,
  });
  if (!result.ok) throw badRequest(result.message, { code: result.code });
  return {
    totalFen: result.total,
    breakdown: result.items,
    capsApplied: result.capsApplied,
    ruleId: result.ruleId,
    ruleSetId: pricing.ruleSetId,
  };
}
