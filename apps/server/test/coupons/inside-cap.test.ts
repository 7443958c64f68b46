import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';
import { act, addRule, addSeller, count } from './helpers';

let app: TestApp;
let plaza: Plaza;

const at = (minutesFromNow: number) =>
  formatLocalDateTime(new Date(Date.now() + minutesFromNow * 60_000), 'Asia/Shanghai');

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'CAP');
});
afterAll(() => app.close());

async function capRule(capInside: number) {
  const seller = await addSeller(app, plaza.token, { settleKind: 2, creditLine: 1_000_000 });
  const rule = await addRule(app, plaza.token, { sellerId: seller.id, price: 100, capInside });
  const granted = await act(app, plaza.token, 'plat/couponRule/grantRulePark', {
    ruleId: rule.id,
    parkIds: String(plaza.parkId),
  });
  expect(granted.status, granted.msg).toBe(200);
  return rule;
}

const enter = async (plateNumber: string) => {
  const res = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime: at(-60) });
  expect(res.body.data, res.body.msg).toMatchObject({ open: true });
};

describe('cars inside at once', () => {
  it('a rule capped at two cars inside refuses a third, and takes one again once a car has left', async () => {
    const rule = await capRule(2);
    const plates = ['沪E20001', '沪E20002', '沪E20003'];
    for (const p of plates) await enter(p);
    const issue = (plateNumber: string) =>
      act(app, plaza.token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1, plateNumber });
    expect((await issue(plates[0]!)).status).toBe(200);
    expect((await issue(plates[1]!)).status).toBe(200);
    const third = await issue(plates[2]!);
    expect(third.status).toBe(409);
    expect(third.msg).toMatch(/同时在场车辆上限 2 辆已满|the 2 cars inside at once are reached/);
    expect(await count(app, 'select count(*) as n from coupon_info where rule_id = $1', [rule.id])).toBe(2);
    // the first car leaves, its coupon used and paid for: it no longer holds a place
    const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: plates[0], eventTime: at(1) });
    expect(out.body.data, out.body.msg).toMatchObject({ discountFen: 500 });
    const order = String(out.body.data.onlineOrderId);
    const { payOnSandbox } = await import('../traffic/orders-payments-sandbox');
    expect((await payOnSandbox(app, order)).status).toBe(200);
    expect((await issue(plates[2]!)).status).toBe(200);
  });

  it('twenty issues at once to twenty cars inside, against a cap of five cars, issue exactly five', async () => {
    const rule = await capRule(5);
    const plates = Array.from({ length: 20 }, (_, i) => `沪E3${String(i).padStart(4, '0')}`);
    for (const p of plates) await enter(p);
    const answers = await Promise.all(
      plates.map((plateNumber) =>
        act(app, plaza.token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1, plateNumber }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(await count(app, 'select count(*) as n from coupon_info where rule_id = $1', [rule.id])).toBe(5);
  });
});
