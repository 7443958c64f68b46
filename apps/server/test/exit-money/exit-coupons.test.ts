import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addRule, addSeller, ok, type Row } from '../coupons/helpers';
import { call, type TestApp } from '../support/test-app';
import { payOnSandbox } from '../traffic/orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

let app: TestApp;
let plaza: Plaza;
let token: string;
let seller: Row;
let plateSerial = 0;

const zone = 'Asia/Shanghai';
const at = (minutesFromNow: number) => formatLocalDateTime(new Date(Date.now() + minutesFromNow * 60_000), zone);

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'CPN');
  token = plaza.token;
  seller = await addSeller(app, token, { settleKind: 2, creditLine: 1_000_000 });
});
afterAll(() => app.close());

/** A rule of the merchant for the plaza, enabled, with these values; coupons cost the merchant nothing here. */
async function ruleFor(values: Record<string, unknown>, parks = [plaza.parkId]): Promise<Row> {
  const rule = await addRule(app, token, { sellerId: seller.id, price: 0, ...values });
  const granted = await act(app, token, 'plat/couponRule/grantRulePark', { ruleId: rule.id, parkIds: parks.join(',') });
  expect(granted.status, granted.msg).toBe(200);
  return rule;
}

async function issue(rule: Row, plateNumber: string): Promise<number> {
  const sent = await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1, plateNumber });
  expect(sent.status, sent.msg).toBe(200);
  return Number((sent.data as unknown as { ids: number[] }).ids[0]);
}

/** A car in 2 h 58 min ago, at the exit a minute from now: 5 yuan the first hour, 3 each further hour, so 11.00 yuan. */
async function threeHourStay(plateNumber: string) {
  const entered = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime: at(-178) });
  expect(entered.body.data, entered.body.msg).toMatchObject({ open: true });
  const exit = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime: at(1) });
  expect(exit.status, exit.body.msg).toBe(200);
  return exit.body.data as Record<string, unknown>;
}

const coupon = async (id: number) => {
  const [row] = await app.database.query<{
    state: number;
    discount: string;
    record_id: string | null;
    order_id: string | null;
  }>('select state, discount, record_id, order_id from coupon_info where id = $1', [id]);
  const n = (v: string | null | undefined) => (v == null ? null : Number(v));
  return {
    state: Number(row?.state),
    discount: Number(row?.discount),
    recordId: n(row?.record_id),
    orderId: n(row?.order_id),
  };
};

const orderOf = (onlineOrderId: unknown) =>
  ok<Row>(app, 'GET', '/api/updown/static/getPageOnlineOrder', { token, query: { onlineOrderId } }).then(
    (page) => (page as unknown as { data: Row[] }).data[0]!,
  );

const plate = () => `沪C${String(10_000 + ++plateSerial).slice(-5)}`;

describe('coupons at the exit', () => {
  it('without coupons the three-hour stay costs 11.00 yuan (the base the cases below start from)', async () => {
    const answer = await threeHourStay(plate());
    expect(answer).toMatchObject({ feeFen: 1100, owedFen: 1100 });
    expect(answer).not.toHaveProperty('discountFen');
  });

  it('two stacking coupons, 10% off and 2.00 yuan off, are used together: 11.00 × 0.9 − 2.00 = 7.90', async () => {
    const car = plate();
    const percent = await issue(await ruleFor({ couponKind: 4, percent: 10, stacks: true }), car);
    const money = await issue(await ruleFor({ couponKind: 3, money: 200, stacks: true }), car);
    const answer = await threeHourStay(car);
    expect(answer).toMatchObject({ verdict: 3, open: false, feeFen: 1100, owedFen: 790, discountFen: 310 });
    expect(answer.led).toContain('优惠3.10元');
    // set aside for the stay, each with its share: 10% of 11.00 first, then 2.00
    expect(await coupon(percent)).toMatchObject({ state: 1, discount: 110, recordId: Number(answer.recordId) });
    expect(await coupon(money)).toMatchObject({ state: 1, discount: 200 });
    const order = await orderOf(answer.onlineOrderId);
    expect(order).toMatchObject({ amount: 790, couponDiscount: 310, oweAmount: 0 });
    // paid: the coupons are settled against the order that took them
    const paid = await payOnSandbox(app, String(answer.onlineOrderId));
    expect(paid.status, paid.body.msg).toBe(200);
    expect(await coupon(percent)).toMatchObject({ state: 2, orderId: Number(order.id) });
    expect(await coupon(money)).toMatchObject({ state: 2, orderId: Number(order.id) });
    const [stay] = await app.database.query<{ fee: string; coupon_discount: string; paid: string }>(
      'select fee, coupon_discount, paid from park_io_record where id = $1',
      [answer.recordId],
    );
    expect([stay?.fee, stay?.coupon_discount, stay?.paid].map(Number)).toEqual([1100, 310, 790]);
  });

  it('of two coupons that do not stack, only the one saving more is used: two hours off beats 3.00 yuan off', async () => {
    const car = plate();
    const threeYuan = await issue(await ruleFor({ couponKind: 3, money: 300 }), car);
    const twoHours = await issue(await ruleFor({ couponKind: 2, minutes: 120 }), car);
    const answer = await threeHourStay(car);
    // charged from two hours after entry: one hour, 5.00 yuan, so 6.00 off
    expect(answer).toMatchObject({ feeFen: 1100, owedFen: 500, discountFen: 600 });
    expect(await coupon(twoHours)).toMatchObject({ state: 1, discount: 600 });
    // the other is left for another day
    expect(await coupon(threeYuan)).toMatchObject({ state: 0, discount: 0, recordId: null });
  });

  it('a free-stay coupon opens the gate at once and is settled with no order', async () => {
    const car = plate();
    const free = await issue(await ruleFor({ couponKind: 1 }), car);
    const answer = await threeHourStay(car);
    expect(answer).toMatchObject({ verdict: 1, open: true, feeFen: 1100, owedFen: 0, discountFen: 1100 });
    expect(await coupon(free)).toMatchObject({ state: 2, discount: 1100, orderId: null });
    const orders = await app.database.query('select id from park_order where record_id = $1', [answer.recordId]);
    expect(orders).toHaveLength(0);
  });

  it('a voided coupon is refused at the exit: the stay is charged in full', async () => {
    const car = plate();
    const id = await issue(await ruleFor({ couponKind: 3, money: 500 }), car);
    const voided = await act(app, token, 'plat/couponInfo/remove', { ids: String(id), remark: '商户撤回' });
    expect(voided.status, voided.msg).toBe(200);
    const answer = await threeHourStay(car);
    expect(answer).toMatchObject({ feeFen: 1100, owedFen: 1100 });
    expect(await coupon(id)).toMatchObject({ state: 3, recordId: null });
  });

  it('a coupon for another park is not used at this one', async () => {
    const car = plate();
    const [other] = await app.database.query<{ id: string }>(
      'select id from park where company_id = (select company_id from park where id = $1) and id <> $1 and deleted_at is null limit 1',
      [plaza.parkId],
    );
    const id = await issue(await ruleFor({ couponKind: 3, money: 500 }, [Number(other?.id)]), car);
    const answer = await threeHourStay(car);
    expect(answer).toMatchObject({ owedFen: 1100 });
    expect(await coupon(id)).toMatchObject({ state: 0 });
  });

  it('a car read again at the exit is priced again: the coupon stays set aside once, not twice', async () => {
    const car = plate();
    const id = await issue(await ruleFor({ couponKind: 3, money: 400 }), car);
    const first = await threeHourStay(car);
    expect(first).toMatchObject({ owedFen: 700, discountFen: 400 });
    const again = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: car, eventTime: at(2) });
    expect(again.body.data).toMatchObject({
      feeFen: 1100,
      owedFen: 700,
      discountFen: 400,
      onlineOrderId: first.onlineOrderId,
    });
    expect(await coupon(id)).toMatchObject({ state: 1, discount: 400 });
    const orders = await app.database.query('select id from park_order where record_id = $1', [first.recordId]);
    expect(orders).toHaveLength(1);
  });

  it('paying ahead from the park uses the coupon too: the driver pays 6.00 of 11.00, then leaves owing nothing', async () => {
    const car = plate();
    const id = await issue(await ruleFor({ couponKind: 3, money: 500 }), car);
    const entered = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: car, eventTime: at(-178) });
    expect(entered.body.data).toMatchObject({ open: true });
    const quote = await call<Row>(app, 'POST', '/api/pay/stay/advance', {
      body: { parkId: plaza.parkId, plateNumber: car },
    });
    expect(quote.status, quote.body.msg).toBe(200);
    expect(quote.body.data).toMatchObject({ owedFen: 600 });
    expect(await coupon(id)).toMatchObject({ state: 1, discount: 500 });
    const paid = await payOnSandbox(app, String(quote.body.data.onlineOrderId));
    expect(paid.status, paid.body.msg).toBe(200);
    expect(await coupon(id)).toMatchObject({ state: 2 });
    const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: car, eventTime: at(3) });
    expect(out.body.data).toMatchObject({ open: true, owedFen: 0 });
  });
});
