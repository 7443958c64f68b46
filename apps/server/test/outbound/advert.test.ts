import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxAdvert } from '../../src/modules/outbound/adapters/sandbox-advert';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ config: { outboxTimeoutMs: 300 } });
  admin = await signIn(app, 'admin');
});
afterAll(() => app.close());

const post = (url: string, body: Record<string, unknown> = {}) =>
  call<{ total: number; data: { adverId: string }[] }>(app, 'POST', '/api/updown/agency/postAdver', {
    token: admin,
    query: { url },
    body,
  });

describe('the advertising proxy', () => {
  it('passes the operation the url names to the platform and answers what it answers', async () => {
    const all = await post('getAllAdver', { plat: 1 });
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.data.map((a) => a.adverId)).toEqual([
      'AD1001',
      'AD1002',
      'AD1003',
      'AD1004',
      'AD1005',
      'AD1006',
    ]);
    const sandbox = app.context.outbound.advert as SandboxAdvert;
    expect(sandbox.callsOf('stopAdver')).toHaveLength(0);
    expect((await post('stopAdver', { plat: 1, adverId: 'AD1002' })).status).toBe(200);
    expect(sandbox.callsOf('stopAdver').map((c) => c.input)).toEqual([{ plat: 1, adverId: 'AD1002' }]);
    // the platform keeps it stopped: the list the console reads next shows it so
    const again = await post('getAllAdver', { plat: 1 });
    expect(again.body.data.data.find((a) => a.adverId === 'AD1002')).toMatchObject({ state: 'stopped' });
  });

  it("a month's statistics are the sum of its days, and earnings follow the price per thousand shows", async () => {
    type Stat = { adverId: string; shows: number; clicks: number; income: number };
    const stats = (body: Record<string, unknown>) =>
      call<{ total: number; data: Stat[]; days: number }>(app, 'POST', '/api/updown/agency/postAdver', {
        token: admin,
        query: { url: 'park/staticDayPlat' },
        body: { plat: 1, ...body },
      });
    const today = new Date().toLocaleDateString('sv', { timeZone: 'Asia/Shanghai' });
    const month = await stats({ staticDay: today, staticType: 2 });
    expect(month.status, month.body.msg).toBe(200);
    expect(month.body.data.days).toBe(Number(today.slice(8, 10)));
    const byDay = new Map<string, number>();
    for (let d = 1; d <= month.body.data.days; d++) {
      const one = await stats({ staticDay: `${today.slice(0, 8)}${String(d).padStart(2, '0')}`, staticType: 1 });
      for (const r of one.body.data.data) byDay.set(r.adverId, (byDay.get(r.adverId) ?? 0) + r.shows);
    }
    expect(month.body.data.data.length).toBeGreaterThan(0);
    for (const r of month.body.data.data) expect(r.shows).toBe(byDay.get(r.adverId));
    // AD1001 costs 18.00 yuan per thousand shows
    const first = (await stats({ staticDay: today, staticType: 1 })).body.data.data.find((r) => r.adverId === 'AD1001');
    expect(first?.income).toBe(Math.round(((first?.shows ?? 0) * 1800) / 1000));
  });
});

describe("advertisers' orders", () => {
  type Order = { orderNo: string; adverId: string; amount: number; state: string; paidAt: string };
  const orders = (query: Record<string, string | number>) =>
    call<{ total: number; data: Order[]; current: number; size: number }>(
      app,
      'GET',
      '/api/updown/plat/collect/searchAdverOrder',
      { token: admin, query },
    );

  it("pages the platform's orders newest first and filters them by advert and state", async () => {
    const first = await orders({ current: 1, size: 5 });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ total: 24, current: 1, size: 5 });
    expect(first.body.data.data).toHaveLength(5);
    const paidAts = first.body.data.data.map((o) => o.paidAt);
    expect(paidAts).toEqual([...paidAts].sort().reverse());
    const last = await orders({ current: 5, size: 5 });
    expect(last.body.data.data).toHaveLength(4);
    const one = await orders({ adverId: 'AD1004', size: 50 });
    expect(one.body.data.total).toBe(4);
    expect(one.body.data.data.every((o) => o.adverId === 'AD1004' && Number.isInteger(o.amount))).toBe(true);
    const refunded = await orders({ state: 'refunded', size: 50 });
    expect(refunded.body.data.data.every((o) => o.state === 'refunded')).toBe(true);
    expect(refunded.body.data.total).toBe(3);
  });

  it('refuses a state it does not know, naming the field', async () => {
    const res = await orders({ state: 'stolen' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('state');
  });

  it('says so when no advertising platform is configured', async () => {
    const before = app.context.outbound.advert;
    app.context.outbound.advert = null;
    try {
      const res = await orders({});
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('ADVERT_ADAPTER=none');
    } finally {
      app.context.outbound.advert = before;
    }
  });

  it('refuses an operation it does not know, naming the url', async () => {
    const res = await post('dropTables');
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('url');
  });

  it('a platform that does not answer in time is a 502 that says so', async () => {
    const sandbox = app.context.outbound.advert as SandboxAdvert;
    sandbox.delayMs = 2000;
    try {
      const res = await post('getAllAdver');
      expect(res.status).toBe(502);
      expect(res.body.msg).toContain('no answer within 300 ms');
    } finally {
      sandbox.delayMs = 0;
    }
  });

  it('with no platform configured, every call says so', async () => {
    const before = app.context.outbound.advert;
    app.context.outbound.advert = null;
    try {
      const res = await post('getAllAdver');
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('ADVERT_ADAPTER=none');
    } finally {
      app.context.outbound.advert = before;
    }
  });
});
