import { formatLocalDateTime } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPlatform } from '../../src/modules/outbound/adapters/sandbox-adapters';
import { deliverDue } from '../../src/modules/outbound/outbox/outbox';
import { pushGuidanceScreens } from '../../src/modules/outbound/platforms/guidance-screens.job';
import { call, signIn, type TestApp } from '../support/test-app';
import { payOnSandbox } from '../traffic/orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

let app: TestApp;
let plaza: Plaza;
let admin: string;
let platform: SandboxPlatform;
let platId: number;
let linkId: number;

type Diary = { type: string; plateNumber: string; state: number; answer: string | null; body: Record<string, unknown> };

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'TP');
  admin = await signIn(app, 'admin');
  platform = app.context.outbound.platform as SandboxPlatform;
  const made = await call<{ id: number }>(app, 'POST', '/api/updown/thirdparty/submit', {
    token: admin,
    body: {
      name: '上海停车平台(测试)',
      type: 'shanghai',
      url: 'https://sh.example.invalid/api',
      appKey: 'SHKEY01',
      appSecret: 'very-secret-shanghai-key',
    },
  });
  expect(made.status, made.body.msg).toBe(200);
  platId = made.body.data.id;
  expect(JSON.stringify(made.body)).not.toContain('very-secret-shanghai-key');
  const link = await call<{ id: number; open: number }>(app, 'POST', '/api/updown/sc/thirdplatform/submit', {
    token: plaza.token,
    body: { parkId: plaza.parkId, platId, parkCode: 'SH310001', open: 1 },
  });
  expect(link.status, link.body.msg).toBe(200);
  linkId = link.body.data.id;
});
afterAll(() => app.close());

const diary = async (plate: string) => {
  const res = await call<{ data: Diary[] }>(app, 'GET', '/api/updown/thirdparty/getUpPlatDiary', {
    token: plaza.token,
    query: { platId, plateNumber: plate, size: 50 },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.data;
};

const deliver = () => app.context.db.transaction((tx) => deliverDue(tx, app.context));

describe('a park opened to a platform', () => {
  it('pushes its entry, exit and payment in the platform format through the outbox, and the diary lists each answer', async () => {
    const plate = '沪P66601';
    const at = (minutesAgo: number) => formatLocalDateTime(new Date(Date.now() - minutesAgo * 60_000), 'Asia/Shanghai');
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: at(120) });
    const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: plate, eventTime: at(1) });
    const orderId = out.body.data.onlineOrderId as string;
    expect((await payOnSandbox(app, orderId)).status).toBe(200);
    const left = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: plate, eventTime: at(0) });
    expect(left.body.data.open).toBe(true);
    const waiting = await diary(plate);
    expect(waiting.map((d) => d.type).sort()).toEqual(['entry', 'exit', 'payment']);
    expect(waiting.every((d) => d.state === 0)).toBe(true);
    await deliver();
    const pushed = platform.calls.filter((c) => JSON.stringify(c.input).includes(plate));
    expect(pushed.map((c) => c.op).sort()).toEqual(['shanghai:entry', 'shanghai:exit', 'shanghai:payment']);
    const entry = pushed.find((c) => c.op === 'shanghai:entry')?.input as { body: Record<string, unknown> };
    expect(entry.body).toMatchObject({ serviceId: 'inpark', parkId: 'SH310001', plateNo: plate });
    expect(String(entry.body.inTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const payment = pushed.find((c) => c.op === 'shanghai:payment')?.input as { body: Record<string, unknown> };
    expect(payment.body).toMatchObject({ serviceId: 'payment', payFee: 800, orderNo: orderId });
    const done = await diary(plate);
    expect(done.every((d) => d.state === 1)).toBe(true);
    expect(done.every((d) => (d.answer ?? '').includes('success'))).toBe(true);
  });

  it('a closed park pushes nothing', async () => {
    const closed = await call(app, 'POST', '/api/updown/thirdparty/open', {
      token: plaza.token,
      query: { ids: String(linkId), open: 0 },
    });
    expect(closed.status, closed.body.msg).toBe(200);
    const plate = '沪P66602';
    const before = platform.calls.length;
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: plate, eventTime: '2026-06-02 10:00:00' });
    await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: plate, eventTime: '2026-06-02 12:00:00' });
    await deliver();
    expect(await diary(plate)).toEqual([]);
    expect(platform.calls.slice(before).filter((c) => JSON.stringify(c.input).includes(plate))).toEqual([]);
  });

  it('registers a park with Shanghai, lists it, and keeps the secret out of every answer', async () => {
    const reg = await call<{ open: number; diaryId: number }>(app, 'POST', '/api/updown/thirdparty/registShangHai', {
      token: plaza.token,
      body: { parkId: plaza.parkId, platId, parkCode: 'SH310001' },
    });
    expect(reg.status, reg.body.msg).toBe(200);
    expect(reg.body.data.open).toBe(1);
    const found = await call<{ total: number }>(app, 'GET', '/api/updown/thirdparty/searchShangHai', {
      token: plaza.token,
      query: { parkId: plaza.parkId },
    });
    expect(found.body.data.total).toBe(1);
    await deliver();
    expect(platform.callsOf('shanghai:register').length).toBeGreaterThan(0);
    const detail = await call(app, 'GET', '/api/updown/thirdparty/detail', { token: admin, query: { platId } });
    expect(JSON.stringify(detail.body)).not.toContain('very-secret-shanghai-key');
    const types = await call<{ value: string }[]>(app, 'GET', '/api/updown/thirdparty/getThirdType', { token: admin });
    expect(types.body.data.map((t) => t.value)).toContain('shanghai');
  });
  it("Shanghai's counts and records are the pushes its diary keeps, and another company sees none of them", async () => {
    const counts = (token: string) =>
      call<Record<string, number>>(app, 'GET', '/api/updown/shanghai/yong/selectCount', {
        token,
        query: { parkId: plaza.parkId },
      });
    // this park's pushes above: an entry, an exit and a payment of one car, then its registration, all delivered
    const mine = await counts(plaza.token);
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data).toEqual({
      parkCount: 1,
      inCount: 1,
      outCount: 1,
      payCount: 1,
      sentCount: 4,
      failedCount: 0,
      waitingCount: 0,
    });
    type Row = { type: string; plateNumber: string | null; state: number; platformName: string };
    const details = (query: Record<string, string | number>) =>
      call<{ total: number; data: Row[] }>(app, 'GET', '/api/updown/shanghai/yong/selectDetails', {
        token: plaza.token,
        query: { parkId: plaza.parkId, ...query },
      });
    const all = await details({ size: 10 });
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.data[0]?.type).toBe('register');
    expect(all.body.data.data.every((r) => r.platformName === '上海停车平台(测试)')).toBe(true);
    const entries = await details({ type: 'entry' });
    expect(entries.body.data.data.map((r) => r.plateNumber)).toEqual(['沪P66601']);
    const wrong = await details({ type: 'teleport' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('type');

    const other = await signIn(app, 'company_b');
    expect((await counts(other)).body.data).toMatchObject({ parkCount: 0, inCount: 0, sentCount: 0 });
  });

  it("a guidance screen gets its park's free stalls in its text, once for each new number", async () => {
    const yzl = await call<{ id: number }>(app, 'POST', '/api/updown/thirdparty/submit', {
      token: admin,
      body: { name: '云之龙诱导屏(测试)', type: 'yzl', url: 'https://yzl.example.invalid/api', appKey: 'YZL01' },
    });
    expect(yzl.status, yzl.body.msg).toBe(200);
    const screen = await call(app, 'POST', '/api/updown/platUpPark/submitYzlLed', {
      token: plaza.token,
      body: { parkId: plaza.parkId, screenCode: 'YZL-SCREEN-01', platId: yzl.body.data.id, showText: '余位 {free} 个' },
    });
    expect(screen.status, screen.body.msg).toBe(200);
    const screenLines = async () => {
      const res = await call<{ data: Diary[] }>(app, 'GET', '/api/updown/thirdparty/getUpPlatDiary', {
        token: plaza.token,
        query: { platId: yzl.body.data.id, type: 'led', size: 50 },
      });
      expect(res.status, res.body.msg).toBe(200);
      return res.body.data.data;
    };
    const freeNow = async () =>
      Number(
        (await app.database.query<{ n: number }>('select free_stalls as n from park where id = $1', [plaza.parkId]))[0]
          ?.n,
      );
    const run = () => app.context.db.transaction((tx) => pushGuidanceScreens(tx, new Date()));

    expect(await run()).toBe(1);
    const first = await screenLines();
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toMatchObject({
      screenNo: 'YZL-SCREEN-01',
      freeNum: await freeNow(),
      content: `余位 ${await freeNow()} 个`,
    });
    // nothing changed: nothing is sent
    expect(await run()).toBe(0);
    // a car comes in: one stall fewer, and the screen is told
    const before = await freeNow();
    await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪P66699',
      eventTime: formatLocalDateTime(new Date(), 'Asia/Shanghai'),
    });
    expect(await freeNow()).toBe(before - 1);
    expect(await run()).toBe(1);
    const lines = await screenLines();
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.body.freeNum).sort()).toEqual([before - 1, before].sort());
    await deliver();
    // the demo's own screen may go out in the same delivery: this screen's two pushes are counted
    expect(platform.callsOf('yzl:led').filter((c) => JSON.stringify(c.input).includes('YZL-SCREEN-01'))).toHaveLength(
      2,
    );
  });
});

describe('a busy park opened to a platform', () => {
  let busy: Plaza;
  beforeAll(async () => {
    busy = await plazaWithDevices(app, 'TB');
    const link = await call(app, 'POST', '/api/updown/sc/thirdplatform/submit', {
      token: busy.token,
      body: { parkId: busy.parkId, platId, parkCode: 'SH310009', open: 1 },
    });
    expect(link.status, link.body.msg).toBe(200);
  });

  it('cars read at once are pushed together, each diary line with its own outbox message', async () => {
    const plates = Array.from({ length: 12 }, (_, i) => `沪P7${String(i).padStart(4, '0')}`);
    const entered = await Promise.all(
      plates.map((plateNumber) => gateEvent(app, busy.entry, { direction: 'in', plateNumber })),
    );
    expect(entered.map((r) => r.body.data.open)).toEqual(plates.map(() => true));
    const lines = await app.context.database.query<{ plate: string; pushed: string; summary: string }>(
      `select u.plate_number as plate, m.payload->'body'->>'plateNo' as pushed, m.summary
       from third_platform_upload u join outbox_message m on m.id = u.outbox_id
       where u.plate_number = any($1::text[])`,
      [plates],
    );
    expect(lines.map((l) => l.plate).sort()).toEqual(plates);
    for (const l of lines) {
      expect(l.pushed).toBe(l.plate);
      expect(l.summary).toContain(l.plate);
    }
  });
});
