import type { PassPricing } from '@parking/domain';
import { type parkResource, passKind } from '@parking/resources';
import type { RowOf } from '../../db/resource-table';
import type { Pass } from './pass-rows';

type Park = Pick<RowOf<typeof parkResource>, 'quarterlyPassPrice' | 'yearlyPassPrice'>;

/**
 * How a pass is priced in its park: a quarterly or yearly pass is charged the park's
 * price for each whole quarter or year when the park sets one; every other month costs the pass's monthly fee.
 */
export function pricingOf(pass: Pick<Pass, 'passKind' | 'monthlyFee'>, park: Park): PassPricing {
  const monthlyFee = pass.monthlyFee ?? 0;
  if (pass.passKind === passKind.values.quarterly && park.quarterlyPassPrice != null) {
    return { monthlyFee, period: { months: 3, price: park.quarterlyPassPrice } };
  }
  if (pass.passKind === passKind.values.yearly && park.yearlyPassPrice != null) {
    return { monthlyFee, period: { months: 12, price: park.yearlyPassPrice } };
  }
  return { monthlyFee, period: null };
}
