import type { ResourceDef } from '@parking/resources';
import ResourceListPage from '../../crud/ResourceListPage';
import { CouponSummary } from './CouponSummary';
import { couponActions } from './coupon-actions';

/** The coupons issued, with their figures above; an unused one is voided from its row, any one opened in detail. */
export default function CouponsPage({ def }: { def: ResourceDef }) {
  return (
    <>
      <CouponSummary />
      <ResourceListPage def={def} rowActions={couponActions} />
    </>
  );
}
