import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/test-app';
import { act, count, get, type MerchantWorld, merchantWorld, page } from './merchant-helpers';

let w: MerchantWorld;

beforeAll(async () => {
  w = await merchantWorld();
});
afterAll(() => w.app.close());

const sellersOf = (rows: Record<string, unknown>[]) => [...new Set(rows.map((r) => r.sellerId))];

describe("a merchant's user sees its own merchant only", () => {
  it('lists only its own coupon rules, coupons and ledger while another merchant has rows', async () => {
    expect(await count(w.app, 'select count(*) as n from coupon_info where seller_id = $1', [w.otherSeller])).toBe(1);
    for (const url of ['plat/couponRule/listPage', 'plat/couponInfo/list', 'parkSellerLedger/list']) {
      const own = await page(w.app, w.merchant, url);
      expect(own.total, url).toBeGreaterThan(0);
      expect(sellersOf(own.data), url).toEqual([w.ownSeller]);
      // the company's administrator sees both merchants' rows on the same list
      const all = await page(w.app, w.admin, url);
      expect(sellersOf(all.data), url).toEqual(expect.arrayContaining([w.ownSeller, w.otherSeller]));
    }
    const sellers = await page(w.app, w.merchant, 'parkseller/list');
    expect(sellers.data.map((s) => s.id)).toEqual([w.ownSeller]);
    // asking for the other merchant's rows by filter finds nothing either
    const filtered = await page(w.app, w.merchant, 'plat/couponInfo/list', { sellerId: w.otherSeller });
    expect(filtered.total).toBe(0);
  });

  it('cannot read another merchant, its rule or its coupon by id', async () => {
    expect((await get(w.app, w.merchant, 'parkseller/detail', { sellerId: w.otherSeller })).status).toBe(404);
    expect((await get(w.app, w.merchant, 'plat/couponRule/detail', { ruleId: w.otherRule })).status).toBe(404);
    const coupon = await count(w.app, 'select id as n from coupon_info where seller_id = $1', [w.otherSeller]);
    expect((await get(w.app, w.merchant, 'plat/couponInfo/detail', { id: coupon })).status).toBe(404);
    expect((await get(w.app, w.merchant, 'parkseller/detail', { sellerId: w.ownSeller })).status).toBe(200);
    expect((await get(w.app, w.merchant, 'parkseller/desk', { sellerId: w.otherSeller })).status).toBe(404);
    expect((await get(w.app, w.merchant, 'parkseller/dailyStatement', { sellerId: w.otherSeller })).status).toBe(404);
  });

  it("cannot issue with another merchant's rule: refused, nothing written", async () => {
    const coupons = () => count(w.app, 'select count(*) as n from coupon_info');
    const ledger = () => count(w.app, 'select count(*) as n from park_seller_ledger');
    const balance = () => count(w.app, 'select balance as n from park_seller where id = $1', [w.otherSeller]);
    const before = [await coupons(), await ledger(), await balance()];
    const res = await act(w.app, w.merchant, 'plat/couponRule/sendRuleCoupon', {
      ruleId: w.otherRule,
      plateNumber: '沪A12345',
    });
    expect(res.status).toBe(404);
    expect([await coupons(), await ledger(), await balance()]).toEqual(before);
  });

  it('issues with its own rule to a plate, charged to its own merchant', async () => {
    const balance = () => count(w.app, 'select balance as n from park_seller where id = $1', [w.ownSeller]);
    const before = await balance();
    const res = await act(w.app, w.merchant, 'plat/couponRule/sendRuleCoupon', {
      ruleId: w.ownRule,
      plateNumber: '沪A66666',
    });
    expect(res.status, res.msg).toBe(200);
    const [row] = await w.app.database.query<{ seller_id: string; plate_number: string }>(
      'select seller_id, plate_number from coupon_info where id = $1',
      [(res.data?.ids as number[] | undefined)?.[0]],
    );
    expect(Number(row?.seller_id)).toBe(w.ownSeller);
    expect(row?.plate_number).toBe('沪A66666');
    expect(await balance()).toBeLessThan(before);

    // its desk, its own without naming it: the balance, the rule with what it still allows, today's coupons
    const desk = await get(w.app, w.merchant, 'parkseller/desk');
    expect(desk.status).toBe(200);
    const data = desk.body.data as unknown as {
      seller: { sellerId: number; balance: number };
      rules: { ruleId: number; allowed: number }[];
      today: { plateNumber: string }[];
    };
    expect(data.seller).toMatchObject({ sellerId: w.ownSeller, balance: await balance() });
    expect(data.rules.map((r) => r.ruleId)).toEqual([w.ownRule]);
    expect(data.rules[0]?.allowed).toBeGreaterThan(0);
    expect(data.today.map((c) => c.plateNumber)).toContain('沪A66666');
    // an operator works for no merchant of its own: it names one
    const unnamed = await get(w.app, w.admin, 'parkseller/desk');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.msg).toContain('Merchant(sellerId)');
  });

  it('changes nothing outside its grants: 403, and sees none of the company’s other records', async () => {
    const rule = await call(w.app, 'POST', '/api/updown/plat/couponRule/submit', {
      token: w.merchant,
      body: { ruleId: w.ownRule, ruleName: '改价', price: 0 },
    });
    expect(rule.status).toBe(403);
    const topUp = await act(w.app, w.merchant, 'parkseller/sellerCharge', { recordId: w.ownSeller, money: 100_000 });
    expect(topUp.status).toBe(403);
    const reset = await act(w.app, w.merchant, 'parkseller/resetPassword', { sellerId: w.ownSeller });
    expect(reset.status).toBe(403);
    const owe = await call(w.app, 'POST', '/api/updown/parkseller/submit', {
      token: w.merchant,
      body: { sellerName: '自开商户', settleKind: 1 },
    });
    expect(owe.status).toBe(403);
    // the company has parks and orders; a merchant's user sees none of them
    expect((await page(w.app, w.admin, 'basePark/list')).total).toBeGreaterThan(0);
    expect((await page(w.app, w.merchant, 'basePark/list')).total).toBe(0);
    expect((await page(w.app, w.merchant, 'static/getPageOnlineOrder')).total).toBe(0);
  });
});
