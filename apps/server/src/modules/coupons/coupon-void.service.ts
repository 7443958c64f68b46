import { couponResource, couponState, sellerLedgerKind, sellerSettleKind } from '@parking/resources';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { findVisible, mustSeeAll } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { lockedSeller, moveBalance, type Seller } from './seller-ledger.service';

/**
 * Voids unused coupons with a remark; the row stays, and what the merchant was charged for each goes back
 * through its ledger. A used or settled coupon cannot be voided.
 */
export async function voidCoupons(ctx: WriteCtx, ids: number[], remark: string) {
  const seen = await findVisible(ctx.tx, couponResource, ctx.access, ids);
  mustSeeAll(seen, ids, couponResource.label);
  const sellerIds = [...new Set(seen.map((c) => c.sellerId))].sort((a, b) => a - b);
  const sellers = new Map<number, Seller>();
  for (const id of sellerIds) sellers.set(id, await lockedSeller(ctx.tx, ctx.access, id));
  const t = tableOf(couponResource);
  const coupons = await ctx.tx.select().from(t).where(inArray(t.id, ids)).for('update');
  const spent = coupons.filter((c) => c.state !== couponState.values.normal);
  if (spent.length) {
    throw conflict({
      zh: `只能作废未使用的优惠券：${spent.map((c) => c.code).join(',')}`,
      en: `only unused coupons can be voided: ${spent.map((c) => c.code).join(',')}`,
    });
  }
  for (const c of coupons) {
    await ctx.tx.update(t).set({ state: couponState.values.void, remark }).where(eq(t.id, c.id));
    const seller = sellers.get(c.sellerId) as Seller;
    const byMinutes = seller.settleKind === sellerSettleKind.values.minutes;
    const after = await moveBalance(ctx, seller, {
      kind: sellerLedgerKind.values.couponVoided,
      money: byMinutes ? 0 : (c.price ?? 0),
      minutes: byMinutes ? (c.minutes ?? 0) : 0,
      couponId: c.id,
      remark,
    });
    sellers.set(c.sellerId, after);
    ctx.noteChange?.({ id: c.id, code: c.code, state: couponState.values.void, remark });
  }
  return { voided: coupons.length };
}

/** Voids every coupon of a rule that no stay has used yet (the rule is being cancelled), refunding the merchant. */
export async function voidUnusedOfRule(ctx: WriteCtx, ruleId: number, remark: string) {
  const t = tableOf(couponResource);
  const unused = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.ruleId, ruleId), eq(t.state, couponState.values.normal), isNull(t.deletedAt)));
  if (unused.length === 0) return { voided: 0 };
  return voidCoupons(
    ctx,
    unused.map((c) => c.id),
    remark,
  );
}

/** How many coupons are in each state, and what they took off, among those the caller sees. */
export async function couponSummary(db: Db, access: Access) {
  const t = tableOf(couponResource);
  const rows = await db
    .select({
      state: t.state,
      count: sql<string>`count(*)`,
      discount: sql<string>`coalesce(sum(${t.discount}), 0)`,
      charged: sql<string>`coalesce(sum(${t.price}), 0)`,
    })
    .from(t)
    .where(visibleConditions(couponResource, access))
    .groupBy(t.state);
  const of = (state: number) => rows.find((r) => r.state === state);
  const n = (v: string | undefined) => Number(v ?? 0);
  return {
    total: rows.reduce((s, r) => s + n(r.count), 0),
    normal: n(of(couponState.values.normal)?.count),
    used: n(of(couponState.values.used)?.count),
    settled: n(of(couponState.values.settled)?.count),
    void: n(of(couponState.values.void)?.count),
    discount: rows.reduce((s, r) => s + n(r.discount), 0),
    charged: rows.filter((r) => r.state !== couponState.values.void).reduce((s, r) => s + n(r.charged), 0),
  };
}
