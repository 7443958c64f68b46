import { formatLocalDateTime } from '@parking/domain';
import { couponResource, couponState, derateClaimResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { saveRow } from '../../crud/save-row';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { type Claimant, claimCtx, claimPlate } from './claim-context';
import { couponValueOf } from './coupon-value';
import { fieldMessage } from './params';

/**
 * Claims an unclaimed coupon (issued with no plate) by its code for a plate: the coupon is locked, and its
 * plate is set once, with the claim log row. A coupon already bearing a plate, used, void or expired is refused.
 */
export async function claimCoupon(app: AppContext, codeText: string | undefined, who: Claimant) {
  const code = (codeText ?? '').trim().toUpperCase();
  if (!code) throw badRequest(fieldMessage('code', '不能为空', 'is required'));
  const plate = claimPlate(who.plateNumber);
  return app.db.transaction(async (tx) => {
    const t = tableOf(couponResource);
    const [coupon] = await tx
      .select()
      .from(t)
      .where(and(eq(t.code, code), isNull(t.deletedAt)))
      .for('update');
    if (!coupon) throw badRequest(fieldMessage('code', '券码不存在', 'no coupon has this code'));
    if (coupon.plateNumber) throw conflict({ zh: '该优惠券已被领取', en: 'this coupon has already been claimed' });
    if (coupon.state !== couponState.values.normal) {
      throw conflict({ zh: '该优惠券已使用或已作废', en: 'this coupon has been used or voided' });
    }
    if (coupon.validTo <= who.now) throw conflict({ zh: '该优惠券已过期', en: 'this coupon has expired' });
    const ctx = claimCtx(app, tx, coupon.companyId, who.lang);
    await saveRow(ctx, couponResource, { plateNumber: plate } as never, { id: coupon.id });
    await saveRow(ctx, derateClaimResource, {
      companyId: coupon.companyId,
      plateNumber: plate,
      claimedAt: who.now,
      couponId: coupon.id,
      sellerId: coupon.sellerId,
      parkId: coupon.parkId ?? null,
      ip: who.ip.slice(0, 64),
    } as never);
    return {
      couponId: coupon.id,
      couponCode: coupon.code,
      plateNumber: plate,
      ...couponValueOf(coupon),
      validTo: formatLocalDateTime(coupon.validTo, app.config.timeZone),
    };
  });
}
