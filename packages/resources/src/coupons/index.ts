import { couponResource } from './coupon.resource';
import { couponRuleResource } from './coupon-rule.resource';
import { couponStoreResource } from './coupon-store.resource';
import { derateBatchResource } from './derate-batch.resource';
import { derateBuyRuleResource } from './derate-buy-rule.resource';
import { derateClaimResource } from './derate-claim.resource';
import { derateCodeResource } from './derate-code.resource';
import { derateResource } from './derate-rule.resource';
import { passRemarkResource } from './pass-remark.resource';
import { sellerResource } from './seller.resource';
import { sellerLedgerResource } from './seller-ledger.resource';

export * from './coupon.dict';
export * from './coupon-value-fields';
export * from './derate-code.dict';
export {
  couponResource,
  couponRuleResource,
  couponStoreResource,
  derateBatchResource,
  derateBuyRuleResource,
  derateClaimResource,
  derateCodeResource,
  derateResource,
  passRemarkResource,
  sellerLedgerResource,
  sellerResource,
};

/**
 * Merchants before their ledger, stores and rules, rules and derates before the coupons they issue; a derate
 * before its purchase rules, purchases and codes, and the claims last.
 */
export const couponResources = [
  sellerResource,
  sellerLedgerResource,
  couponStoreResource,
  couponRuleResource,
  derateResource,
  derateBuyRuleResource,
  derateBatchResource,
  derateCodeResource,
  couponResource,
  derateClaimResource,
  passRemarkResource,
];
