import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from '../../parks/helpers';
import { call, signIn, type TestApp } from '../../support/test-app';
import { payOnSandbox } from '../../traffic/orders-payments-sandbox';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../../traffic/traffic-helpers';

type Shift = Record<string, unknown> & { id: number };
type Page = { total: number; data: Shift[] };

let app: TestApp;
let plaza: Plaza;
let token: string;
let northBox: number;
let financeUser: number;

const localNow = (offsetMinutes: number) =>
  new Date(Date.now() + offsetMinutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A car that came in `minutes` ago leaves through the north exit now: it pays its order on the sandbox by
 * `way` and passes. The test rule: 5 yuan the first hour, 3 yuan each further hour.
 */
async function paidExit(plate: string, minutes: number, way: 2 | 3) {
  const inn = await gateEvent(app, plaza.entry, { plateNumber: plate, direction: 'in', eventTime: localNow(-minutes) });
  expect(inn.status, inn.body.msg).toBe(200);
  const out = await gateEvent(app, plaza.exit, { plateNumber: plate, direction: 'out' });
  expect(out.body.data.onlineOrderId, out.body.msg).toBeTruthy();
  const paid = await payOnSandbox(app, out.body.data.onlineOrderId as string, way);
  expect(paid.status, paid.body.msg).toBe(200);
  const gone = await gateEvent(app, plaza.exit, { plateNumber: plate, direction: 'out' });
  expect(gone.body.data.open).toBe(true);
  return out.body.data.owedFen as number;
}

const list = async (as = token, query: Record<string, unknown> = {}) => {
  const res = await call<Page>(app, 'GET', '/api/updown/parkChangeshiftrecord/list', {
    token: as,
    query: { size: 100, ...query },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'SH');
  token = plaza.token;
  northBox = await idOf(app, token, '/api/updown/baseParkBox/list', { PKID: plaza.parkId, boxName: '北门岗亭' });
  financeUser = await idOf(app, token, '/api/updown/sysuser/list', { username: 'finance_a' });
});
afterAll(() => app.close());

describe('a booth shift', () => {
  it('started and handed over sums exactly the money taken at the booth in between', async () => {
    // before the shift: 3 hours, 1100, not the shift's
    expect(await paidExit('沪S00001', 170, 3)).toBe(1100);
    const started = await call<Shift>(app, 'POST', '/api/updown/parkChangeshiftrecord/start', {
      token,
      body: { parkId: plaza.parkId, boxId: northBox },
    });
    expect(started.status, started.body.msg).toBe(200);
    expect(started.body.data).toMatchObject({ boxName: '北门岗亭', operatorName: '云停运营管理员', open: true });
    const id = started.body.data.id;

    // in the shift: 2 hours by WeChat, 800; a car with no entry let out for 10 yuan cash
    expect(await paidExit('沪S00002', 110, 2)).toBe(800);
    const misread = await gateEvent(app, plaza.exit, { plateNumber: '琼Z99001', direction: 'out' });
    const released = await call(app, 'POST', '/api/updown/parkIORecord/confirm', {
      token,
      body: {
        recordId: misread.body.data.recordId,
        action: 'release',
        charge: true,
        amount: 1000,
        reason: '无入场记录',
      },
    });
    expect(released.status, released.body.msg).toBe(200);

    // while open, the list counts the money now
    const open = (await list()).data.find((s) => s.id === id);
    expect(open).toMatchObject({ open: true, cashAmount: 1000, onlineAmount: 800, totalAmount: 1800, exitCount: 2 });

    // another operator may not take the same booth before it is handed over
    const taken = await call(app, 'POST', '/api/updown/parkChangeshiftrecord/start', {
      token: await signIn(app, 'finance_a'),
      body: { parkId: plaza.parkId, boxId: northBox },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toContain('boxId');

    const handed = await call<Shift>(app, 'POST', '/api/updown/parkChangeshiftrecord/handOver', {
      token,
      body: { id, handedTo: financeUser },
    });
    expect(handed.status, handed.body.msg).toBe(200);
    expect(handed.body.data).toMatchObject({
      open: false,
      cashAmount: 1000,
      onlineAmount: 800,
      exitCount: 2,
      handedTo: financeUser,
      handedToName: '云停财务',
    });

    // after the hand-over: not the shift's; the stored figures stay what they were
    await paidExit('沪S00003', 50, 2);
    const after = (await list()).data.find((s) => s.id === id);
    expect(after).toMatchObject({ open: false, cashAmount: 1000, onlineAmount: 800, exitCount: 2 });

    const again = await call(app, 'POST', '/api/updown/parkChangeshiftrecord/handOver', { token, body: { id } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('id');
  });

  it('is listed for its company only, and the export holds the rows the list counts', async () => {
    const all = await list(token, { parkId: plaza.parkId });
    // the demo's shifts at the north booth counted its seeded payments
    expect(all.data.filter((s) => s.boxName === '北门岗亭' && Number(s.onlineAmount) > 0).length).toBeGreaterThan(0);
    const file = await call(app, 'GET', '/api/updown/parkChangeshiftrecord/export', {
      token,
      query: { parkId: plaza.parkId },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as never);
    expect((book.worksheets[0]?.actualRowCount ?? 0) - 1).toBe(all.total);
    expect((await list(await signIn(app, 'company_b'))).total).toBe(0);
    // operator_a runs 阳光花园 only
    expect((await list(await signIn(app, 'operator_a'), { parkId: plaza.parkId })).total).toBe(0);
  });

  it('refuses bad starts and hand-overs naming the field', async () => {
    const bad = async (url: string, body: Record<string, unknown>, name: string, as = token) => {
      const res = await call(app, 'POST', `/api/updown/parkChangeshiftrecord/${url}`, { token: as, body });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.msg).toContain(name);
    };
    const roadside = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪大道路侧停车' });
    await bad('start', { parkId: roadside, boxId: northBox }, 'boxId');
    await bad('start', { parkId: plaza.parkId, boxId: northBox, startedAt: '2099-01-01 08:00:00' }, 'startedAt');
    await bad('start', { parkId: plaza.parkId, boxId: northBox, startedAt: 'yesterday' }, 'startedAt');
    await bad('start', { boxId: northBox }, 'parkId');
    await bad('handOver', { id: 'x' }, 'id');
    const mine = await call<Shift>(app, 'POST', '/api/updown/parkChangeshiftrecord/start', {
      token,
      body: { parkId: plaza.parkId, boxId: northBox },
    });
    expect(mine.status, mine.body.msg).toBe(200);
    await bad('start', { parkId: roadside }, 'operatorId');
    await bad('handOver', { id: mine.body.data.id, endedAt: '2020-01-01 00:00:00' }, 'endedAt');
    const me = await idOf(app, token, '/api/updown/sysuser/list', { username: 'company_a' });
    await bad('handOver', { id: mine.body.data.id, handedTo: me }, 'handedTo');
  });
});
