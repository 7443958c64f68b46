import { createVerify } from 'node:crypto';
import { orderState, payWay } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantOf } from '../../src/modules/outbound/payments/merchants';
import { WechatPayChannel } from '../../src/modules/outbound/payments/wechat-pay-channel';
import {
  authorizationHeader,
  decryptResource,
  requestMessage,
  verifyPlatformSignature,
} from '../../src/modules/outbound/payments/wechat-pay-v3';
import { applyPayment } from '../../src/modules/traffic/orders/order-payments';
import { call, signIn, type TestApp } from '../support/test-app';
import { countRows, gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';
import { encryptResource, fakeWechat, platformHeaders, rsaPair, rsaSha256 } from './pay-channel-helpers';

const payCount =
  'select count(*) n from pay_record r join park_order o on o.id = r.order_id where o.online_order_id = $1';
const merchant = rsaPair();
const platform = rsaPair();
const apiV3Key = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6';
const mchId = '1900009191';
const platformSerial = 'PUB_KEY_ID_0114232134912410000000000000';

describe('WeChat Pay v3 signatures, computed here with keys made here', () => {
  it('signs a request as WeChat publishes: method, path, time, nonce and body, one a line, SHA256-RSA', () => {
    const body = '{"appid":"wxd678efh567hg6787","mchid":"1900009191"}';
    const header = authorizationHeader(
      { mchId, serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', privateKeyPem: merchant.privatePem },
      {
        method: 'POST',
        path: '/v3/pay/transactions/native',
        body,
        timestamp: '1554208460',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
      },
    );
    const text = `POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`;
    expect(
      requestMessage({
        method: 'POST',
        path: '/v3/pay/transactions/native',
        timestamp: '1554208460',
        nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
        body,
      }),
    ).toBe(text);
    // PKCS#1 v1.5 signatures are deterministic: the header carries exactly this one
    const expected = rsaSha256(merchant.privatePem, text);
    expect(header).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="${expected}",timestamp="1554208460",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"`,
    );
    expect(createVerify('RSA-SHA256').update(text).verify(merchant.publicKey, expected, 'base64')).toBe(true);
  });

  it('verifies a platform signature and refuses a changed body, another key, another serial or an old time', () => {
    const body = '{"id":"EV-2018022511223320873","event_type":"TRANSACTION.SUCCESS"}';
    const h = platformHeaders(platform.privatePem, platformSerial, body);
    const signed = {
      timestamp: h['wechatpay-timestamp'],
      nonce: h['wechatpay-nonce'],
      signature: h['wechatpay-signature'],
      serial: h['wechatpay-serial'],
    };
    const key = { serial: platformSerial, key: platform.publicKey };
    expect(verifyPlatformSignature(key, signed, body)).toBe(true);
    expect(verifyPlatformSignature(key, signed, body.replace('SUCCESS', 'SUCCESS '))).toBe(false);
    expect(verifyPlatformSignature({ serial: platformSerial, key: merchant.publicKey }, signed, body)).toBe(false);
    expect(verifyPlatformSignature({ serial: 'OTHER', key: platform.publicKey }, signed, body)).toBe(false);
    expect(verifyPlatformSignature(key, signed, body, Date.now() + 10 * 60_000)).toBe(false);
  });

  it('decrypts a callback resource (AEAD_AES_256_GCM with the APIv3 key) and refuses a changed one', () => {
    const plain = '{"out_trade_no":"1217752501201407033233368018","trade_state":"SUCCESS"}';
    const ciphertext = encryptResource(apiV3Key, 'fdasflkja484', 'transaction', plain);
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext,
      associated_data: 'transaction',
      nonce: 'fdasflkja484',
    };
    expect(decryptResource(apiV3Key, resource)).toBe(plain);
    const bytes = Buffer.from(ciphertext, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    expect(() => decryptResource(apiV3Key, { ...resource, ciphertext: bytes.toString('base64') })).toThrow();
    expect(() => decryptResource(apiV3Key, { ...resource, associated_data: 'refund' })).toThrow();
    expect(() => decryptResource(apiV3Key.replace('A', 'B'), resource)).toThrow();
  });
});

describe('a park paid through WeChat Pay', () => {
  let app: TestApp;
  let plaza: Plaza;
  let admin: string;

  beforeAll(async () => {
    app = await trafficApp();
    plaza = await plazaWithDevices(app, 'WX');
    admin = await signIn(app, 'admin');
    const saved = await call(app, 'POST', '/api/updown/wxApiConfig/submit', {
      token: admin,
      body: {
        name: '平台微信支付',
        appId: 'wxd678efh567hg6787',
        mchId,
        serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        privateKey: merchant.privatePem,
        apiV3Key,
        platformSerial,
        platformCert: platform.publicPem,
        enabled: 1,
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
  });
  afterAll(() => app.close());

  let serial = 0;
  async function unpaidOrder(): Promise<{ id: string; amount: number }> {
    const plate = `沪W${String(10000 + ++serial)}`;
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: '2026-05-01 10:00:00' });
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: plate,
      eventTime: '2026-05-01 12:00:00',
    });
    return { id: out.body.data.onlineOrderId as string, amount: 800 };
  }

  const transaction = (order: { id: string; amount: number }, over: Record<string, unknown> = {}) => ({
    mchid: mchId,
    appid: 'wxd678efh567hg6787',
    out_trade_no: order.id,
    transaction_id: `4200000${Date.now()}${serial}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-05-01T12:03:00+08:00',
    amount: { total: order.amount, payer_total: order.amount, currency: 'CNY' },
    ...over,
  });

  const callbackBody = (plain: string, key = apiV3Key) =>
    JSON.stringify({
      id: `EV-${Date.now()}`,
      create_time: '2026-05-01T12:03:01+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encryptResource(key, 'n0nce1234567', 'transaction', plain),
        associated_data: 'transaction',
        nonce: 'n0nce1234567',
      },
    });

  const notify = (body: string, headers: Record<string, string>) =>
    app.fastify.inject({
      method: 'POST',
      url: '/api/pay/callback/wechat',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  const orderRow = async (id: string) =>
    (
      await app.database.query<{ state: number; paid_amount: number }>(
        'select state, paid_amount::int as paid_amount from park_order where online_order_id = $1',
        [id],
      )
    )[0];

  it('a signed callback pays the order once', async () => {
    const order = await unpaidOrder();
    expect(order.id).toBeTruthy();
    const body = callbackBody(JSON.stringify(transaction(order)));
    const headers = platformHeaders(platform.privatePem, platformSerial, body);
    const first = await notify(body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.applied).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.paid, paid_amount: 800 });
    const again = await notify(body, headers);
    expect(again.json().data.applied).toBe(false);
    expect(await countRows(app, payCount, [order.id])).toBe(1);
  });

  it('a tampered callback is refused and changes nothing', async () => {
    const order = await unpaidOrder();
    const body = callbackBody(JSON.stringify(transaction(order)));
    const headers = platformHeaders(platform.privatePem, platformSerial, body);
    const cases = [
      // the body changed after signing
      notify(body.replace('支付成功', '支付成功!'), headers),
      // signed by someone else's key
      notify(body, platformHeaders(merchant.privatePem, platformSerial, body)),
      // no signature at all
      notify(body, {}),
      // signed rightly, but the resource was not encrypted with our APIv3 key
      (() => {
        const other = callbackBody(JSON.stringify(transaction(order)), 'Z'.repeat(32));
        return notify(other, platformHeaders(platform.privatePem, platformSerial, other));
      })(),
      // signed and encrypted rightly, but for another merchant
      (() => {
        const other = callbackBody(JSON.stringify(transaction(order, { mchid: '1900000001' })));
        return notify(other, platformHeaders(platform.privatePem, platformSerial, other));
      })(),
    ];
    for (const res of await Promise.all(cases)) expect(res.statusCode).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.unpaid, paid_amount: 0 });
    expect(await countRows(app, payCount, [order.id])).toBe(0);
  });

  it('asking the channel, noting a payment by hand and refunding go through WeChat Pay, signed', async () => {
    const order = await unpaidOrder();
    const paid = transaction(order);
    const refunds: Record<string, unknown>[] = [];
    const wechat = fakeWechat(
      merchant.publicKey,
      { privatePem: platform.privatePem, serial: platformSerial },
      (req, body) => {
        if (req.method === 'GET' && req.url.includes(`/v3/pay/transactions/out-trade-no/${order.id}?mchid=${mchId}`)) {
          return { status: 200, body: paid };
        }
        if (req.url.endsWith('/v3/refund/domestic/refunds')) {
          refunds.push(body);
          return { status: 200, body: { refund_id: '50000000382019052709732678859', status: 'PROCESSING' } };
        }
        return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
      },
    );
    const before = app.context.payments;
    app.context.payments = new WechatPayChannel(
      (db, subject) => merchantOf.wechat(app.context, db, subject),
      wechat,
      5000,
    );
    try {
      const asked = await call<{ channel: { name: string; paid: boolean; payNo: string } }>(
        app,
        'GET',
        '/api/updown/parkorder/queryPayResult',
        { token: plaza.token, query: { onlineOrderId: order.id } },
      );
      expect(asked.status, asked.body.msg).toBe(200);
      expect(asked.body.data.channel).toMatchObject({ name: 'wechat', paid: true, payNo: paid.transaction_id });

      const noted = await call<{ applied: boolean; source: string }>(
        app,
        'POST',
        '/api/updown/parkorder/manualPayResultNotice',
        {
          token: plaza.token,
          body: { onlineOrderId: order.id },
        },
      );
      expect(noted.status, noted.body.msg).toBe(200);
      expect(noted.body.data).toMatchObject({ applied: true, source: 'wechat' });
      expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.paid, paid_amount: 800 });
      const way = await app.database.query<{ pay_way: number }>(
        'select r.pay_way from pay_record r join park_order o on o.id = r.order_id where o.online_order_id = $1',
        [order.id],
      );
      expect(way[0]?.pay_way).toBe(payWay.values.wechat);

      const refunded = await call(app, 'POST', '/api/updown/parkorder/refund', {
        token: admin,
        body: { onlineOrderId: order.id, remark: '车主投诉', amount: 300 },
      });
      expect(refunded.status, refunded.body.msg).toBe(200);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        transaction_id: paid.transaction_id,
        amount: { refund: 300, total: 800, currency: 'CNY' },
      });
      // every request carried the merchant's signature, or the played WeChat would have answered 401
      expect(
        wechat.asked.every((r) => r.headers.authorization?.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1900009191"')),
      ).toBe(true);
    } finally {
      app.context.payments = before;
    }
  });

  it('a refund goes back the way the money came: the sandbox that took it, or no channel for cash', async () => {
    const wechatAsked: string[] = [];
    const before = app.context.payments;
    app.context.payments = new WechatPayChannel(
      (db, subject) => merchantOf.wechat(app.context, db, subject),
      async (req) => {
        wechatAsked.push(req.url);
        return { status: 500, headers: {}, body: '{}' };
      },
      5000,
    );
    try {
      const bySandbox = await unpaidOrder();
      await applyPayment(
        app.context,
        {
          onlineOrderId: bySandbox.id,
          payNo: `SBX${bySandbox.id}`,
          amountFen: 800,
          payWay: payWay.values.wechat,
          paidAt: new Date().toISOString(),
        },
        'sandbox',
      );
      const byCash = await unpaidOrder();
      await applyPayment(
        app.context,
        {
          onlineOrderId: byCash.id,
          payNo: `CASH-${byCash.id}`,
          amountFen: 800,
          payWay: payWay.values.cash,
          paidAt: new Date().toISOString(),
        },
        'cash:admin',
      );
      wechatAsked.length = 0;

      for (const order of [bySandbox, byCash]) {
        const refunded = await call(app, 'POST', '/api/updown/parkorder/refund', {
          token: admin,
          body: { onlineOrderId: order.id, remark: '重复缴费' },
        });
        expect(refunded.status, refunded.body.msg).toBe(200);
        expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.refunded });
      }
      // WeChat was never asked to give back money it did not take
      expect(wechatAsked.filter((u) => u.includes('/refund'))).toEqual([]);
    } finally {
      app.context.payments = before;
    }
  });

  it('an answer WeChat did not sign is not believed', async () => {
    const order = await unpaidOrder();
    const forged = async () => ({ status: 200, headers: {}, body: JSON.stringify(transaction(order)) });
    const before = app.context.payments;
    app.context.payments = new WechatPayChannel(
      (db, subject) => merchantOf.wechat(app.context, db, subject),
      forged,
      5000,
    );
    try {
      const noted = await call(app, 'POST', '/api/updown/parkorder/manualPayResultNotice', {
        token: plaza.token,
        body: { onlineOrderId: order.id },
      });
      expect(noted.status).toBeGreaterThanOrEqual(400);
      expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.unpaid });
    } finally {
      app.context.payments = before;
    }
  });
  it("a park with its own sub-merchant is paid through the partner API, into that sub-merchant's account", async () => {
    const subMchId = '1900000109';
    const saved = await call(app, 'POST', '/api/updown/wxApiSubMerchantConfig/submit', {
      token: admin,
      body: { parkId: plaza.parkId, name: '世纪广场子商户', subMchId, subAppId: 'wx8888888888888888', enabled: 1 },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const order = await unpaidOrder();
    const created: Record<string, unknown>[] = [];
    const refunds: Record<string, unknown>[] = [];
    const partner = (over: Record<string, unknown> = {}) => ({
      ...transaction(order),
      mchid: undefined,
      sp_mchid: mchId,
      sub_mchid: subMchId,
      ...over,
    });
    const wechat = fakeWechat(
      merchant.publicKey,
      { privatePem: platform.privatePem, serial: platformSerial },
      (req, body) => {
        if (req.method === 'POST' && req.url.endsWith('/v3/pay/partner/transactions/native')) {
          created.push(body);
          return { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=partner1' } };
        }
        if (req.url.endsWith('/v3/refund/domestic/refunds')) {
          refunds.push(body);
          return { status: 200, body: { refund_id: '50000000382019052709732678860', status: 'SUCCESS' } };
        }
        return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
      },
    );
    const before = app.context.payments;
    app.context.payments = new WechatPayChannel(
      (db, subject) => merchantOf.wechat(app.context, db, subject),
      wechat,
      5000,
    );
    try {
      const started = await call<{ payUrl: string }>(app, 'POST', '/api/pay/order/start', {
        body: { onlineOrderId: order.id, payWay: payWay.values.wechat },
      });
      expect(started.status, started.body.msg).toBe(200);
      expect(started.body.data.payUrl).toBe('weixin://wxpay/bizpayurl?pr=partner1');
      expect(created).toEqual([
        expect.objectContaining({
          sp_appid: 'wxd678efh567hg6787',
          sp_mchid: mchId,
          sub_appid: 'wx8888888888888888',
          sub_mchid: subMchId,
          out_trade_no: order.id,
          amount: { total: 800, currency: 'CNY' },
        }),
      ]);
      // paid to another sub-merchant of ours: not this park's money, refused
      const stray = callbackBody(JSON.stringify(partner({ sub_mchid: '1900000999' })));
      const refused = await notify(stray, platformHeaders(platform.privatePem, platformSerial, stray));
      expect(refused.statusCode).toBe(401);
      expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.unpaid });
      const body = callbackBody(JSON.stringify(partner()));
      const paid = await notify(body, platformHeaders(platform.privatePem, platformSerial, body));
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ state: orderState.values.paid, paid_amount: 800 });

      const refunded = await call(app, 'POST', '/api/updown/parkorder/refund', {
        token: admin,
        body: { onlineOrderId: order.id, remark: '重复收费', amount: 800 },
      });
      expect(refunded.status, refunded.body.msg).toBe(200);
      expect(refunds).toEqual([
        expect.objectContaining({ sub_mchid: subMchId, amount: { refund: 800, total: 800, currency: 'CNY' } }),
      ]);
    } finally {
      app.context.payments = before;
    }
  });
});
