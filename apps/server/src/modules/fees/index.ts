import type { AnyRoute } from '../../platform/route-table';
import { feeRuleSetRoutes } from './fee-rule-set.routes';
import { feeTestRoutes } from './fee-test.routes';
import { whatIfRoutes } from './what-if';
import './fee-rule.hooks';

export {
  forgetParkPricing,
  type PriceResult,
  priceStay,
  type StayPrice,
  type StayToPrice,
  stayPricer,
} from './price-stay';

export const feesRoutes: AnyRoute[] = [...feeTestRoutes, ...feeRuleSetRoutes, ...whatIfRoutes];
