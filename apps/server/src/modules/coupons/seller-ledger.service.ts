import { fenToYuanText, type Message } from '@parking/domain';
import {
  type DictValue,
  type sellerLedgerKind,
  sellerLedgerResource,
  sellerResource,
  sellerSettleKind,
} from '@parking/resources';
import { and, eq, sql } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { notFound } from '../../platform/errors';

export type Seller = RowOf<typeof sellerResource>;

/** The merchant row, locked until the transaction ends: every balance movement goes through this lock. */
export async function lockedSeller(tx: Tx, access: Access, sellerId: number): Promise<Seller> {
  const t = tableOf(sellerResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, sellerId), visibleConditions(sellerResource, access)))
    .for('update');
  if (!row) throw notFound(sellerResource.label, sellerId);
  return row;
}

export type Movement = {
  kind: DictValue<typeof sellerLedgerKind>;
  /** Signed fen: a top-up adds, an issued coupon takes. */
  money: number;
  /** Signed minutes, for a bank of minutes. */
  minutes: number;
  couponId?: number | null;
  remark?: string | null;
};

/**
 * The one writer of a merchant's balance: moves it (the merchant row must be locked by the caller) and
 * writes the ledger row for the movement, so the balance is always the sum of the ledger.
 */
export async function moveBalance(ctx: WriteCtx, seller: Seller, m: Movement): Promise<Seller> {
  if (!Number.isInteger(m.money) || !Number.isInteger(m.minutes)) throw new Error('ledger moves whole fen and minutes');
  const t = tableOf(sellerResource);
  const [after] = await ctx.tx
    .update(t)
    .set({
      balance: sql`coalesce(${t.balance}, 0) + ${m.money}`,
      minutesBalance: sql`coalesce(${t.minutesBalance}, 0) + ${m.minutes}`,
    })
    .where(eq(t.id, seller.id))
    .returning();
  if (!after) throw notFound(sellerResource.label, seller.id);
  await saveRow(ctx, sellerLedgerResource, {
    companyId: seller.companyId,
    sellerId: seller.id,
    kind: m.kind,
    money: m.money,
    minutes: m.minutes,
    balanceAfter: after.balance ?? 0,
    couponId: m.couponId ?? null,
    operatorName: ctx.access.username.slice(0, 40),
    at: new Date(),
    remark: m.remark?.slice(0, 200) ?? null,
  } as never);
  return after;
}

/**
 * What the merchant can still spend: fen down to its floor (0 when prepaid, minus the credit line when
 * postpaid), or for a bank of minutes, its minutes. Spending more is refused, whatever is bought.
 */
export function spendingRoom(seller: Seller): { byMinutes: boolean; room: number } {
  if (seller.settleKind === sellerSettleKind.values.minutes)
    return { byMinutes: true, room: seller.minutesBalance ?? 0 };
  const floor = seller.settleKind === sellerSettleKind.values.postpaid ? -(seller.creditLine ?? 0) : 0;
  return { byMinutes: false, room: (seller.balance ?? 0) - floor };
}

/** Why the merchant cannot spend this (fen, or minutes for a bank of minutes), or null when it can. */
export function overdraftProblem(seller: Seller, spend: number): Message | null {
  const { byMinutes, room } = spendingRoom(seller);
  if (spend <= room) return null;
  const left = Math.max(0, room);
  if (byMinutes) {
    return {
      zh: `商户剩余时长不足：需 ${spend} 分钟，可用 ${left} 分钟`,
      en: `the merchant has too few minutes left: ${spend} needed, ${left} left`,
    };
  }
  const postpaid = seller.settleKind === sellerSettleKind.values.postpaid;
  return {
    zh: `${postpaid ? '超出商户授信额度' : '商户余额不足'}：需 ${fenToYuanText(spend)} 元，可用 ${fenToYuanText(left)} 元`,
    en: `${postpaid ? "over the merchant's credit line" : "the merchant's balance is too low"}: ${fenToYuanText(spend)} yuan needed, ${fenToYuanText(left)} yuan available`,
  };
}

/** What the merchant's ledger adds up to. */
export async function ledgerSums(db: Db | Tx, sellerId: number): Promise<{ money: number; minutes: number }> {
  const t = tableOf(sellerLedgerResource);
  const [row] = await db
    .select({
      money: sql<string>`coalesce(sum(${t.money}), 0)`,
      minutes: sql<string>`coalesce(sum(${t.minutes}), 0)`,
    })
    .from(t)
    .where(and(eq(t.sellerId, sellerId), sql`${t.deletedAt} is null`));
  return { money: Number(row?.money ?? 0), minutes: Number(row?.minutes ?? 0) };
}
