import {
  capPeriod,
  couponKind,
  couponResource,
  couponRuleResource,
  couponRuleState,
  couponState,
  couponStoreResource,
  enabledState,
  parkResource,
  passRemarkResource,
  sellerLedgerKind,
  sellerLedgerResource,
  sellerResource,
  sellerSettleKind,
} from '@parking/resources';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { insertRow } from '../../seed/insert-row';
import { seedDemoDerates } from './derate-demo.seed';

const demoCouponPrice = 500;

/**
 * Demo merchants of company A (a prepaid mall and a postpaid hotel), with a top-up each, a store and a rule.
 * Answers the merchants' ids, the mall first.
 */
export async function seedDemoCoupons(tx: Tx, companyId: number): Promise<number[]> {
  const p = tableOf(parkResource);
  const parks = await tx.select({ id: p.id }).from(p).where(eq(p.companyId, companyId));
  const parkIds = parks.map((r) => r.id);
  const merchants = [
    {
      sellerName: '世纪商场',
      settleKind: sellerSettleKind.values.prepaid,
      creditLine: 0,
      topUp: 200_000,
      // the demo's merchant user (seed.ts)
      accountName: 'merchant_a',
    },
    {
      sellerName: '云停酒店',
      settleKind: sellerSettleKind.values.postpaid,
      creditLine: 500_000,
      topUp: 0,
      accountName: null,
    },
  ];
  const sellerIds: number[] = [];
  for (const m of merchants) {
    const sellerId = await insertRow(tx, sellerResource, {
      companyId,
      sellerName: m.sellerName,
      parkIds,
      settleKind: m.settleKind,
      creditLine: m.creditLine,
      balance: m.topUp - demoCouponPrice,
      minutesBalance: 0,
      contactName: '张店长',
      contactPhone: '13600000001',
      accountName: m.accountName,
      state: enabledState.values.enabled,
    });
    sellerIds.push(sellerId);
    if (m.topUp > 0) {
      await insertRow(tx, sellerLedgerResource, {
        companyId,
        sellerId,
        kind: sellerLedgerKind.values.topUp,
        money: m.topUp,
        minutes: 0,
        balanceAfter: m.topUp,
        operatorName: 'admin',
        at: new Date(),
        remark: '开户预存',
      });
    }
    await insertRow(tx, couponStoreResource, { companyId, storeName: `${m.sellerName}一店`, sellerId });
    const ruleId = await insertRow(tx, couponRuleResource, {
      companyId,
      ruleName: `${m.sellerName}两小时券`,
      sellerId,
      couponKind: couponKind.values.minutesOff,
      minutes: 120,
      price: demoCouponPrice,
      parkIds,
      validDays: 1,
      stacks: false,
      capPeriod: capPeriod.values.day,
      capCount: 200,
      issuedCount: 1,
      state: couponRuleState.values.enabled,
    });
    const now = new Date();
    const couponId = await insertRow(tx, couponResource, {
      companyId,
      code: `DEMO${sellerId}${ruleId}`,
      ruleId,
      sellerId,
      plateNumber: '沪A88888',
      couponKind: couponKind.values.minutesOff,
      minutes: 120,
      price: demoCouponPrice,
      state: couponState.values.normal,
      validFrom: now,
      validTo: new Date(now.getTime() + 86_400_000),
    });
    await insertRow(tx, sellerLedgerResource, {
      companyId,
      sellerId,
      kind: sellerLedgerKind.values.couponIssued,
      money: -demoCouponPrice,
      minutes: 0,
      balanceAfter: m.topUp - demoCouponPrice,
      couponId,
      operatorName: 'admin',
      at: now,
      remark: '示例发券',
    });
  }
  await insertRow(tx, passRemarkResource, { companyId, content: '商户验证后放行', sort: 1 });
  const [mallId, hotelId] = sellerIds;
  if (mallId !== undefined && hotelId !== undefined) await seedDemoDerates(tx, companyId, mallId, hotelId);
  return sellerIds;
}
