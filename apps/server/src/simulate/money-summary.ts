import { fenToYuanText } from '@parking/domain';
import { oweState } from '@parking/resources';
import type { ApiClient } from './gate-client';

type CouponSummary = { total: number; normal: number; used: number; settled: number; void: number; discount: number };

/** What the run left in the books, as the console shows it: arrears owed and recovered, coupons given and used. */
export async function moneySummary(api: ApiClient): Promise<string> {
  const owes = async (state: number) =>
    (await api.request<{ total: number }>('GET', '/api/updown/plat/owe/getOwePage', { query: { state, size: 1 } }))
      .total;
  const [unpaid, paid] = [await owes(oweState.values.normal), await owes(oweState.values.paid)];
  const c = await api.request<CouponSummary>('GET', '/api/updown/plat/couponInfo/getCouponInfoSummary');
  return [
    `arrears: ${unpaid} unpaid, ${paid} paid`,
    `coupons: ${c.total} issued, ${c.normal} unused, ${c.used + c.settled} used (${fenToYuanText(c.discount)} yuan off), ${c.void} void`,
  ].join('\n');
}
