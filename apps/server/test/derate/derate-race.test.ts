import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/test-app';
import {
  addBuyRule,
  addDerate,
  buy,
  claim,
  count,
  type DerateWorld,
  derateWorld,
  enter,
  ledgerSum,
  readQr,
  sellerOf,
  tokenOfUrl,
  unzip,
} from './derate-helpers';

let w: DerateWorld;
beforeAll(async () => {
  w = await derateWorld();
});
afterAll(() => w.app.close());

describe('claims and purchases sent together', () => {
  it('a one-time code claimed by five cars at once gives exactly one coupon', async () => {
    const derate = await addDerate(w, { couponKind: 3, money: 800 });
    const rule = await addBuyRule(w, derate.id, { price: 100 });
    const bought = await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 1 });
    expect(bought.status, bought.body.msg).toBe(200);
    const zip = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/downloadBatch', {
      token: w.token,
      query: { batchId: bought.body.data.batchId },
    });
    const t = tokenOfUrl(readQr(unzip(zip.raw)['0001.png'] as Buffer));
    const plates = ['沪K5R001', '沪K5R002', '沪K5R003', '沪K5R004', '沪K5R005'];
    for (const plate of plates) await enter(w, plate);
    const answers = await Promise.all(plates.map((plateNumber) => claim(w, { t, plateNumber })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await count(w.app, 'select count(*) as n from coupon_info where derate_id = $1', [derate.id])).toBe(1);
    expect(await count(w.app, 'select count(*) as n from park_derate_claim where derate_id = $1', [derate.id])).toBe(1);
    expect(await count(w.app, 'select used_count as n from park_derate_code where derate_id = $1', [derate.id])).toBe(
      1,
    );
  });

  it('two purchases that together pass the credit line: one is bought, the ledger still sums to the balance', async () => {
    const seller = await sellerOf(w, w.hotel);
    const room = seller.balance + seller.creditLine;
    const price = Math.floor(room / 2) + 1;
    const derate = await addDerate(w, { sellerId: w.hotel });
    const rule = await addBuyRule(w, derate.id, { price });
    const answers = await Promise.all([1, 2].map(() => buy(w, { sellerId: w.hotel, buyRuleId: rule.id, count: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await sellerOf(w, w.hotel);
    expect(after.balance).toBe(seller.balance - price);
    expect(after.balance).toBeGreaterThanOrEqual(-after.creditLine);
    expect(await ledgerSum(w, w.hotel)).toBe(after.balance);
    expect(await count(w.app, 'select count(*) as n from park_derate_code where derate_id = $1', [derate.id])).toBe(1);
  });
});
