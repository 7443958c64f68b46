import { couponResource } from './coupon.resource';
import { couponRuleResource } from './coupon-rule.resource';
import { couponStoreResource } from './coupon-store.resource';
import { passRemarkResource } from './pass-remark.resource';
import { sellerResource } from './seller.resource';
import { sellerLedgerResource } from './seller-ledger.resource';

export * from './coupon.dict';
export {
  couponResource,
  couponRuleResource,
  couponStoreResource,
  passRemarkResource,
  sellerLedgerResource,
  sellerResource,
};

/** Merchants before their ledger, stores and rules, rules before the coupons they issue. */
export const couponResources = [
  sellerResource,
  sellerLedgerResource,
  couponStoreResource,
  couponRuleResource,
  couponResource,
  passRemarkResource,
];
