import { couponResource, couponState, permissionCode } from '@parking/resources';
import { queryClient } from '../../app/query-client';
import type { RowAction } from '../../crud/row-actions';
import { couponSummaryKey, voidCoupon } from './coupon-api';
import { cwLabel } from './coupon-text';

/** An unused coupon is voided with a reason; what the merchant was charged for it goes back to the merchant. */
export const couponActions: RowAction[] = [
  {
    key: 'void',
    label: cwLabel('void'),
    permission: permissionCode(couponResource, 'delete'),
    lead: true,
    danger: true,
    shows: (row) => row.state === couponState.values.normal,
    confirm: {
      title: (row) => cwLabel('voidTitle', { code: String(row.code ?? '') }),
      remark: { label: cwLabel('voidReason'), required: true },
      run: async (row, remark) => {
        await voidCoupon(row.id, remark);
        void queryClient.invalidateQueries({ queryKey: couponSummaryKey });
      },
      done: cwLabel('voided'),
    },
  },
];
