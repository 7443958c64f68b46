import { createSign, createVerify } from 'node:crypto';
import { orderState } from '@parking/resources';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlipayChannel } from '../../src/modules/outbound/payments/alipay-channel';
import { signContent, signRsa2, verifyNotice } from '../../src/modules/outbound/payments/alipay-rsa2';
import { merchantOf } from '../../src/modules/outbound/payments/merchants';
import { call, signIn, type TestApp } from '../support/test-app';
import { countRows, gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';
import { rsaPair } from './pay-channel-helpers';

const appKeys = rsaPair();
const alipayKeys = rsaPair();
const wxKeys = rsaPair();
const platformKeys = rsaPair();
const apiV3Key = 'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6';
const appId = '2021000123456789';
/** A piece of each secret that any copy of it would contain. */
const fragments = [appKeys.privatePem, wxKeys.privatePem].map((pem) => pem.split('\n')[5] ?? '').concat(apiV3Key);

describe('Alipay RSA2, computed here with keys made here', () => {
  it('signs the sorted parameters with a value, sign left out, and verifies a notice as Alipay signs it', () => {
    const params = {
      method: 'alipay.trade.query',
      app_id: appId,
      charset: 'utf-8',
      sign_type: 'RSA2',
      empty: '',
      biz_content: '{"out_trade_no":"A1"}',
    };
    expect(signContent(params)).toBe(
      `app_id=${appId}&biz_content={"out_trade_no":"A1"}&charset=utf-8&method=alipay.trade.query&sign_type=RSA2`,
    );
    const notice: Record<string, string> = {
      app_id: appId,
      out_trade_no: 'A1',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '8.00',
      sign_type: 'RSA2',
    };
    notice.sign = signRsa2(alipayKeys.privatePem, { ...notice, sign_type: undefined });
    expect(verifyNotice(alipayKeys.publicPem, notice)).toBe(true);
    expect(verifyNotice(alipayKeys.publicPem, { ...notice, total_amount: '0.01' })).toBe(false);
    expect(verifyNotice(appKeys.publicPem, notice)).toBe(false);
  });
});

describe('merchant keys', () => {
  let app: TestApp;
  let plaza: Plaza;
  let admin: string;
  const answers: string[] = [];
  const remember = <T extends { raw: Buffer }>(res: T) => {
    answers.push(res.raw.toString('utf8'));
    return res;
  };

  beforeAll(async () => {
    app = await trafficApp();
    app.context.config.apiLog = 'all';
    plaza = await plazaWithDevices(app, 'AK');
    admin = await signIn(app, 'admin');
  });
  afterAll(() => app.close());

  it('are refused when they are not keys, naming the field, and nothing is written', async () => {
    const bad = await call(app, 'POST', '/api/updown/aliapiconfig/submit', {
      token: admin,
      body: { name: '坏密钥', appId, appPrivateKey: 'not a key', alipayPublicKey: alipayKeys.publicPem },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('appPrivateKey');
    expect(await countRows(app, 'select count(*) n from ali_api_config', [])).toBe(0);
  });

  it('are stored sealed, used by the channel, and appear in no answer and no log', async () => {
    const ali = remember(
      await call<{ id: number }>(app, 'POST', '/api/updown/aliapiconfig/submit', {
        token: admin,
        body: {
          name: '平台支付宝',
          appId,
          appPrivateKey: appKeys.privatePem,
          alipayPublicKey: alipayKeys.publicPem,
          enabled: 1,
        },
      }),
    );
    expect(ali.status, ali.body.msg).toBe(200);
    const wx = remember(
      await call<{ id: number }>(app, 'POST', '/api/updown/wxApiConfig/submit', {
        token: admin,
        body: {
          name: '平台微信支付',
          appId: 'wx8888888888888888',
          mchId: '1900009191',
          serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
          privateKey: wxKeys.privatePem,
          apiV3Key,
          platformSerial: 'PUB_KEY_ID_01',
          platformCert: platformKeys.publicPem,
          enabled: 1,
        },
      }),
    );
    expect(wx.status, wx.body.msg).toBe(200);
    // an edit that leaves the key empty keeps it
    const edit = remember(
      await call(app, 'POST', '/api/updown/wxApiConfig/submit', {
        token: admin,
        body: { id: wx.body.data.id, name: '平台微信支付（改）', privateKey: '', apiV3Key: '' },
      }),
    );
    expect(edit.status, edit.body.msg).toBe(200);

    for (const module of ['aliapiconfig', 'wxApiConfig']) {
      remember(await call(app, 'GET', `/api/updown/${module}/list`, { token: admin }));
      const id = module === 'wxApiConfig' ? wx.body.data.id : ali.body.data.id;
      remember(await call(app, 'GET', `/api/updown/${module}/detail`, { token: admin, query: { id } }));
      const file = await call(app, 'GET', `/api/updown/${module}/export`, { token: admin });
      expect(file.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.raw as never);
      const cells: string[] = [];
      book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
      answers.push(cells.join('\n'));
    }
    expect(answers.join('\n')).toContain('平台微信支付（改）');
    for (const fragment of fragments) {
      expect(fragment.length).toBeGreaterThan(20);
      for (const text of answers) expect(text).not.toContain(fragment);
    }

    // sealed in the table, yet the channel reads them back whole
    const [stored] = await app.database.query<{ private_key: string; api_v3_key: string }>(
      'select private_key, api_v3_key from wx_api_config',
    );
    expect(stored?.private_key.startsWith('v1:')).toBe(true);
    for (const fragment of fragments) expect(JSON.stringify(stored)).not.toContain(fragment);
    const merchant = await merchantOf.wechat(app.context);
    expect(merchant.privateKeyPem).toBe(wxKeys.privatePem.trim());
    expect(merchant.apiV3Key).toBe(apiV3Key);
    expect((await merchantOf.alipay(app.context)).privateKeyPem).toBe(appKeys.privatePem.trim());

    // the calls were logged (the API log is written a moment after the answer), without the keys
    await expect
      .poll(() =>
        countRows(app, `select count(*) n from sys_log_api where params::text like '%wx8888888888888888%'`, []),
      )
      .toBeGreaterThan(0);
    for (const table of ['operate_log', 'sys_log_api', 'sys_log_error', 'sys_log_usual']) {
      for (const fragment of fragments) {
        const n = await countRows(app, `select count(*) n from ${table} t where t::text like '%' || $1 || '%'`, [
          fragment,
        ]);
        expect(n, `${table} holds a key`).toBe(0);
      }
    }
  });

  it('an Alipay notice signed with Alipay’s key pays the order; an altered one is refused and changes nothing', async () => {
    const order = async (plate: string) => {
      await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: '2026-05-02 10:00:00' });
      const out = await gateEvent(app, plaza.exit, {
        direction: 'out',
        plateNumber: plate,
        eventTime: '2026-05-02 12:00:00',
      });
      return out.body.data.onlineOrderId as string;
    };
    const notify = (params: Record<string, string>) =>
      app.fastify.inject({
        method: 'POST',
        url: '/api/pay/callback/alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString(),
      });
    const noticeOf = (id: string, over: Record<string, string> = {}) => {
      const n: Record<string, string> = {
        notify_time: '2026-05-02 12:03:01',
        notify_type: 'trade_status_sync',
        notify_id: `N${id}`,
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: `2026050222001${id.slice(-8)}`,
        out_trade_no: id,
        trade_status: 'TRADE_SUCCESS',
        total_amount: '8.00',
        gmt_payment: '2026-05-02 12:03:00',
        ...over,
      };
      return { ...n, sign_type: 'RSA2', sign: signRsa2(alipayKeys.privatePem, n) };
    };
    const state = async (id: string) =>
      (
        await app.database.query<{ state: number; paid_amount: number }>(
          'select state, paid_amount::int as paid_amount from park_order where online_order_id = $1',
          [id],
        )
      )[0];

    const paid = await order('沪K10001');
    const ok = await notify(noticeOf(paid));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toBe('success');
    expect(await state(paid)).toMatchObject({ state: orderState.values.paid, paid_amount: 800 });

    const kept = await order('沪K10002');
    const altered = { ...noticeOf(kept), total_amount: '0.01' };
    const forged = { ...noticeOf(kept), sign: signRsa2(appKeys.privatePem, { out_trade_no: kept }) };
    for (const params of [altered, forged]) expect((await notify(params)).statusCode).toBe(401);
    expect(await state(kept)).toMatchObject({ state: orderState.values.unpaid, paid_amount: 0 });
  });
  it("a park's Alipay merchant authorisation goes with its trades, signed, and is never answered back", async () => {
    const token = '202611BB7c0c6e2d9f7e4a4b8d1c3e5f';
    const saved = await call<{ id: number }>(app, 'POST', '/api/updown/alipaysubmerchantconfig/submit', {
      token: admin,
      body: {
        parkId: plaza.parkId,
        name: '世纪广场商户',
        sellerId: '2088102146225135',
        appAuthToken: token,
        enabled: 1,
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const detail = await call(app, 'GET', '/api/updown/alipaysubmerchantconfig/detail', {
      token: admin,
      query: { id: saved.body.data.id },
    });
    expect(JSON.stringify(detail.body)).not.toContain(token);

    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪K10009', eventTime: '2026-05-03 10:00:00' });
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪K10009',
      eventTime: '2026-05-03 12:00:00',
    });
    const onlineOrderId = out.body.data.onlineOrderId as string;
    const sent: Record<string, string>[] = [];
    const node = JSON.stringify({
      code: '10000',
      msg: 'Success',
      out_trade_no: onlineOrderId,
      qr_code: 'https://qr.alipay.com/bax1',
    });
    const signature = createSign('RSA-SHA256').update(node, 'utf8').sign(alipayKeys.privatePem, 'base64');
    const channel = new AlipayChannel(
      (db, subject) => merchantOf.alipay(app.context, db, subject),
      async (req) => {
        sent.push(Object.fromEntries(new URLSearchParams(req.body ?? '')));
        return { status: 200, headers: {}, body: `{"alipay_trade_precreate_response":${node},"sign":"${signature}"}` };
      },
      5000,
    );
    const started = await channel.createPayment({ onlineOrderId, amountFen: 800 }, app.context.db);
    expect(started.payUrl).toBe('https://qr.alipay.com/bax1');
    const params = sent[0] as Record<string, string>;
    expect(params).toMatchObject({ app_id: appId, method: 'alipay.trade.precreate', app_auth_token: token });
    // the authorisation is part of what the app's key signed
    expect(
      createVerify('RSA-SHA256')
        .update(signContent(params), 'utf8')
        .verify(appKeys.publicPem, params.sign as string, 'base64'),
    ).toBe(true);
  });
});
