import { calculateFee, defaultFeeTimeZone, type FeeError, type FeeItem, type FeeQuote } from '@parking/domain';
import { afterCommit } from '../../db/actor';
import type { Db } from '../../db/connection';
import { processCache } from '../../platform/process-caches';
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

/** A stay priced, or why the park's rules cannot price it (`noRule`: none fits its car type and area). */
export type PriceResult = ({ ok: true } & StayPrice) | FeeError;

type Cached = { pricing: Promise<ParkPricing>; loadedAt: number };

/**
 * Parks' rules as last read, so a gate prices an exit without reading them again. A rule written through
 * this server drops its park at once; other servers sharing the database see the change within the
 * time-to-live.
 */
const cache = processCache<number, Cached>();
const ttlMs = 60_000;

export function forgetParkPricing(parkId?: number | null): void {
  const drop = () => (parkId == null ? cache.clear() : cache.delete(Number(parkId)));
  drop();
  // a price read before the rule's change is committed must not stay cached
  afterCommit(drop);
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
 * What a stay costs at a park, with the breakdown shown when a driver disputes it, or the engine's reason
 * (code and message) when no rule fits or the rule cannot price it. Pass the operators' zone
 * (`app.config.timeZone`).
 */
export async function priceStay(db: Db, stay: StayToPrice, timeZone = defaultFeeTimeZone): Promise<PriceResult> {
  return priceWith(await parkPricing(db, stay.parkId), stay, timeZone);
}

/**
 * The park's rules loaded once, then any stretch of a stay priced without waiting: coupons that move the
 * start of the charged stretch price the same stay again from a later minute.
 */
export async function stayPricer(
  db: Db,
  parkId: number,
  timeZone = defaultFeeTimeZone,
): Promise<(stay: StayToPrice) => PriceResult> {
  const pricing = await parkPricing(db, parkId);
  return (stay) => priceWith(pricing, stay, timeZone);
}

function priceWith(pricing: ParkPricing, stay: StayToPrice, timeZone: string): PriceResult {
  const result = calculateFee({
    rules: pricing.rules,
    carType: stay.carTypeId ?? null,
    areaId: stay.areaId ?? null,
    entry: stay.entryAt,
    exit: stay.exitAt,
    timeZone,
    calendar: pricing.calendar,
  });
  if (!result.ok) return result;
  return {
    ok: true,
    totalFen: result.total,
    breakdown: result.items,
    capsApplied: result.capsApplied,
    ruleId: result.ruleId,
    ruleSetId: pricing.ruleSetId,
  };
}
