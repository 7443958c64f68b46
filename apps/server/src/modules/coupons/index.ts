import type { AnyRoute } from '../../platform/route-table';
import { claimRoutes } from './claim.routes';
import { couponRoutes } from './coupon.routes';
import { derateRoutes } from './derate.routes';
import { merchantRoutes } from './merchant.routes';
import { sellerRoutes } from './seller.routes';
import './coupon-rule.hooks';
import './derate-rule.hooks';
import './seller-user.hooks';

export const couponAreaRoutes: AnyRoute[] = [
  ...sellerRoutes,
  ...merchantRoutes,
  ...couponRoutes,
  ...derateRoutes,
  ...claimRoutes,
];
