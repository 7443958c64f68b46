import {
  couponKind,
  derateBatchResource,
  derateBuyRuleResource,
  derateCodeKind,
  derateCodeResource,
  derateResource,
  enabledState,
  sellerLedgerKind,
  sellerResource,
} from '@parking/resources';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { newNonce } from './derate-code-token';
import { servesPark } from './derate-seller-parks';
import { fieldMessage } from './params';
import { lockedSeller, moveBalance, overdraftProblem, type Seller, spendingRoom } from './seller-ledger.service';

export type BuyInput = { sellerId: number; buyRuleId: number; count: number };

type BuyRule = RowOf<typeof derateBuyRuleResource>;
type Derate = RowOf<typeof derateResource>;

const maxCodes = 1000;
const dayMs = 86_400_000;

/** A purchase rule on sale and its derate, both visible to the caller. */
async function onSale(db: Db | Tx, access: Access, buyRuleId: number): Promise<{ rule: BuyRule; derate: Derate }> {
  const rule = await visibleOne(db, derateBuyRuleResource, access, buyRuleId);
  const derate = await visibleOne(db, derateResource, access, rule.derateId);
  if (rule.state !== enabledState.values.enabled || derate.state !== enabledState.values.enabled) {
    throw conflict({ zh: '该减免码已停售', en: 'these codes are not on sale' });
  }
  return { rule, derate };
}

/**
 * What one code costs the merchant: fen, or for a bank of minutes the minutes its claims take off (only
 * minutes-off derates can be bought with minutes).
 */
function unitCost(seller: Seller, rule: BuyRule, derate: Derate): number {
  if (!spendingRoom(seller).byMinutes) return rule.price;
  if (derate.couponKind !== couponKind.values.minutesOff) {
    throw conflict({
      zh: '时长包商户只能购买减时长的减免码',
      en: 'a merchant paying in minutes can buy only minutes-off codes',
    });
  }
  return (derate.minutes ?? 0) * (rule.usesPerCode ?? 1);
}

function checkMerchant(seller: Seller, derate: Derate) {
  if (seller.id !== derate.sellerId) {
    throw badRequest(fieldMessage('sellerId', '该减免规则属于其他商户', 'the derate rule belongs to another merchant'));
  }
  if (!servesPark(seller, derate.parkId)) {
    throw badRequest(
      fieldMessage('sellerId', '商户不服务该减免规则的停车场', "the merchant does not serve the derate rule's park"),
    );
  }
  if (seller.state !== enabledState.values.enabled) {
    throw conflict({ zh: '商户已停用', en: 'the merchant is disabled' });
  }
}

/**
 * Buys `count` codes of a purchase rule for the merchant: the merchant row is locked, the price × count is
 * taken through its ledger (never past its floor), and the purchase and its codes are written, all in the
 * caller's transaction.
 */
export async function buyCodes(ctx: WriteCtx, input: BuyInput, now = new Date()) {
  const { count } = input;
  if (!Number.isInteger(count) || count < 1 || count > maxCodes) {
    throw badRequest(
      fieldMessage('count', `须为 1 到 ${maxCodes} 的整数`, `must be a whole number from 1 to ${maxCodes}`),
    );
  }
  const { rule, derate } = await onSale(ctx.tx, ctx.access, input.buyRuleId);
  const min = rule.minCount ?? 1;
  const max = rule.maxCount ?? maxCodes;
  if (count < min || count > max) {
    throw badRequest(
      fieldMessage('count', `每次须购买 ${min} 到 ${max} 个`, `must be from ${min} to ${max} per purchase`),
    );
  }
  const seller = await lockedSeller(ctx.tx, ctx.access, input.sellerId);
  checkMerchant(seller, derate);
  const cost = unitCost(seller, rule, derate) * count;
  const problem = overdraftProblem(seller, cost);
  if (problem) throw conflict(problem);
  const dynamic = rule.codeKind === derateCodeKind.values.dynamic;
  const uses = dynamic ? 1 : (rule.usesPerCode ?? 1);
  const validTo = dynamic ? null : new Date(now.getTime() + (rule.validDays ?? 1) * dayMs);
  const byMinutes = spendingRoom(seller).byMinutes;
  const { row: batch } = await saveRow(ctx, derateBatchResource, {
    companyId: derate.companyId,
    batchName: `${derate.derateName} × ${count}`,
    derateId: derate.id,
    buyRuleId: rule.id,
    sellerId: seller.id,
    parkId: derate.parkId,
    codeKind: rule.codeKind,
    count,
    usesPerCode: uses,
    price: rule.price,
    total: byMinutes ? 0 : cost,
    validTo,
    boughtAt: now,
    operatorName: ctx.access.username.slice(0, 40),
  } as never);
  // the codes share the purchase's references, checked as it was saved: one statement writes them all
  await ctx.tx.insert(tableOf(derateCodeResource)).values(
    Array.from({ length: count }, (_, i) => ({
      companyId: derate.companyId,
      batchId: batch.id,
      serial: i + 1,
      derateId: derate.id,
      sellerId: seller.id,
      parkId: derate.parkId,
      codeKind: rule.codeKind,
      nonce: newNonce(),
      maxUses: uses,
      usedCount: 0,
      validTo,
    })),
  );
  const after = await moveBalance(ctx, seller, {
    kind: sellerLedgerKind.values.codesBought,
    money: byMinutes ? 0 : -cost,
    minutes: byMinutes ? -cost : 0,
    remark: `${derate.derateName} × ${count}（${batch.id}）`,
  });
  ctx.noteChange?.({ batchId: batch.id, sellerId: seller.id, count, cost });
  return {
    batchId: batch.id,
    codeKind: rule.codeKind,
    count,
    total: byMinutes ? 0 : cost,
    minutes: byMinutes ? cost : 0,
    balance: after.balance ?? 0,
    minutesBalance: after.minutesBalance ?? 0,
  };
}

/** What a purchase rule costs and how many codes the merchant's balance lets it buy now, for the buy dialog. */
export async function buyableOf(db: Db, access: Access, buyRuleId: number) {
  const { rule, derate } = await onSale(db, access, buyRuleId);
  const seller = await visibleOne(db, sellerResource, access, derate.sellerId);
  const unit = unitCost(seller, rule, derate);
  const { byMinutes, room } = spendingRoom(seller);
  const byBalance = room < 0 ? 0 : unit > 0 ? Math.floor(room / unit) : maxCodes;
  return {
    buyRuleId: rule.id,
    derateId: derate.id,
    sellerId: seller.id,
    codeKind: rule.codeKind,
    price: rule.price,
    unitMinutes: byMinutes ? unit : 0,
    minCount: rule.minCount ?? 1,
    maxCount: rule.maxCount ?? maxCodes,
    byMinutes,
    balance: seller.balance ?? 0,
    minutesBalance: seller.minutesBalance ?? 0,
    room,
    allowed: Math.max(0, Math.min(byBalance, rule.maxCount ?? maxCodes)),
  };
}
