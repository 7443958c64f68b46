import { formatLocalDateTime } from '@parking/domain';
import {
  couponResource,
  couponRuleResource,
  couponState,
  onlineOrderResource,
  sellerResource,
} from '@parking/resources';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { localDay } from './merchant-day';

/**
 * A merchant's statement of one local day: every coupon of its used that day, with the order it discounted
 * (the order it was settled with, else its stay's latest order), what it took off and what the merchant was
 * charged for it; and the totals, each order counted once.
 */
export async function dailyStatement(app: AppContext, access: Access, sellerId: number, dayText?: string) {
  const tz = app.config.timeZone;
  const { day, from, to } = localDay(tz, dayText);
  const seller = await visibleOne(app.db, sellerResource, access, sellerId);
  const c = tableOf(couponResource);
  const r = tableOf(couponRuleResource);
  const o = tableOf(onlineOrderResource);
  const stayOrder = sql`(select ${o.id} from ${o} where ${o.recordId} = ${c.recordId} and ${o.deletedAt} is null
    order by ${o.id} desc limit 1)`;
  const rows = await app.db
    .select({
      couponId: c.id,
      code: c.code,
      plateNumber: c.plateNumber,
      ruleName: r.ruleName,
      couponKind: c.couponKind,
      state: c.state,
      usedAt: c.usedAt,
      discount: c.discount,
      charge: c.price,
      orderId: o.id,
      onlineOrderId: o.onlineOrderId,
      orderAmount: o.amount,
      orderCouponDiscount: o.couponDiscount,
      orderPaid: o.paidAmount,
      orderState: o.state,
    })
    .from(c)
    .leftJoin(r, eq(r.id, c.ruleId))
    .leftJoin(o, eq(o.id, sql`coalesce(${c.orderId}, ${stayOrder})`))
    .where(
      and(
        eq(c.sellerId, seller.id),
        inArray(c.state, [couponState.values.used, couponState.values.settled]),
        gte(c.usedAt, from),
        lt(c.usedAt, to),
        visibleConditions(couponResource, access),
      ),
    )
    .orderBy(asc(c.usedAt), asc(c.id));
  const orders = new Map<number, { amount: number; couponDiscount: number; paid: number }>();
  for (const row of rows) {
    if (row.orderId != null) {
      orders.set(row.orderId, {
        amount: row.orderAmount ?? 0,
        couponDiscount: row.orderCouponDiscount ?? 0,
        paid: row.orderPaid ?? 0,
      });
    }
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    sellerId: seller.id,
    sellerName: seller.sellerName,
    day,
    lines: rows.map((row) => ({ ...row, usedAt: row.usedAt ? formatLocalDateTime(row.usedAt, tz) : null })),
    totals: {
      coupons: rows.length,
      discount: sum(rows.map((row) => row.discount ?? 0)),
      charge: sum(rows.map((row) => row.charge ?? 0)),
      orders: orders.size,
      orderAmount: sum([...orders.values()].map((x) => x.amount)),
      orderCouponDiscount: sum([...orders.values()].map((x) => x.couponDiscount)),
      orderPaid: sum([...orders.values()].map((x) => x.paid)),
    },
  };
}
