import { randomBytes } from 'node:crypto';
import { type CapPeriodName, capPeriodStart, normalizePlate, plateProblem } from '@parking/domain';
import {
  capPeriod,
  couponKind,
  couponResource,
  couponRuleState,
  couponState,
  sellerLedgerKind,
  sellerSettleKind,
} from '@parking/resources';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { tableOf } from '../../db/schema';
import { badRequest, conflict } from '../../platform/errors';
import { type CouponRule, ruleFor, updateRule } from './coupon-rule-rows';
import { fieldMessage } from './params';
import { lockedSeller, moveBalance, type Seller } from './seller-ledger.service';

export type IssueInput = { ruleId: number; num: number; plateNumber?: string; parkId?: number };

const periodName: Record<number, CapPeriodName> = {
  [capPeriod.values.day]: 'day',
  [capPeriod.values.week]: 'week',
  [capPeriod.values.month]: 'month',
};

const newCode = () => randomBytes(8).toString('hex').toUpperCase();

async function issuedSince(ctx: WriteCtx, rule: CouponRule, since: Date) {
  const t = tableOf(couponResource);
  const [row] = await ctx.tx
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

const refuse = (zh: string, en: string) => conflict({ zh, en });

/** What the rule still lets the merchant issue now, and why it refuses more. */
async function checkCaps(ctx: WriteCtx, rule: CouponRule, seller: Seller, num: number): Promise<void> {
  const minutesEach = rule.couponKind === couponKind.values.minutesOff ? (rule.minutes ?? 0) : 0;
  const priceEach = rule.price ?? 0;
  if ((rule.totalCount ?? 0) > 0 && (rule.issuedCount ?? 0) + num > (rule.totalCount ?? 0)) {
    throw refuse(
      `超出发放总量：还可发放 ${(rule.totalCount ?? 0) - (rule.issuedCount ?? 0)} 张`,
      `over the rule's total: ${(rule.totalCount ?? 0) - (rule.issuedCount ?? 0)} left`,
    );
  }
  const since = capPeriodStart(
    new Date(),
    periodName[rule.capPeriod ?? capPeriod.values.day] ?? 'day',
    ctx.app.config.timeZone,
  );
  const used = await issuedSince(ctx, rule, since);
  if ((rule.capCount ?? 0) > 0 && used.count + num > (rule.capCount ?? 0)) {
    throw refuse(
      `超出周期限发张数：本周期还可发放 ${Math.max(0, (rule.capCount ?? 0) - used.count)} 张`,
      `over the cap per period: ${Math.max(0, (rule.capCount ?? 0) - used.count)} left this period`,
    );
  }
  if ((rule.capMoney ?? 0) > 0 && used.money + priceEach * num > (rule.capMoney ?? 0)) {
    throw refuse('超出周期限发金额', 'over the money cap of the period');
  }
  if ((rule.capMinutes ?? 0) > 0 && used.minutes + minutesEach * num > (rule.capMinutes ?? 0)) {
    throw refuse('超出周期限发时长', 'over the minutes cap of the period');
  }
  const balance = seller.balance ?? 0;
  if (seller.settleKind === sellerSettleKind.values.minutes) {
    if ((seller.minutesBalance ?? 0) < minutesEach * num)
      throw refuse('商户剩余时长不足', 'the merchant has too few minutes left');
  } else {
    const floor = seller.settleKind === sellerSettleKind.values.postpaid ? -(seller.creditLine ?? 0) : 0;
    if (balance - priceEach * num < floor) {
      throw refuse(
        seller.settleKind === sellerSettleKind.values.postpaid ? '超出商户授信额度' : '商户余额不足',
        seller.settleKind === sellerSettleKind.values.postpaid
          ? "over the merchant's credit line"
          : "the merchant's balance is too low",
      );
    }
  }
}

function checkInput(rule: CouponRule, input: IssueInput): string | null {
  if (!Number.isInteger(input.num) || input.num < 1 || input.num > 1000) {
    throw badRequest(fieldMessage('num', '须为 1 到 1000 的整数', 'must be a whole number from 1 to 1000'));
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
  if (rule.state !== couponRuleState.values.enabled) throw refuse('规则未启用', 'the rule is not enabled');
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
      couponKind: rule.couponKind,
      money: rule.money ?? 0,
      minutes: rule.minutes ?? 0,
      percent: rule.percent ?? 0,
      untilTime: rule.untilTime ?? null,
      stacks: rule.stacks ?? false,
      price: rule.price ?? 0,
      state: couponState.values.normal,
      validFrom,
      validTo,
    } as never);
    ids.push(saved.row.id);
    codes.push(code);
  }
  await updateRule(ctx.tx, rule.id, { issuedCount: (rule.issuedCount ?? 0) + input.num });
  const minutesEach = rule.couponKind === couponKind.values.minutesOff ? (rule.minutes ?? 0) : 0;
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
