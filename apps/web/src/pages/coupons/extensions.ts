import { couponRuleResource, sellerResource } from '@parking/resources';
import type { ListExtension } from '../../crud/list-extensions';
import { couponRuleActions } from './coupon-rule-actions';
import { sellerActions } from './seller-actions';

/** What the coupon area adds to its generic list pages: issuing and the rule's life, top-ups and the ledger. */
export const couponListExtensions: Record<string, ListExtension> = {
  [couponRuleResource.module]: { rowActions: couponRuleActions },
  [sellerResource.module]: { rowActions: sellerActions },
};
