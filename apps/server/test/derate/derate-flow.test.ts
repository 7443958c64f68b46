import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicCode } from '../../src/modules/coupons/derate-code-images';
import { resolveAccess } from '../../src/platform/auth/access';
import { stored } from '../parks/helpers';
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
  ok,
  type Row,
  readQr,
  sellerOf,
  tokenOfUrl,
  unzip,
  writes,
} from './derate-helpers';

let w: DerateWorld;
beforeAll(async () => {
  w = await derateWorld();
});
afterAll(() => w.app.close());

const claimPrefix = 'http://localhost:8080/derate/claim?t=';

describe('a merchant buys printed codes and a driver claims one', () => {
  let derate: Row;
  let tokens: string[] = [];

  it('charges price × 3 through the ledger, and the balance is the ledger sum', async () => {
    derate = await addDerate(w, { couponKind: 2, minutes: 120, stacks: true });
    const rule = await addBuyRule(w, derate.id, { price: 300, validDays: 7, usesPerCode: 1 });
    const before = await sellerOf(w, w.mall);
    const res = await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 3 });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ count: 3, total: 900, balance: before.balance - 900 });
    const after = await sellerOf(w, w.mall);
    expect(after.balance).toBe(before.balance - 900);
    expect(await ledgerSum(w, w.mall)).toBe(after.balance);
    const [ledger] = await w.app.database.query<{ kind: number; money: string; balance_after: string }>(
      'select kind, money, balance_after from park_seller_ledger where seller_id = $1 order by id desc limit 1',
      [w.mall],
    );
    expect(ledger).toMatchObject({ kind: 5 });
    expect(Number(ledger?.money)).toBe(-900);
    expect(Number(ledger?.balance_after)).toBe(after.balance);
    const batchId = res.body.data.batchId as number;
    expect(await count(w.app, 'select count(*) as n from park_derate_code where batch_id = $1', [batchId])).toBe(3);

    const zip = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/downloadBatch', {
      token: w.token,
      query: { batchId },
    });
    expect(zip.status).toBe(200);
    expect(String(zip.headers['content-type'])).toBe('application/zip');
    const files = unzip(zip.raw);
    const pngs = Object.keys(files).filter((n) => n.endsWith('.png'));
    expect(pngs.sort()).toEqual(['0001.png', '0002.png', '0003.png']);
    const urls = pngs.map((n) => readQr(files[n] as Buffer));
    for (const url of urls) expect(url.startsWith(claimPrefix)).toBe(true);
    expect(new Set(urls).size).toBe(3);
    expect(String(files['codes.csv'])).toContain(urls[0]);
    tokens = urls.map(tokenOfUrl);
  });

  it('a scanned code shows what it gives; claiming it writes a coupon for the car inside and a claim log row', async () => {
    const offer = await ok<Row>(w.app, 'GET', '/api/derate/claim', { query: { t: tokens[0] } });
    expect(offer).toMatchObject({ derateName: derate.derateName, couponKind: 2, minutes: 120, claimsLeft: 1 });
    expect(String(offer.parkName)).toContain('世纪广场');
    expect(offer.claimable).toBe(true);
    const stay = await enter(w, '沪K3D001');
    const res = await claim(w, { t: tokens[0], plateNumber: '沪k3d001' });
    expect(res.status, res.body.msg).toBe(200);
    const coupon = await stored(w.app, 'coupon_info', res.body.data.couponId as number);
    expect(coupon).toMatchObject({
      plate_number: '沪K3D001',
      derate_id: derate.id,
      park_id: w.plaza,
      seller_id: w.mall,
      coupon_kind: 2,
      minutes: 120,
      stacks: true,
      price: 0,
      state: 0,
      rule_id: null,
    });
    const validTo = new Date(String(coupon.valid_to));
    expect(validTo.getTime()).toBeGreaterThan(Date.now());
    expect(validTo.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    const [log] = await w.app.database.query<Record<string, unknown>>(
      'select plate_number, record_id, coupon_id, code_id, ip from park_derate_claim where coupon_id = $1',
      [coupon.id],
    );
    expect(log).toMatchObject({ plate_number: '沪K3D001', ip: '127.0.0.1' });
    expect(Number(log?.record_id)).toBe(stay.id);
    const listed = await ok<{ total: number }>(w.app, 'GET', '/api/updown/parkDerateClaim/list', {
      token: w.token,
      query: { plateNumber: '沪K3D001' },
    });
    expect(listed.total).toBe(1);
  });

  it('the same one-time code claimed again is refused and nothing is written', async () => {
    await enter(w, '沪K3D002');
    const before = await writes(w);
    const again = await claim(w, { t: tokens[0], plateNumber: '沪K3D002' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('already been claimed');
    expect(await writes(w)).toEqual(before);
    const offer = await ok<Row>(w.app, 'GET', '/api/derate/claim', { query: { t: tokens[0] } });
    expect(offer.claimable).toBe(false);
  });

  it('a tampered or forged code is refused and nothing is written', async () => {
    const before = await writes(w);
    const token = tokens[1] as string;
    const [id, expiry, nonce, sig] = token.split('.') as [string, string, string, string];
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    const forged = [
      `${id}.${expiry}.${nonce}.${flipped}`,
      `${(Number.parseInt(id, 36) + 1).toString(36)}.${expiry}.${nonce}.${sig}`,
      `${id}.${(Number.parseInt(expiry, 36) + 86_400).toString(36)}.${nonce}.${sig}`,
      'not-a-code',
    ];
    for (const t of forged) {
      const res = await claim(w, { t, plateNumber: '沪K3D002' });
      expect(res.status, t).toBe(400);
      expect(res.body.msg).toContain('Discount code(t)');
    }
    expect(await writes(w)).toEqual(before);
  });

  it('a plate with no car in the park is refused, and the code stays unclaimed', async () => {
    const before = await writes(w);
    const res = await claim(w, { t: tokens[1], plateNumber: '沪K3D099' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('no car of this plate is in the park');
    const badPlate = await claim(w, { t: tokens[1], plateNumber: 'XYZ' });
    expect(badPlate.status).toBe(400);
    expect(badPlate.body.msg).toContain('Plate(plateNumber)');
    expect(await writes(w)).toEqual(before);
  });
});

describe('codes claimed several times', () => {
  it('an N-use code serves N cars, once per stay, then is refused', async () => {
    const derate = await addDerate(w, { couponKind: 3, money: 500 });
    const rule = await addBuyRule(w, derate.id, { price: 200, usesPerCode: 2 });
    const bought = await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 1 });
    expect(bought.status, bought.body.msg).toBe(200);
    const zip = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/downloadBatch', {
      token: w.token,
      query: { batchId: bought.body.data.batchId },
    });
    const t = tokenOfUrl(readQr(unzip(zip.raw)['0001.png'] as Buffer));
    for (const plate of ['沪K3E001', '沪K3E002', '沪K3E003']) await enter(w, plate);
    expect((await claim(w, { t, plateNumber: '沪K3E001' })).status).toBe(200);
    const twice = await claim(w, { t, plateNumber: '沪K3E001' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('for its stay already');
    expect((await claim(w, { t, plateNumber: '沪K3E002' })).status).toBe(200);
    const third = await claim(w, { t, plateNumber: '沪K3E003' });
    expect(third.status).toBe(409);
    expect(third.body.msg).toContain('no claims left');
    expect(
      await count(w.app, 'select count(*) as n from coupon_info where derate_id = $1 and money = 500', [derate.id]),
    ).toBe(2);
  });
});

describe('dynamic codes on the merchant screen', () => {
  it('a fresh QR decodes to a claim URL that works; one shown more than 5 minutes ago is refused', async () => {
    const derate = await addDerate(w, { couponKind: 1 });
    const rule = await addBuyRule(w, derate.id, { codeKind: 1, price: 100 });
    const bought = await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 2 });
    expect(bought.status, bought.body.msg).toBe(200);
    const shown = await ok<{ image: string; url: string; left: number }>(
      w.app,
      'GET',
      '/api/updown/parkDerateQRCode/dynamicCode',
      { token: w.token, query: { derateId: derate.id } },
    );
    expect(shown.left).toBe(2);
    const png = Buffer.from(shown.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(readQr(png)).toBe(shown.url);
    await enter(w, '沪K3F001');
    expect((await claim(w, { t: tokenOfUrl(shown.url), plateNumber: '沪K3F001' })).status).toBe(200);

    const access = await resolveAccess(w.app.context, w.token);
    const old = await dynamicCode(w.app.context, access, derate.id, new Date(Date.now() - 6 * 60_000));
    await enter(w, '沪K3F002');
    const before = await writes(w);
    const late = await claim(w, { t: tokenOfUrl(old.url), plateNumber: '沪K3F002' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('expired');
    expect(await writes(w)).toEqual(before);
    const fresh = await dynamicCode(w.app.context, access, derate.id, new Date(Date.now() - 4 * 60_000));
    expect((await claim(w, { t: tokenOfUrl(fresh.url), plateNumber: '沪K3F002' })).status).toBe(200);
    const none = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/dynamicCode', {
      token: w.token,
      query: { derateId: derate.id },
    });
    expect(none.status).toBe(409);
  });

  it('dynamic codes are not printed', async () => {
    const [batch] = await w.app.database.query<{ id: string }>(
      'select id from park_derate_code_batch where code_kind = 1 order by id desc limit 1',
    );
    const res = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/downloadBatch', {
      token: w.token,
      query: { batchId: batch?.id },
    });
    expect(res.status).toBe(409);
  });
});

describe('buying beyond what the merchant may spend', () => {
  it('a prepaid merchant cannot go below 0, a postpaid one below minus its credit line; nothing is written', async () => {
    for (const sellerId of [w.mall, w.hotel]) {
      const seller = await sellerOf(w, sellerId);
      const room = seller.balance + (sellerId === w.hotel ? seller.creditLine : 0);
      const derate = await addDerate(w, { sellerId });
      const rule = await addBuyRule(w, derate.id, { price: Math.floor(room / 2) + 1 });
      const before = await writes(w);
      const res = await buy(w, { sellerId, buyRuleId: rule.id, count: 2 });
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain(sellerId === w.hotel ? 'credit line' : 'balance is too low');
      expect(await writes(w)).toEqual(before);
      const buyable = await ok<{ allowed: number }>(w.app, 'GET', '/api/updown/parkDerateQRCode/buyable', {
        token: w.token,
        query: { buyRuleId: rule.id },
      });
      expect(buyable.allowed).toBe(1);
      const one = await buy(w, { sellerId, buyRuleId: rule.id, count: 1 });
      expect(one.status, one.body.msg).toBe(200);
      const after = await sellerOf(w, sellerId);
      expect(after.balance).toBe(seller.balance - (Math.floor(room / 2) + 1));
      expect(await ledgerSum(w, sellerId)).toBe(after.balance);
    }
  });
});

describe('bad input is refused naming the field, and nothing is written', () => {
  it('count 0, a negative price, an unknown park, a merchant not serving the park', async () => {
    const derate = await addDerate(w);
    const rule = await addBuyRule(w, derate.id);
    const before = await writes(w);

    const zero = await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain('Count(count)');
    const over = await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 101 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('from 1 to 100 per purchase');

    const negative = await call(w.app, 'POST', '/api/updown/parkDerateQRCode/addDerateQRCodeBuyRule', {
      token: w.token,
      body: { ruleName: '负价', derateId: derate.id, codeKind: 2, price: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.msg).toContain('price');

    const unknownPark = await call(w.app, 'POST', '/api/updown/parkderate/submit', {
      token: w.token,
      body: { derateName: '无车场', parkId: 99_999_999, sellerId: w.mall, couponKind: 1 },
    });
    expect(unknownPark.status).toBe(400);
    expect(unknownPark.body.msg).toContain('Park');

    const stranger = await ok<Row>(w.app, 'POST', '/api/updown/parkseller/submit', {
      token: w.token,
      body: { sellerName: '外场商户', settleKind: 1 },
    });
    // no call sets a merchant's parks yet: this one serves another park of the company only
    const [other] = await w.app.database.query<{ id: string }>(
      'select id from park where company_id = (select company_id from park where id = $1) and id <> $1 limit 1',
      [w.plaza],
    );
    await w.app.database.query('update park_seller set park_ids = $1 where id = $2', [
      JSON.stringify([Number(other?.id)]),
      stranger.id,
    ]);
    const notServing = await call(w.app, 'POST', '/api/updown/parkderate/submit', {
      token: w.token,
      body: { derateName: '越界', parkId: w.plaza, sellerId: stranger.id, couponKind: 1 },
    });
    expect(notServing.status).toBe(400);
    expect(notServing.body.msg).toContain('does not serve the park');

    const otherMerchant = await buy(w, { sellerId: w.hotel, buyRuleId: rule.id, count: 1 });
    expect(otherMerchant.status).toBe(400);
    expect(otherMerchant.body.msg).toContain('Merchant(sellerId)');

    const noValue = await call(w.app, 'POST', '/api/updown/parkderate/submit', {
      token: w.token,
      body: { derateName: '缺值', parkId: w.plaza, sellerId: w.mall, couponKind: 3, money: 0 },
    });
    expect(noValue.status).toBe(400);
    expect(noValue.body.msg).toContain('Amount(money)');

    const dynamicTwice = await call(w.app, 'POST', '/api/updown/parkDerateQRCode/addDerateQRCodeBuyRule', {
      token: w.token,
      body: { ruleName: '动态多次', derateId: derate.id, codeKind: 1, price: 100, usesPerCode: 3 },
    });
    expect(dynamicTwice.status).toBe(400);
    expect(dynamicTwice.body.msg).toContain('Claims per code');

    const after = await writes(w);
    expect(after).toEqual(before);
  });
});

describe('unclaimed coupons', () => {
  it('a coupon issued without a plate is claimed once by its code', async () => {
    const rule = await ok<Row>(w.app, 'POST', '/api/updown/plat/couponRule/submit', {
      token: w.token,
      body: { ruleName: '待领券规则', sellerId: w.mall, couponKind: 3, money: 500, price: 100, validDays: 3 },
    });
    const sent = await ok<{ codes: string[] }>(w.app, 'POST', '/api/updown/plat/couponRule/sendRuleCoupon', {
      token: w.token,
      query: { ruleId: rule.id, num: 1 },
    });
    const code = sent.codes[0] as string;
    const res = await claim(w, { code: code.toLowerCase(), plateNumber: '沪K3G001' });
    expect(res.status, res.body.msg).toBe(200);
    const [coupon] = await w.app.database.query<{ plate_number: string }>(
      'select plate_number from coupon_info where code = $1',
      [code],
    );
    expect(coupon?.plate_number).toBe('沪K3G001');
    const before = await writes(w);
    const again = await claim(w, { code, plateNumber: '沪K3G002' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('already been claimed');
    const unknown = await claim(w, { code: 'FFFFFFFFFFFFFFFF', plateNumber: '沪K3G002' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('Coupon code(code)');
    expect(await writes(w)).toEqual(before);
    expect(
      await count(w.app, 'select count(*) as n from park_derate_claim where plate_number = $1', ['沪K3G001']),
    ).toBe(1);
  });
});

describe('lookups and scope', () => {
  it("answers the park's fee rules as key and value", async () => {
    const rules = await ok<{ key: number; value: string }[]>(
      w.app,
      'GET',
      '/api/updown/parkderate/getFeeRuleByParkId',
      { token: w.token, query: { parkId: w.plaza } },
    );
    expect(rules.length).toBeGreaterThan(0);
    expect(rules[0]).toMatchObject({ key: expect.any(Number), value: expect.any(String) });
    const unknown = await call(w.app, 'GET', '/api/updown/parkderate/getFeeRuleByParkId', {
      token: w.token,
      query: { parkId: 99_999_999 },
    });
    expect(unknown.status).toBe(404);
  });

  it("another company cannot buy, download or show company A's codes", async () => {
    const { signIn } = await import('../support/test-app');
    const other = await signIn(w.app, 'company_b');
    const derate = await addDerate(w);
    const rule = await addBuyRule(w, derate.id);
    const before = await writes(w);
    expect((await buy(w, { sellerId: w.mall, buyRuleId: rule.id, count: 1 }, other)).status).toBe(404);
    const batch = await w.app.database.query<{ id: string }>('select id from park_derate_code_batch limit 1');
    const download = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/downloadBatch', {
      token: other,
      query: { batchId: batch[0]?.id },
    });
    expect(download.status).toBe(404);
    const shown = await call(w.app, 'GET', '/api/updown/parkDerateQRCode/dynamicCode', {
      token: other,
      query: { derateId: derate.id },
    });
    expect(shown.status).toBe(404);
    expect(await writes(w)).toEqual(before);
  });
});
