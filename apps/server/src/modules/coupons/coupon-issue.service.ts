import { randomBytes } from 'node:crypto';
import { type CapPeriodName, capPeriodStart, type Message, normalizePlate, plateProblem } from '@parking/domain';
import {
  capPeriod,
  couponKind,
  couponResource,
  couponRuleState,
  couponState,
  inOutRecordResource,
  sellerLedgerKind,
  sellerResource,
  sellerSettleKind,
  stayState,
} from '@parking/resources';
import { and, eq, exists, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { type CouponRule, ruleFor, updateRule } from './coupon-rule-rows';
import { couponValueOf } from './coupon-value';
import { fieldMessage } from './params';
import { lockedSeller, moveBalance, type Seller, spendingRoom } from './seller-ledger.service';

export type IssueInput = { ruleId: number; num: number; plateNumber?: string; parkId?: number };

const periodName: Record<number, CapPeriodName> = {
  [capPeriod.values.day]: 'day',
  [capPeriod.values.week]: 'week',
  [capPeriod.values.month]: 'month',
};

const newCode = () => randomBytes(8).toString('hex').toUpperCase();

async function issuedSince(db: Db | Tx, rule: CouponRule, since: Date) {
  const t = tableOf(couponResource);
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      money: sql<string>`coalesce(sum(${t.price}), 0)`,
      minutes: sql<string>`coalesce(sum(${t.minutes}), 0)`,
    })
    .from(t)
    .where(
      and(
        eq(t.ruleId, rule.id),
        ne(t.state, couponState.values.void),
        gte(t.validFrom, since),
        sql`${t.deletedAt} is null`,
      ),
    );
  return { count: Number(row?.count ?? 0), money: Number(row?.money ?? 0), minutes: Number(row?.minutes ?? 0) };
}

/** The most coupons one call issues (a larger num is bad input). */
export const maxIssuePerCall = 1000;

/** How many more coupons one limit lets the rule issue now, and the limit in words. */
type Limit = { left: number; why: Message };

const minutesEachOf = (rule: CouponRule) =>
  rule.couponKind === couponKind.values.minutesOff ? (rule.minutes ?? 0) : 0;

/** How many coupons taking `each` fit in `room`: none once it is overdrawn, any number when they take none of it. */
const coupons = (room: number, each: number) =>
  room < 0 ? 0 : each > 0 ? Math.floor(room / each) : Number.POSITIVE_INFINITY;

/** Every limit on issuing the rule's coupons now: its state, its total, its caps per period, the merchant's balance. */
async function issueLimits(db: Db | Tx, timeZone: string, rule: CouponRule, seller: Seller): Promise<Limit[]> {
  const limits: Limit[] = [
    {
      left: maxIssuePerCall,
      why: { zh: `每次最多发放 ${maxIssuePerCall} 张`, en: `${maxIssuePerCall} at most per issue` },
    },
  ];
  if (rule.state !== couponRuleState.values.enabled) {
    limits.push({ left: 0, why: { zh: '规则未启用', en: 'the rule is not enabled' } });
  }
  const minutesEach = minutesEachOf(rule);
  const priceEach = rule.price ?? 0;
  const total = rule.totalCount ?? 0;
  if (total > 0) {
    const left = Math.max(0, total - (rule.issuedCount ?? 0));
    limits.push({ left, why: { zh: `发放总量还剩 ${left} 张`, en: `${left} left of the rule's total` } });
  }
  const since = capPeriodStart(new Date(), periodName[rule.capPeriod ?? capPeriod.values.day] ?? 'day', timeZone);
  const used = await issuedSince(db, rule, since);
  if ((rule.capCount ?? 0) > 0) {
    const left = Math.max(0, (rule.capCount ?? 0) - used.count);
    limits.push({
      left,
      why: { zh: `周期限发张数：本周期还可发放 ${left} 张`, en: `cap per period: ${left} left this period` },
    });
  }
  if ((rule.capMoney ?? 0) > 0) {
    limits.push({
      left: coupons((rule.capMoney ?? 0) - used.money, priceEach),
      why: { zh: '周期限发金额', en: 'the money cap of the period' },
    });
  }
  if ((rule.capMinutes ?? 0) > 0) {
    limits.push({
      left: coupons((rule.capMinutes ?? 0) - used.minutes, minutesEach),
      why: { zh: '周期限发时长', en: 'the minutes cap of the period' },
    });
  }
  const { byMinutes, room } = spendingRoom(seller);
  const postpaid = seller.settleKind === sellerSettleKind.values.postpaid;
  limits.push({
    left: coupons(room, byMinutes ? minutesEach : priceEach),
    why: byMinutes
      ? { zh: '商户剩余时长', en: "the merchant's minutes left" }
      : postpaid
        ? { zh: '商户授信额度', en: "the merchant's credit line" }
        : { zh: '商户余额', en: "the merchant's balance" },
  });
  if ((rule.capInside ?? 0) > 0) {
    const room = (rule.capInside ?? 0) - (await carsInsideHolding(db, rule));
    // counted in cars, not coupons: while a car may still come in holding one, an issue is not held back by it
    limits.push({
      left: room > 0 ? Number.POSITIVE_INFINITY : 0,
      why: {
        zh: `同时在场车辆上限 ${rule.capInside} 辆已满`,
        en: `the ${rule.capInside} cars inside at once are reached`,
      },
    });
  }
  return limits;
}

/** Cars inside one of the rule's parks now holding a coupon of the rule not yet settled. */
async function carsInsideHolding(db: Db | Tx, rule: CouponRule): Promise<number> {
  const c = tableOf(couponResource);
  const s = tableOf(inOutRecordResource);
  const parks = rule.parkIds ?? [];
  if (!parks.length) return 0;
  const [row] = await db
    .select({ n: sql<string>`count(distinct ${c.plateNumber})` })
    .from(c)
    .where(
      and(
        eq(c.ruleId, rule.id),
        inArray(c.state, [couponState.values.normal, couponState.values.used]),
        isNull(c.deletedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(s)
            .where(
              and(
                eq(s.plateNumber, c.plateNumber),
                inArray(s.parkId, parks),
                eq(s.state, stayState.values.inside),
                isNull(s.deletedAt),
              ),
            ),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

export type Issuable = { allowed: number; reason: Message };

/** How many coupons of the rule may be issued now, and the limit that stops more: what an issue checks. */
export async function issuableNow(db: Db | Tx, timeZone: string, rule: CouponRule, seller: Seller): Promise<Issuable> {
  const limits = await issueLimits(db, timeZone, rule, seller);
  const tightest = limits.reduce((a, b) => (b.left < a.left ? b : a));
  return { allowed: tightest.left, reason: tightest.why };
}

/** How many coupons of a rule the caller may issue now, for the issue dialog (read only: nothing is locked). */
export async function issuableOfRule(db: Db, access: Access, timeZone: string, ruleId: number) {
  const rule = await ruleFor(db, access, ruleId);
  const seller = await visibleOne(db, sellerResource, access, rule.sellerId);
  return {
    ruleId: rule.id,
    ...(await issuableNow(db, timeZone, rule, seller)),
    settleKind: seller.settleKind,
    balance: seller.balance ?? 0,
    minutesBalance: seller.minutesBalance ?? 0,
    creditLine: seller.creditLine ?? 0,
  };
}

/** Refuses an issue of more coupons than the rule's limits allow now, naming the limit. */
async function checkCaps(ctx: WriteCtx, rule: CouponRule, seller: Seller, num: number): Promise<void> {
  const { allowed, reason } = await issuableNow(ctx.tx, ctx.app.config.timeZone, rule, seller);
  if (num <= allowed) return;
  throw conflict({
    zh: `最多还可发放 ${allowed} 张：${reason.zh}`,
    en: `at most ${allowed} more may be issued: ${reason.en}`,
  });
}

function checkInput(rule: CouponRule, input: IssueInput): string | null {
  if (!Number.isInteger(input.num) || input.num < 1 || input.num > maxIssuePerCall) {
    throw badRequest(
      fieldMessage('num', `须为 1 到 ${maxIssuePerCall} 的整数`, `must be a whole number from 1 to ${maxIssuePerCall}`),
    );
  }
  if (input.parkId !== undefined && !(rule.parkIds ?? []).includes(input.parkId)) {
    throw badRequest(fieldMessage('parkId', '不在该规则的适用车场内', "is not one of the rule's parks"));
  }
  if (input.plateNumber === undefined || input.plateNumber === '') return null;
  const plate = normalizePlate(input.plateNumber);
  const problem = plateProblem(plate);
  if (problem) throw badRequest(fieldMessage('plateNumber', problem.zh, problem.en));
  return plate;
}

/**
 * Issues `num` coupons of a rule, to a plate or as unclaimed codes. The merchant row is locked first, so the
 * caps, the balance check, the coupons and the charge are one step: issues sent together are counted one after
 * the other and never pass a cap or the credit line.
 */
export async function issueCoupons(ctx: WriteCtx, input: IssueInput) {
  const seen = await ruleFor(ctx.tx, ctx.access, input.ruleId);
  const plate = checkInput(seen, input);
  const seller = await lockedSeller(ctx.tx, ctx.access, seen.sellerId);
  const rule = await ruleFor(ctx.tx, ctx.access, input.ruleId);
  await checkCaps(ctx, rule, seller, input.num);
  const validFrom = new Date();
  const validTo = new Date(validFrom.getTime() + (rule.validDays ?? 1) * 86_400_000);
  const ids: number[] = [];
  const codes: string[] = [];
  for (let i = 0; i < input.num; i++) {
    const code = newCode();
    const saved = await saveRow(ctx, couponResource, {
      companyId: rule.companyId,
      code,
      ruleId: rule.id,
      sellerId: seller.id,
      plateNumber: plate,
      ...couponValueOf(rule),
      price: rule.price ?? 0,
      state: couponState.values.normal,
      validFrom,
      validTo,
    } as never);
    ids.push(saved.row.id);
    codes.push(code);
  }
  await updateRule(ctx.tx, rule.id, { issuedCount: (rule.issuedCount ?? 0) + input.num });
  const minutesEach = minutesEachOf(rule);
  const byMinutes = seller.settleKind === sellerSettleKind.values.minutes;
  const after = await moveBalance(ctx, seller, {
    kind: sellerLedgerKind.values.couponIssued,
    money: byMinutes ? 0 : -(rule.price ?? 0) * input.num,
    minutes: byMinutes ? -minutesEach * input.num : 0,
    couponId: ids.length === 1 ? ids[0] : null,
    remark: `${rule.ruleName} × ${input.num}${plate ? ` → ${plate}` : ''}`,
  });
  return { ruleId: rule.id, num: input.num, ids, codes, balance: after.balance, minutesBalance: after.minutesBalance };
}
