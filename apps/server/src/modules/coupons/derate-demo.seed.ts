import {
  couponKind,
  couponResource,
  couponState,
  derateBatchResource,
  derateBuyRuleResource,
  derateClaimResource,
  derateCodeKind,
  derateCodeResource,
  derateResource,
  enabledState,
  parkResource,
  sellerLedgerKind,
  sellerLedgerResource,
  sellerResource,
} from '@parking/resources';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { insertRow } from '../../seed/insert-row';
import { newCouponCode } from './claim-context';
import { newNonce } from './derate-code-token';

type Derate = { derateName: string; sellerId: number; couponKind: number; minutes?: number };
type BuyRule = { ruleName: string; codeKind: number; price: number; validDays: number; maxCount: number };

async function derateWithRules(tx: Tx, companyId: number, parkId: number, derate: Derate, rules: BuyRule[]) {
  const derateId = await insertRow(tx, derateResource, {
    companyId,
    parkId,
    ...derate,
    stacks: false,
    state: enabledState.values.enabled,
  } as never);
  const ruleIds: number[] = [];
  for (const r of rules) {
    ruleIds.push(
      await insertRow(tx, derateBuyRuleResource, {
        companyId,
        derateId,
        parkId,
        sellerId: derate.sellerId,
        ...r,
        usesPerCode: 1,
        minCount: 1,
        state: enabledState.values.enabled,
      } as never),
    );
  }
  return { derateId, ruleIds };
}

/**
 * Demo discounts at 世纪广场 (the busiest demo park): the mall's two hours off, on sale as printed and as
 * dynamic codes but none bought (its balance stays as seeded); the hotel's free stay for its guests, ten
 * printed codes bought (one ledger row) and one claimed.
 */
export async function seedDemoDerates(tx: Tx, companyId: number, mallId: number, hotelId: number): Promise<void> {
  const p = tableOf(parkResource);
  const [park] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.companyId, companyId), like(p.parkName, '世纪广场%')))
    .orderBy(asc(p.id))
    .limit(1);
  if (!park) return;
  await derateWithRules(
    tx,
    companyId,
    park.id,
    { derateName: '购物满百减两小时', sellerId: mallId, couponKind: couponKind.values.minutesOff, minutes: 120 },
    [
      { ruleName: '印刷码 2 元/张', codeKind: derateCodeKind.values.static, price: 200, validDays: 30, maxCount: 500 },
      {
        ruleName: '动态码 1.5 元/次',
        codeKind: derateCodeKind.values.dynamic,
        price: 150,
        validDays: 30,
        maxCount: 200,
      },
    ],
  );
  const hotelRule = {
    ruleName: '住客印刷码 1 元/张',
    codeKind: derateCodeKind.values.static,
    price: 100,
    validDays: 30,
    maxCount: 100,
  };
  const { derateId, ruleIds } = await derateWithRules(
    tx,
    companyId,
    park.id,
    { derateName: '酒店住客免费停车', sellerId: hotelId, couponKind: couponKind.values.free },
    [hotelRule],
  );
  const now = new Date();
  const count = 10;
  const total = hotelRule.price * count;
  const validTo = new Date(now.getTime() + hotelRule.validDays * 86_400_000);
  const batchId = await insertRow(tx, derateBatchResource, {
    companyId,
    batchName: `酒店住客免费停车 × ${count}`,
    derateId,
    buyRuleId: ruleIds[0] as number,
    sellerId: hotelId,
    parkId: park.id,
    codeKind: derateCodeKind.values.static,
    count,
    usesPerCode: 1,
    price: hotelRule.price,
    total,
    validTo,
    boughtAt: now,
    operatorName: 'admin',
  });
  const codeIds: number[] = [];
  for (let serial = 1; serial <= count; serial++) {
    codeIds.push(
      await insertRow(tx, derateCodeResource, {
        companyId,
        batchId,
        serial,
        derateId,
        sellerId: hotelId,
        parkId: park.id,
        codeKind: derateCodeKind.values.static,
        nonce: newNonce(),
        maxUses: 1,
        usedCount: serial === 1 ? 1 : 0,
        validTo,
        lastClaimAt: serial === 1 ? now : null,
      }),
    );
  }
  const s = tableOf(sellerResource);
  const [hotel] = await tx
    .update(s)
    .set({ balance: sql`${s.balance} - ${total}` })
    .where(eq(s.id, hotelId))
    .returning({ balance: s.balance });
  await insertRow(tx, sellerLedgerResource, {
    companyId,
    sellerId: hotelId,
    kind: sellerLedgerKind.values.codesBought,
    money: -total,
    minutes: 0,
    balanceAfter: hotel?.balance ?? -total,
    operatorName: 'admin',
    at: now,
    remark: `酒店住客免费停车 × ${count}（${batchId}）`,
  });
  const plateNumber = '沪A66666';
  const couponId = await insertRow(tx, couponResource, {
    companyId,
    code: newCouponCode(),
    derateId,
    sellerId: hotelId,
    parkId: park.id,
    plateNumber,
    couponKind: couponKind.values.free,
    price: 0,
    state: couponState.values.normal,
    validFrom: now,
    validTo: new Date(now.getTime() + 86_400_000),
  });
  await insertRow(tx, derateClaimResource, {
    companyId,
    plateNumber,
    claimedAt: now,
    derateId,
    codeId: codeIds[0] ?? null,
    couponId,
    sellerId: hotelId,
    parkId: park.id,
    ip: '127.0.0.1',
  });
}
