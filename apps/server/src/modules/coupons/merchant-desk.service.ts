import { formatLocalDateTime } from '@parking/domain';
import { couponResource, couponRuleResource, couponRuleState, sellerResource } from '@parking/resources';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { issuableNow } from './coupon-issue.service';
import { couponValueOf } from './coupon-value';
import { localDay } from './merchant-day';

/** The most of the day's coupons the desk lists. */
const todayLimit = 200;

/**
 * What a merchant's desk shows: the merchant's balance, its enabled rules each with how many coupons it
 * may still issue now (the same limits the issue checks), and the coupons issued today, newest first.
 */
export async function merchantDesk(app: AppContext, access: Access, sellerId: number) {
  const tz = app.config.timeZone;
  const seller = await visibleOne(app.db, sellerResource, access, sellerId);
  const r = tableOf(couponRuleResource);
  const rules = await app.db
    .select()
    .from(r)
    .where(
      and(
        eq(r.sellerId, seller.id),
        eq(r.state, couponRuleState.values.enabled),
        visibleConditions(couponRuleResource, access),
      ),
    )
    .orderBy(asc(r.id));
  const ruleRows = [];
  for (const rule of rules) {
    ruleRows.push({
      ruleId: rule.id,
      ruleName: rule.ruleName,
      ...couponValueOf(rule),
      price: rule.price ?? 0,
      validDays: rule.validDays ?? 1,
      ...(await issuableNow(app.db, tz, rule, seller)),
    });
  }
  const { day, from, to } = localDay(tz);
  const c = tableOf(couponResource);
  const today = await app.db
    .select({
      id: c.id,
      code: c.code,
      plateNumber: c.plateNumber,
      ruleId: c.ruleId,
      ruleName: r.ruleName,
      couponKind: c.couponKind,
      state: c.state,
      price: c.price,
      createdAt: c.createdAt,
      validTo: c.validTo,
    })
    .from(c)
    .leftJoin(r, eq(r.id, c.ruleId))
    .where(
      and(
        eq(c.sellerId, seller.id),
        gte(c.createdAt, from),
        lt(c.createdAt, to),
        visibleConditions(couponResource, access),
      ),
    )
    .orderBy(desc(c.id))
    .limit(todayLimit);
  return {
    seller: {
      sellerId: seller.id,
      sellerName: seller.sellerName,
      settleKind: seller.settleKind,
      balance: seller.balance ?? 0,
      creditLine: seller.creditLine ?? 0,
      minutesBalance: seller.minutesBalance ?? 0,
    },
    rules: ruleRows,
    day,
    today: today.map(({ createdAt, validTo, ...row }) => ({
      ...row,
      issuedAt: formatLocalDateTime(createdAt, tz),
      validTo: formatLocalDateTime(validTo, tz),
    })),
  };
}
