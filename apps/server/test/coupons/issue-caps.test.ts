import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { act, addRule, addSeller, companyA, couponsOf, ledgerSum, sellerOf } from './helpers';

let app: TestApp;
let token: string;
let plaza: number;

beforeAll(async () => {
  ({ app, token, plaza } = await companyA());
});
afterAll(() => app.close());

describe('issuing caps under concurrency', () => {
  it('200 issues sent together against a cap of 37 a day issue exactly 37', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 1_000_000, remark: '预存' });
    const rule = await addRule(app, token, { sellerId: seller.id, capPeriod: 1, capCount: 37 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(37);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    expect(await couponsOf(app, rule.id)).toBe(37);
    const after = await sellerOf(app, token, seller.id);
    expect(after.balance).toBe(1_000_000 - 37 * 400);
    expect(await ledgerSum(app, seller.id)).toBe(after.balance);
  });

  it('50 issues sent together never take a postpaid merchant below minus its credit line', async () => {
    const seller = await addSeller(app, token, { settleKind: 2, creditLine: 10_000 });
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 2_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 700 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 })),
    );
    // 12,000 fen of room at 700 a coupon: 17 coupons, leaving -9,900.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(17);
    const after = await sellerOf(app, token, seller.id);
    expect(after.balance).toBe(2_000 - 17 * 700);
    expect(after.balance as number).toBeGreaterThanOrEqual(-10_000);
    expect(await ledgerSum(app, seller.id)).toBe(after.balance);
  });

  it('a prepaid merchant issues only what its balance pays for; voiding gives the charge back', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 1_000 });
    const rule = await addRule(app, token, { sellerId: seller.id, price: 400 });
    await act(app, token, 'plat/couponRule/grantRulePark', { ruleId: rule.id, parkIds: String(plaza) });
    const issued = await act(app, token, 'plat/couponRule/sendRuleCoupon', {
      ruleId: rule.id,
      num: 2,
      plateNumber: '沪A12345',
      parkId: plaza,
    });
    expect(issued.status).toBe(200);
    const refused = await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 });
    expect(refused.status).toBe(409);
    const ids = (issued.data as unknown as { ids: number[] }).ids;
    const voided = await act(app, token, 'plat/couponInfo/remove', { ids: ids.join(','), remark: '顾客未到' });
    expect(voided.status).toBe(200);
    expect((await sellerOf(app, token, seller.id)).balance).toBe(1_000);
    expect(await ledgerSum(app, seller.id)).toBe(1_000);
    const again = await act(app, token, 'plat/couponInfo/remove', { ids: ids.join(','), remark: '再次作废' });
    expect(again.status).toBe(409);
    const sync = await act(app, token, 'parkseller/synchronizeAmount', { recordId: seller.id });
    expect(sync.data).toMatchObject({ inStep: true, balance: 1_000, ledgerMoney: 1_000 });
  });

  it('a stopped rule issues nothing until enabled again', async () => {
    const seller = await addSeller(app, token);
    await act(app, token, 'parkseller/sellerCharge', { recordId: seller.id, money: 10_000 });
    const rule = await addRule(app, token, { sellerId: seller.id });
    expect((await act(app, token, 'plat/couponRule/stop', { ruleId: rule.id })).status).toBe(200);
    expect((await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 })).status).toBe(409);
    expect((await act(app, token, 'plat/couponRule/enable', { ruleId: rule.id })).status).toBe(200);
    expect((await act(app, token, 'plat/couponRule/sendRuleCoupon', { ruleId: rule.id, num: 1 })).status).toBe(200);
  });
});

describe('the demo merchants', () => {
  it('each has a balance equal to the sum of its ledger', async () => {
    const sellers = await app.database.query<{ id: string | number; balance: string | number }>(
      'select id, balance from park_seller where deleted_at is null',
    );
    expect(sellers.length).toBeGreaterThan(0);
    for (const s of sellers) expect(await ledgerSum(app, Number(s.id))).toBe(Number(s.balance));
  });
});
