import { formatLocalDate, formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveCoupons, settleStayCoupons } from '../../src/modules/coupons/stay-coupons';
import { call, signIn, type TestApp } from '../support/test-app';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';
import { act, count, get, type MerchantWorld, merchantWorld } from './merchant-helpers';

type Order = { id: number; record_id: number; plate_number: string; amount: number };
type Line = { couponId: number; orderId: number | null; discount: number; charge: number; orderAmount: number | null };
type Statement = {
  day: string;
  lines: Line[];
  totals: { coupons: number; discount: number; charge: number; orders: number; orderAmount: number };
};

let w: MerchantWorld;
let orders: Order[];

beforeAll(async () => {
  w = await merchantWorld();
  orders = (
    await w.app.database.query<Order>(
      `select distinct on (o.record_id) o.id, o.record_id, o.plate_number, o.amount
         from park_order o
        where o.company_id = (select company_id from park_seller where id = $1)
          and o.record_id is not null and o.amount > 0 and o.deleted_at is null
        order by o.record_id, o.id limit 5`,
      [w.ownSeller],
    )
  ).map((o) => ({ ...o, id: Number(o.id), record_id: Number(o.record_id), amount: Number(o.amount) }));
  if (orders.length < 5) throw new Error('the demo has too few orders');
});
afterAll(() => w.app.close());

/** Issues coupons of a rule to the order's plate through the issue route. */
async function issue(token: string, ruleId: number, order: Order, num = 1): Promise<number[]> {
  const res = await act(w.app, token, 'plat/couponRule/sendRuleCoupon', {
    ruleId,
    num,
    plateNumber: order.plate_number,
  });
  if (res.status !== 200) throw new Error(`issue: ${res.msg}`);
  return res.data?.ids as number[];
}

/** What the exit does with the coupons a stay used: sets them aside with their discount, then settles them with the paid order. */
async function useOn(order: Order, uses: { id: number; discount: number }[], at: Date) {
  const db = w.app.context.db;
  await reserveCoupons(
    db,
    order.record_id,
    uses.map((u) => ({ id: String(u.id), discount: u.discount })),
    at,
  );
  const total = uses.reduce((s, u) => s + u.discount, 0);
  await w.app.database.query('update park_order set coupon_discount = $1 where id = $2', [total, order.id]);
  await settleStayCoupons(db, order.record_id, order.id);
}

describe("a merchant's daily statement", () => {
  it('lists the coupons used that day with their orders, and its totals add up over those orders', async () => {
    const [first, second, third, yesterdays, others] = orders as [Order, Order, Order, Order, Order];
    const now = new Date();
    const twoOnFirst = await issue(w.merchant, w.ownRule, first, 2);
    await useOn(
      first,
      twoOnFirst.map((id, i) => ({ id, discount: Math.min(first.amount, 100 + i * 50) })),
      now,
    );
    for (const order of [second, third]) {
      const [id] = await issue(w.merchant, w.ownRule, order);
      await useOn(order, [{ id: id as number, discount: Math.min(order.amount, 300) }], now);
    }
    // not on today's statement: a coupon used yesterday, one still unused, another merchant's used today
    const [old] = await issue(w.merchant, w.ownRule, yesterdays);
    await useOn(yesterdays, [{ id: old as number, discount: 120 }], new Date(now.getTime() - 86_400_000));
    await issue(w.merchant, w.ownRule, third);
    const [foreign] = await issue(w.admin, w.otherRule, others);
    await useOn(others, [{ id: foreign as number, discount: 200 }], now);

    const res = await get(w.app, w.merchant, 'parkseller/dailyStatement', {
      day: formatLocalDate(now, 'Asia/Shanghai'),
    });
    expect(res.status, String(res.body.msg)).toBe(200);
    const statement = res.body.data as unknown as Statement;
    expect(statement.lines).toHaveLength(4);
    expect(new Set(statement.lines.map((l) => l.orderId))).toEqual(new Set([first.id, second.id, third.id]));

    // recounted from the orders the coupons discounted, each order once
    const [recount] = await w.app.database.query<{ amount: string; discount: string; orders: string }>(
      `select sum(amount) as amount, sum(coupon_discount) as discount, count(*) as orders from park_order
        where id = any($1::bigint[])`,
      [[first.id, second.id, third.id]],
    );
    const [charged] = await w.app.database.query<{ charge: string }>(
      'select sum(price) as charge from coupon_info where id = any($1::bigint[])',
      [statement.lines.map((l) => l.couponId)],
    );
    expect(statement.totals).toMatchObject({
      coupons: 4,
      orders: Number(recount?.orders),
      orderAmount: Number(recount?.amount),
      discount: Number(recount?.discount),
      charge: Number(charged?.charge),
    });
    expect(statement.totals.discount).toBe(statement.lines.reduce((s, l) => s + l.discount, 0));
    expect(statement.totals.discount).toBeGreaterThan(0);

    const yesterday = await get(w.app, w.merchant, 'parkseller/dailyStatement', {
      day: formatLocalDate(new Date(now.getTime() - 86_400_000), 'Asia/Shanghai'),
    });
    const before = yesterday.body.data as unknown as Statement;
    expect(before.lines.map((l) => l.orderId)).toEqual([yesterdays.id]);
    expect(before.totals.discount).toBe(120);

    // the company's administrator reads the same statement by naming the merchant
    const byAdmin = await get(w.app, w.admin, 'parkseller/dailyStatement', { sellerId: w.ownSeller });
    expect((byAdmin.body.data as unknown as Statement).totals).toEqual(statement.totals);
  });

  it('refuses a day that is not a date, naming the field', async () => {
    const res = await call(w.app, 'GET', '/api/updown/parkseller/dailyStatement', {
      token: w.merchant,
      query: { day: '2026-02-30' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('Day(day)');
  });
});

describe('the statement of a car driven out through the gate with a merchant coupon', () => {
  let app: TestApp;
  let plaza: Plaza;
  beforeAll(async () => {
    app = await trafficApp();
    plaza = await plazaWithDevices(app, 'MS');
    app.context.config.gateClockSkewSeconds = 4 * 3600;
  });
  afterAll(() => app.close());

  it('shows the coupon with the exit order it discounted', async () => {
    const merchant = await signIn(app, 'merchant_a');
    const ruleId = await count(
      app,
      "select r.id as n from coupon_rule r join sys_user u on u.seller_id = r.seller_id where u.username = 'merchant_a'",
    );
    const tz = app.context.config.timeZone;
    const now = Date.now();
    await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪A77321',
      eventTime: formatLocalDateTime(new Date(now - (3 * 60 + 9) * 60_000), tz),
    });
    const issued = await act(app, merchant, 'plat/couponRule/sendRuleCoupon', { ruleId, plateNumber: '沪A77321' });
    expect(issued.status, issued.msg).toBe(200);
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A77321',
      // a minute on: the coupon is valid from the moment it was issued
      eventTime: formatLocalDateTime(new Date(now + 60_000), tz),
    });
    expect(out.status).toBe(200);

    const res = await call<Statement>(app, 'GET', '/api/updown/parkseller/dailyStatement', {
      token: merchant,
      query: { day: formatLocalDate(new Date(now + 60_000), tz) },
    });
    const line = res.body.data.lines.find((l) => l.couponId === (issued.data?.ids as number[] | undefined)?.[0]);
    expect(line).toBeDefined();
    const [order] = await app.database.query<{ id: string; amount: string; coupon_discount: string }>(
      "select id, amount, coupon_discount from park_order where plate_number = '沪A77321' order by id desc limit 1",
    );
    // 3h10m at 5 yuan the first hour and 3 yuan each further hour, two hours of it taken off by the coupon
    expect(line).toMatchObject({ orderId: Number(order?.id), discount: 600, charge: 500, orderAmount: 800 });
    expect(Number(order?.coupon_discount)).toBe(600);
  });
});
