import { couponRuleState } from '@parking/resources';
import { type ApiClient, ApiError } from './gate-client';

type RuleRow = { id: number; ruleName: string; validDays: number | null };
type RulePark = { parkId: number };

/** A merchant's coupon rule that holds at the park, and until when a coupon issued now would be valid. */
export type ParkRule = { id: number; ruleName: string; validDays: number };

const dayMs = 86_400_000;

/** The enabled coupon rules whose coupons hold at the park, as the merchants set them up. */
const enabledRules = async (api: ApiClient) =>
  (
    await api.request<{ data: RuleRow[] }>('GET', '/api/updown/plat/couponRule/listPage', {
      query: { state: couponRuleState.values.enabled, size: 100 },
    })
  ).data;

const rulePark = (api: ApiClient, ruleId: number) =>
  api.request<RulePark[]>('GET', '/api/updown/plat/couponRule/showSelectPark', { query: { ruleId } });

export async function couponRulesAt(api: ApiClient, parkId: number): Promise<ParkRule[]> {
  const found: ParkRule[] = [];
  for (const rule of await enabledRules(api)) {
    const parks = await rulePark(api, rule.id);
    if (parks.some((p) => p.parkId === parkId)) {
      found.push({ id: rule.id, ruleName: rule.ruleName, validDays: rule.validDays ?? 1 });
    }
  }
  return found;
}

/** Parks where some enabled coupon rule holds. */
export async function parksWithCoupons(api: ApiClient): Promise<Set<number>> {
  const parkIds = new Set<number>();
  for (const rule of await enabledRules(api)) {
    for (const p of await rulePark(api, rule.id)) parkIds.add(p.parkId);
  }
  return parkIds;
}

export type CouponTally = { issued: number; refused: number };

/**
 * A merchant gives the visitor a coupon before the car leaves, as a shop does at the till: one of the rules
 * whose coupon, issued now, still holds when the car reaches the exit. A rule at its cap or a merchant out of
 * balance refuses, which the tally counts; the visit goes on without.
 */
export async function giveCoupon(
  api: ApiClient,
  o: { rules: ParkRule[]; parkId: number; plate: string; exitAt: Date; pick: number; tally: CouponTally },
): Promise<void> {
  const now = Date.now();
  const valid = o.rules.filter((r) => o.exitAt.getTime() >= now && o.exitAt.getTime() <= now + r.validDays * dayMs);
  const rule = valid[Math.floor(o.pick * valid.length)];
  if (!rule) return;
  try {
    await api.request('POST', '/api/updown/plat/couponRule/sendRuleCoupon', {
      body: { ruleId: rule.id, num: 1, plateNumber: o.plate, parkId: o.parkId },
    });
    o.tally.issued++;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    o.tally.refused++;
  }
}
