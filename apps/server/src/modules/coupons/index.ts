import type { AnyRoute } from '../../platform/route-table';
import { couponRoutes } from './coupon.routes';
import { sellerRoutes } from './seller.routes';
import './coupon-rule.hooks';

export const couponAreaRoutes: AnyRoute[] = [...sellerRoutes, ...couponRoutes];
