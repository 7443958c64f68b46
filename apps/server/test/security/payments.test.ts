import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startRefusal } from '../../src/config';
import { type Answer, call, type TestApp } from '../support/test-app';
import { type Confirmed, confirmOnSandbox, startPaying, tokenOf } from '../traffic/orders-payments-sandbox';
import { countRows, gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

// The payment sandbox and the driver's price ask, as an audit found them (issue 16, point 8), each pinned.

let app: TestApp;
let plaza: Plaza;
beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'SB');
});
afterAll(() => app.close());

/** A car that stayed two hours (8 yuan by the test rule) and has an unpaid order at the exit. */
async function unpaidOrder(plate: string): Promise<string> {
  await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: '2026-04-11 10:00:00' });
  const out = await gateEvent(app, plaza.exit, {
    direction: 'out',
    plateNumber: plate,
    eventTime: '2026-04-11 12:00:00',
  });
  return out.body.data.onlineOrderId as string;
}

const orderState = async (onlineOrderId: string) => {
  const [row] = await app.database.query<{ state: number; paid_amount: number | string }>(
    'select state, paid_amount from park_order where online_order_id = $1',
    [onlineOrderId],
  );
  return { state: row?.state, paidAmount: Number(row?.paid_amount) };
};
const paymentsOf = (onlineOrderId: string) =>
  countRows(
    app,
    'select count(*) as n from pay_record where order_id = (select id from park_order where online_order_id = $1)',
    [onlineOrderId],
  );

describe('the payment sandbox pays only on its confirmation page', () => {
  it('a start without credentials does not pay; its page shows the order waiting', async () => {
    const orderId = await unpaidOrder('沪S81001');
    const started = await startPaying(app, orderId);
    expect(started.status).toBe(200);
    expect(await orderState(orderId)).toEqual({ state: 0, paidAmount: 0 });
    expect(await paymentsOf(orderId)).toBe(0);
    expect(started.body.data).toMatchObject({ onlineOrderId: orderId, amount: 800 });
    expect(new URL(started.body.data.payUrl).pathname).toBe(`/pay/sandbox/${orderId}`);
    expect(tokenOf(started.body.data.payUrl)).toMatch(/^[\w-]{20,}$/);
    const page = await call(app, 'GET', '/api/pay/sandbox/order', { query: { onlineOrderId: orderId } });
    expect(page.body.data).toMatchObject({
      onlineOrderId: orderId,
      parkName: expect.stringContaining('世纪广场'),
      amount: 800,
      state: 0,
      waiting: true,
    });
  });

  it("only the confirmation with the start's token pays, exactly once; a wrong or spent token is refused", async () => {
    const orderId = await unpaidOrder('沪S81002');
    const token = tokenOf((await startPaying(app, orderId)).body.data.payUrl) as string;
    const wrong = await confirmOnSandbox(app, orderId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('token');
    expect(await orderState(orderId)).toEqual({ state: 0, paidAmount: 0 });

    const other = await unpaidOrder('沪S81003');
    const elsewhere = await confirmOnSandbox(app, other, token);
    expect(elsewhere.status).toBe(400);
    expect(await orderState(other)).toEqual({ state: 0, paidAmount: 0 });

    const confirmed = await confirmOnSandbox(app, orderId, token);
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(confirmed.body.data).toMatchObject({ onlineOrderId: orderId, applied: true, state: 1, amount: 800 });
    expect(await orderState(orderId)).toEqual({ state: 1, paidAmount: 800 });

    const again = await confirmOnSandbox(app, orderId, token);
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('token');
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await orderState(orderId)).toEqual({ state: 1, paidAmount: 800 });
  });

  it('a second start replaces the first token; two confirmations sent together pay once', async () => {
    const orderId = await unpaidOrder('沪S81004');
    const first = tokenOf((await startPaying(app, orderId)).body.data.payUrl) as string;
    const second = tokenOf((await startPaying(app, orderId)).body.data.payUrl) as string;
    expect((await confirmOnSandbox(app, orderId, first)).status).toBe(400);
    const both: Answer<Confirmed>[] = await Promise.all([
      confirmOnSandbox(app, orderId, second),
      confirmOnSandbox(app, orderId, second),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await paymentsOf(orderId)).toBe(1);
  });

  it('with PAY_SANDBOX_AUTOPAY=true (tests, the demo) a start pays at once, as before; off by default', async () => {
    expect(loadConfig({}).paySandboxAutopay).toBe(false);
    const orderId = await unpaidOrder('沪S81005');
    app.context.config.paySandboxAutopay = loadConfig({ PAY_SANDBOX_AUTOPAY: 'true' }).paySandboxAutopay;
    try {
      const started = await startPaying(app, orderId);
      expect(started.status).toBe(200);
      expect(tokenOf(started.body.data.payUrl)).toBeNull();
      expect(await orderState(orderId)).toEqual({ state: 1, paidAmount: 800 });
      expect(await paymentsOf(orderId)).toBe(1);
    } finally {
      app.context.config.paySandboxAutopay = false;
    }
  });

  it('the console is told that payments go through the sandbox', async () => {
    const branding = await call(app, 'GET', '/api/updown/sysCustomConfig/getSysCustomConfigByUserId');
    expect(branding.body.data).toMatchObject({ paymentSandbox: { autopay: false } });
  });
});

describe('a production start with the sandbox as its only channel', () => {
  it('is refused by the start check, naming the setting to give', () => {
    const refusal = startRefusal(loadConfig({ NODE_ENV: 'production' }));
    expect(refusal).toContain('PAY_CHANNEL');
    expect(refusal).toContain('NODE_ENV=production');
    expect(startRefusal(loadConfig({ NODE_ENV: 'production', PAY_CHANNEL: 'sandbox' }))).toBe(refusal);
    expect(startRefusal(loadConfig({ NODE_ENV: 'production', PAY_SANDBOX_AUTOPAY: 'true' }))).toBe(refusal);
    expect(startRefusal(loadConfig({}))).toBeNull();
    expect(startRefusal(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });

  it('makes the server exit before it opens any database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pay-start-'));
    try {
      const dataDir = join(dir, 'data');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        // a server that does start would never end on its own
        timeout: 120_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('PAY_CHANNEL');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a price ask (stay/advance)', () => {
  const ask = async (body: Record<string, unknown>, remoteAddress: string) => {
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/pay/stay/advance',
      payload: body,
      remoteAddress,
      headers: { 'accept-language': 'en' },
    });
    return { status: res.statusCode, body: res.json() as Answer<Record<string, unknown>>['body'] };
  };
  let entered: Date;
  beforeAll(async () => {
    entered = new Date(Math.floor((Date.now() - 110 * 60_000) / 60_000) * 60_000);
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪S82001', eventTime: entered.toISOString() });
  });

  it('answers what is owed and no entry or other time unless the entry time proves the stay', async () => {
    const stayFigures = ['recordId', 'inTime', 'pricedAt', 'minutes', 'feeFen', 'paidFen'];
    const bare = await ask({ parkId: plaza.parkId, plateNumber: '沪S82001' }, '198.51.100.1');
    expect(bare.status, bare.body.msg).toBe(200);
    expect(bare.body.data).toMatchObject({ parkId: plaza.parkId, plateNumber: '沪S82001' });
    expect(bare.body.data.owedFen).toBeGreaterThan(0);
    expect(Object.keys(bare.body.data).filter((k) => /time|At$/i.test(k))).toEqual([]);
    for (const key of stayFigures) expect(bare.body.data).not.toHaveProperty(key);

    const inTime = formatLocalDateTime(entered, app.context.config.timeZone).slice(0, 16);
    const guessed = formatLocalDateTime(new Date(entered.getTime() - 60_000), app.context.config.timeZone);
    const wrong = await ask({ parkId: plaza.parkId, plateNumber: '沪S82001', inTime: guessed }, '198.51.100.1');
    for (const key of stayFigures) expect(wrong.body.data).not.toHaveProperty(key);

    const proved = await ask({ parkId: plaza.parkId, plateNumber: '沪S82001', inTime }, '198.51.100.1');
    expect(proved.body.data).toMatchObject({ owedFen: proved.body.data.feeFen, paidFen: 0 });
    for (const key of stayFigures) expect(proved.body.data).toHaveProperty(key);
    expect(String(proved.body.data.inTime).slice(0, 16)).toBe(inTime);

    const malformed = await ask({ parkId: plaza.parkId, plateNumber: '沪S82001', inTime: 'yesterday' }, '198.51.100.1');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('inTime');
  });

  it('from one address, the ask after PAY_ADVANCE_LIMIT in the window is refused with 429; others still ask', async () => {
    const limit = app.context.config.payAdvanceLimit;
    const body = { parkId: plaza.parkId, plateNumber: '沪S82001' };
    for (let i = 0; i < limit; i++) expect((await ask(body, '203.0.113.9')).status).toBe(200);
    const refused = await ask(body, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, success: false });
    expect(refused.body.msg).toContain('stay/advance');
    expect(refused.body.msg).toContain(String(limit));
    // nor may it ask about another plate
    expect((await ask({ parkId: plaza.parkId, plateNumber: '沪S89999' }, '203.0.113.9')).status).toBe(429);
    expect((await ask(body, '203.0.113.10')).status).toBe(200);
  });
});
