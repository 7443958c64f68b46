import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../support/test-app';
import { act, addRule, addSeller, companyA, count, couponsOf, ledgerSum, type Row, sellerOf } from './helpers';

let app: TestApp;
let token: string;

beforeAll(async () => {
  ({ app, token } = await companyA());
});
afterAll(() => app.close());

type Issuable = { allowed: number; reason: string; balance: number };

async function issuable(ruleId: number, lang = 'zh-CN'): Promise<Issuable> {
  const res = await call<Issuable>(app, 'GET', '/api/updown/plat/couponRule/issuable', {
    token,
    query: { ruleId },
    headers: { 'accept-language': lang },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

const send = (ruleId: number, num: number) => act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId, num });

describe('how many coupons a rule may issue now', () => {
  it("answers the merchant's balance as the limit, and an issue of exactly that many passes while one more is refused", async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 2_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 300 });
    const first = await issuable(rule.id);
    expect(first).toMatchObject({ allowed: 6, reason: '商户余额', balance: 2_000 });
    expect((await issuable(rule.id, 'en')).reason).toBe("the merchant's balance");
    expect((await send(rule.id, 7)).status).toBe(409);
    expect(await couponsOf(app, rule.id)).toBe(0);
    expect((await send(rule.id, 6)).status).toBe(200);
    expect(await issuable(rule.id)).toMatchObject({ allowed: 0, balance: 200 });
  });

  it('answers the tightest cap: the count per period before the balance', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 100_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 100, capPeriod: 1, capCount: 5 });
    expect((await send(rule.id, 2)).status).toBe(200);
    const left = await issuable(rule.id);
    expect(left.allowed).toBe(3);
    expect(left.reason).toContain('周期限发张数');
    const refused = await send(rule.id, 4);
    expect(refused.status).toBe(409);
    expect(refused.msg).toContain('3');
  });

  it('answers none for a stopped rule, and a postpaid merchant counts its credit line', async () => {
    const seller = await addSeller(app, token, { settleKind: 2, creditLine: 1_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 250 });
    expect((await issuable(rule.id)).allowed).toBe(4);
    await act(app, token, 'plat/couponRule/stop', { ruleId: rule.id });
    expect(await issuable(rule.id)).toMatchObject({ allowed: 0, reason: '规则未启用' });
  });

  it("is refused for another company's rule", async () => {
    const res = await call(app, 'GET', '/api/updown/plat/couponRule/issuable', { token, query: { ruleId: 999_999 } });
    expect(res.status).toBe(404);
  });
});

describe('cancelling a rule', () => {
  it('by default leaves its issued coupons valid', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 5_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 400 });
    await send(rule.id, 2);
    const done = await act(app, token, 'plat/couponRule/cancelCouponRule', { ruleId: rule.id, remark: '活动结束' });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ state: 3, voided: 0 });
    expect(await count(app, 'select count(*) as n from coupon_info where rule_id = $1 and state = 0', [rule.id])).toBe(
      2,
    );
    expect((await sellerOf(app, token, seller.id)).balance).toBe(5_000 - 800);
  });

  it('with type 2 voids its unused coupons and gives the merchant back their charge, in its ledger', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 5_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 400 });
    await send(rule.id, 3);
    const done = await act(app, token, 'plat/couponRule/cancelCouponRule', {
      ruleId: rule.id,
      type: 2,
      remark: '商户退出',
    });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ state: 3, voided: 3 });
    expect(
      await count(
        app,
        "select count(*) as n from coupon_info where rule_id = $1 and state = 3 and remark = '商户退出'",
        [rule.id],
      ),
    ).toBe(3);
    const after = (await sellerOf(app, token, seller.id)) as Row;
    expect(after.balance).toBe(5_000);
    expect(await ledgerSum(app, seller.id)).toBe(5_000);
  });

  it('with an unknown type is refused naming the field, and the rule stays enabled', async () => {
    const seller = await addSeller(app, token);
    const rule = await addRule(app, token, { sellerId: seller.id });
    const res = await act(app, token, 'plat/couponRule/cancelCouponRule', { ruleId: rule.id, type: 7 });
    expect(res.status).toBe(400);
    expect(res.msg).toContain('type');
    expect(await count(app, 'select state as n from coupon_rule where id = $1', [rule.id])).toBe(1);
  });
});
