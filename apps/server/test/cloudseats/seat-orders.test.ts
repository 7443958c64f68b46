import { formatLocalDate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, signIn, type TestApp } from '../support/test-app';
import { menuIdsByKey, ok, type Page, type Row } from '../system/helpers';
import { gateEvent, type Plaza, plazaWithDevices, trafficApp } from '../traffic/traffic-helpers';

/**
 * 世纪广场's north exit is answered by seat 坐席甲, whose console account is seat_cso, priced by the test rule
 * (15 minutes free, 5.00 yuan the first hour, 3.00 each further hour):
 * - 琼C70001 read at the exit with no entry, let out free by the seat: fee 0, nothing taken;
 * - 琼C70002 read with no entry, let out for 12.00 cash by the seat: fee 1200, taken 1200;
 * - 沪C70003 in at 08:00, misread at the exit 10:30 as 琼C70009, merged by the seat into its stay: 2.5 hours,
 *   500 + 2 × 300 = 1100 owed as an order, then the seat takes the 11.00 in cash: fee 1100, taken 1100;
 * - 琼C70004 read with no entry, let out free by company_a, who is no seat of that gate: not a seat order.
 */
let app: TestApp;
let plaza: Plaza;
let seat: string;
let seatUserId: number;
let admin: string;
const orders: Record<string, string> = {};

const url = '/api/updown/cloudseats/order/getList';
const listed = (token: string, query: Record<string, unknown> = {}) =>
  ok<Page>(app, 'GET', url, { token, query: { size: 100, ...query } });
const mine = { plateNumber: 'C700' };

const leave = async (plateNumber: string, eventTime: string) =>
  (await gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime })).body.data;
const confirm = (token: string, body: Record<string, unknown>) =>
  ok<{ onlineOrderId: string | null }>(app, 'POST', '/api/updown/parkIORecord/confirm', { token, body });

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'CSO');
  admin = await signIn(app, 'admin');
  const a = plaza.token;
  // a booth operator's role: the entries and exits page with its manual confirm
  const role = await ok<Row>(app, 'POST', '/api/updown/sysrole/submit', {
    token: a,
    body: { name: '云坐席值守', code: 'seat_duty' },
  });
  const menu = await menuIdsByKey(app, admin);
  await ok(app, 'POST', '/api/updown/sysrole/grant', {
    token: a,
    body: { roleIds: [role.id], menuIds: [menu('/static'), menu('/static/inoutRecord'), menu('parkIORecord:confirm')] },
  });
  const user = await ok<Row & { initialPassword: string }>(app, 'POST', '/api/updown/sysuser/submit', {
    token: a,
    body: { username: 'seat_cso', realName: '远程值守员' },
  });
  await ok(app, 'POST', '/api/updown/sysuser/grantRole', { token: a, body: { userId: user.id, roleIds: [role.id] } });
  const signed = await call<{ accessToken: string }>(app, 'POST', '/api/api-uaa/oauth/user/token', {
    body: { username: 'seat_cso', password: user.initialPassword },
    headers: { authorization: basic },
  });
  seat = signed.body.data.accessToken;
  seatUserId = (
    await ok<Row>(app, 'POST', '/api/updown/SipSeatuser/submit', {
      token: a,
      body: { seatName: '坐席甲', sipAccount: 'cso.seat.1', userId: user.id },
    })
  ).id;
  const today = formatLocalDate(new Date(), app.context.config.timeZone);
  // one grant per gate: the north exit passes from the demo's seat to this one
  await ok(app, 'POST', '/api/updown/cloudseats/grantGate/submit', {
    token: a,
    body: { parkId: plaza.parkId, gateId: plaza.exitGateId, seatUserId, startDate: today, endDate: '2099-12-31' },
  });

  const free = await leave('琼C70001', '2026-05-02 09:00:00');
  await confirm(seat, { recordId: free.recordId, action: 'release', reason: '业主车辆，免费放行' });
  const cash = await leave('琼C70002', '2026-05-02 09:30:00');
  await confirm(seat, { recordId: cash.recordId, action: 'release', charge: true, amount: 1200, reason: '按一天收费' });
  const entered = (
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪C70003', eventTime: '2026-05-02 08:00:00' })
  ).body.data;
  const misread = await leave('琼C70009', '2026-05-02 10:30:00');
  const merged = await confirm(seat, {
    recordId: misread.recordId,
    action: 'merge',
    stayId: entered.recordId,
    reason: '识别错误',
  });
  orders.merged = merged.onlineOrderId as string;
  await ok(app, 'POST', '/api/updown/parkorder/manualPayResultNotice', {
    token: seat,
    body: { onlineOrderId: orders.merged, payWay: 1 },
  });
  const other = await leave('琼C70004', '2026-05-02 11:00:00');
  await confirm(a, { recordId: other.recordId, action: 'release', reason: '管理员放行' });
  const [charged] = await app.database.query<{ online_order_id: string }>(
    "select online_order_id from park_order where plate_number = '琼C70002'",
  );
  orders.cash = charged?.online_order_id as string;
});
afterAll(() => app.close());

describe('cloud-seat orders', () => {
  it('lists exactly the exits the seat handled at its gate, with the fee and what the seat took', async () => {
    const page = await listed(plaza.token, mine);
    expect(page.total).toBe(3);
    const byPlate = new Map(page.data.map((r) => [r.plateNumber, r]));
    expect(byPlate.has('琼C70004')).toBe(false);
    const common = { seatUserId, parkId: plaza.parkId, gateId: plaza.exitGateId };
    expect(byPlate.get('琼C70001')).toMatchObject({
      ...common,
      handling: 1,
      fee: 0,
      paid: 0,
      onlineOrderId: null,
      outTime: '2026-05-02 09:00:00',
    });
    expect(byPlate.get('琼C70002')).toMatchObject({
      ...common,
      handling: 2,
      fee: 1200,
      paid: 1200,
      onlineOrderId: orders.cash,
      outTime: '2026-05-02 09:30:00',
    });
    expect(byPlate.get('沪C70003')).toMatchObject({
      ...common,
      handling: 2,
      fee: 1100,
      paid: 1100,
      onlineOrderId: orders.merged,
      inTime: '2026-05-02 08:00:00',
      outTime: '2026-05-02 10:30:00',
    });
  });

  it('filters by seat user, park, plate, handling and time, and pages', async () => {
    const today = formatLocalDate(new Date(), app.context.config.timeZone);
    const total = async (q: Record<string, unknown>) => (await listed(plaza.token, { ...mine, ...q })).total;
    expect(await total({ seatUserId })).toBe(3);
    expect(await total({ parkId: plaza.parkId })).toBe(3);
    expect(await total({ plateNumber: '琼C70002' })).toBe(1);
    expect(await total({ handling: 2 })).toBe(2);
    expect(await total({ handledAtStart: today, handledAtEnd: today })).toBe(3);
    expect(await total({ handledAtStart: '2020-01-01', handledAtEnd: '2020-01-31' })).toBe(0);
    const first = await ok<Page>(app, 'GET', url, { token: plaza.token, query: { ...mine, current: 1, size: 2 } });
    const second = await ok<Page>(app, 'GET', url, { token: plaza.token, query: { ...mine, current: 2, size: 2 } });
    expect([first.total, first.data.length, second.data.length]).toEqual([3, 2, 1]);
    const sum = [...first.data, ...second.data].reduce((s, r) => s + Number(r.paid), 0);
    expect(sum).toBe(2300);
  });

  it('another company sees none of them, not even asking for the seat or the park', async () => {
    const b = await signIn(app, 'company_b');
    expect((await listed(b, mine)).total).toBe(0);
    expect((await listed(b, { seatUserId })).total).toBe(0);
    expect((await listed(b, { parkId: plaza.parkId })).total).toBe(0);
    expect((await listed(admin, mine)).total).toBe(3);
  });

  it('exports them with the money in yuan', async () => {
    const res = await call(app, 'GET', '/api/updown/cloudseats/order/export', {
      token: plaza.token,
      query: mine,
      lang: 'zh',
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  });

  it('is no longer the empty placeholder page', async () => {
    const res = await call<Record<string, unknown>>(app, 'GET', url, {
      token: plaza.token,
      query: { current: 1, size: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('note');
  });
});
