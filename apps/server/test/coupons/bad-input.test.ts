import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, type TestApp } from '../support/test-app';
import { act, addRule, addSeller, companyA, count, couponsOf, ledgerSum } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyA());
});
afterAll(() => app.close());

describe('bad input is refused, naming the field, and nothing is written', () => {
  it('an unknown plate format, a negative top-up, a park outside the rule', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 5_000 });
    const rule = await addRule(app, token, { sellerId: seller.id });
    await act(app, token, 'plat/couponRule/grantRulePark', { ruleId: rule.id, parkIds: String(plaza) });

    const plate = await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, plateNumber: 'XYZ' });
    expect(plate.status).toBe(400);
    expect(plate.msg).toContain('Plate');

    const negative = await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: -100 });
    expect(negative.status).toBe(400);
    expect(negative.msg).toContain('Top-up money');

    const otherPark = await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, parkId: plaza + 999 });
    expect(otherPark.status).toBe(400);
    expect(otherPark.msg).toContain('Park(parkId)');

    const noRemark = await act(app, token, 'plat/couponInfo/remove', { ids: '1' });
    expect(noRemark.status).toBe(400);
    expect(noRemark.msg).toContain('Remark');

    expect(await couponsOf(app, rule.id)).toBe(0);
    expect(await ledgerSum(app, seller.id)).toBe(5_000);
    expect(await count(app, 'select count(*) as n from park_seller_ledger where seller_id = $1', [seller.id])).toBe(1);
  });
});

describe('a rule without the value its kind needs', () => {
  it('is refused naming the value field, and not stored', async () => {
    const seller = await addSeller(app, token);
    const before = await count(app, 'select count(*) as n from coupon_rule');
    const cases = [
      { couponKind: 3, money: 0, field: 'Amount(money)' },
      { couponKind: 2, minutes: 0, field: 'Minutes off(minutes)' },
      { couponKind: 4, percent: 0, field: 'Percent off(percent)' },
      { couponKind: 6, field: 'Free until(untilTime)' },
      { couponKind: 6, untilTime: '25:00', field: 'Free until(untilTime)' },
    ];
    for (const { field, ...values } of cases) {
      const res = await call(app, 'POST', '/api/updown/plat/couponRule/submit', {
        token,
        body: { ruleName: '缺值规则', sellerId: seller.id, ...values },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.msg).toContain(field);
    }
    expect(await count(app, 'select count(*) as n from coupon_rule')).toBe(before);
  });
});

describe('scope', () => {
  it('another company sees none of company A’s merchants, rules or coupons, and cannot issue from them', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 5_000 });
    const rule = await addRule(app, token, { sellerId: seller.id });
    await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 });
    const other = await signIn(app, 'company_b');
    const list = await call<{ total: number }>(app, 'GET', '/api/updown/plat/couponInfo/list', {
      token: other,
      query: { ruleId: rule.id },
    });
    expect(list.body.data.total).toBe(0);
    const issue = await act(app, other, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 });
    expect(issue.status).toBe(404);
    const charge = await act(app, other, 'parkseller/sellerCharge', { recordId: seller.id, money: 100 });
    expect(charge.status).toBe(404);
    expect(await couponsOf(app, rule.id)).toBe(1);
    const summary = await call<{ total: number }>(app, 'GET', '/api/updown/plat/couponInfo/getCouponInfoSummary', {
      token,
    });
    expect(summary.body.data.total).toBeGreaterThanOrEqual(1);
  });
});
