import { deviceKind, payWay, warningLogResource, warnLevel, warnType } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/db/schema';
import { idOf } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { count } from '../system/helpers';
import { payOnSandbox } from '../traffic/orders-payments-sandbox';
import { trafficApp } from '../traffic/traffic-helpers';

// The roadside operating and maintenance centres, counted by hand from rows this file makes in a roadside park
// of its own: eight berths in two sections, the demo's roadside rule (15 minutes free, 4 yuan the first hour,
// 2 yuan each started half hour after it), a day long past and today, in the operators' zone (Asia/Shanghai).

type Row = Record<string, unknown>;
type Page = { total: number; data: Row[] };

let app: TestApp;
let token: string;
let parkId: number;
let eastId: number;
let westId: number;
let handheld: string;
let sensor: string;
const berth: Record<string, number> = {};
const device: Record<string, number> = {};
let companyUser: number;

const day = '2025-11-04';

const localNow = (offsetMinutes: number) => {
  const d = new Date(Date.now() + offsetMinutes * 60_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};
const localDay = (offsetDays: number) => localNow(offsetDays * 1440).slice(0, 10);

async function made(url: string, body: Record<string, unknown>): Promise<number> {
  const res = await call<{ id: number }>(app, 'POST', url, { token, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.body.msg}`);
  return res.body.data.id;
}

async function gateDevice(kind: number, code: string, berthId?: number) {
  const id = await made('/api/updown/gateDevice/submit', {
    parkId,
    deviceKind: kind,
    deviceCode: code,
    deviceName: code,
    ...(berthId ? { berthId } : {}),
  });
  device[code] = id;
  const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
    token,
    query: { deviceId: id },
  });
  return key.body.data.authorization;
}

let serial = 0;
async function berthEvent(auth: string, body: Record<string, unknown>) {
  const res = await call<{ recordId: number }>(app, 'POST', '/api/device/berth/event', {
    headers: { authorization: auth },
    body: { eventId: `rc-${++serial}`, ...body },
  });
  if (res.status !== 200) throw new Error(`berth event: ${res.body.msg}`);
  return res.body.data;
}

/** A car parked in a berth from `inAt`, paid what its order asks at `payAt`, gone at `outAt`. */
async function stay(no: string, plate: string, inAt: string, outAt?: string, payAt?: string) {
  await berthEvent(handheld, { berthNo: no, direction: 'in', plateNumber: plate, eventTime: inAt });
  if (payAt) {
    const order = await call<{ onlineOrderId: string; owedFen: number }>(app, 'POST', '/api/device/berth/order', {
      headers: { authorization: handheld },
      body: { berthNo: no, eventTime: payAt },
    });
    if (order.status !== 200) throw new Error(`order: ${order.body.msg}`);
    const paid = await payOnSandbox(app, order.body.data.onlineOrderId, payWay.values.alipay);
    if (paid.status !== 200) throw new Error(`pay: ${paid.body.msg}`);
  }
  if (outAt) await berthEvent(sensor, { berthNo: no, direction: 'out', eventTime: outAt });
}

const get = <T = Row>(url: string, query: Record<string, unknown> = {}, as = token) =>
  call<T>(app, 'GET', url, { token: as, query });
async function ok<T = Row>(url: string, query: Record<string, unknown> = {}, as = token): Promise<T> {
  const res = await get<T>(url, query, as);
  expect(res.status, `${url}: ${res.body.msg}`).toBe(200);
  return res.body.data;
}

async function warning(values: { warnType: number; level: number; title: string; dedupeKey?: string; at: Date }) {
  const companyId = await count(app, 'select company_id as n from park where id = $1', [parkId]);
  const t = tableOf(warningLogResource);
  const [row] = await app.database.db
    .insert(t)
    .values({
      companyId,
      parkId,
      warnType: values.warnType as never,
      level: values.level as never,
      title: values.title,
      content: values.title,
      dedupeKey: values.dedupeKey ?? null,
      createdAt: values.at,
    })
    .returning({ id: t.id });
  return Number(row?.id);
}

const warn: Record<string, number> = {};

beforeAll(async () => {
  app = await trafficApp();
  token = await signIn(app, 'company_a');
  parkId = await made('/api/updown/basePark/submit', { parkName: '中心测试路侧停车', parkKind: 10 });
  await made('/api/updown/platParkFeeRule/submit', {
    parkId,
    ruleName: '中心测试规则',
    feeMode: 'cycle24',
    freeMinutes: 15,
    firstMinutes: 60,
    firstPrice: 400,
    unitMinutes: 30,
    unitPrice: 200,
    capPerCycle: 6000,
  });
  eastId = await made('/api/updown/curbPark/area/submit', { parkId, sectionName: '中心测试东段' });
  westId = await made('/api/updown/curbPark/area/submit', { parkId, sectionName: '中心测试西段' });
  for (const no of ['E1', 'E2', 'E3', 'E4']) {
    berth[no] = await made('/api/updown/door/rdBerth/submit', { parkId, berthNo: no, sectionId: eastId });
  }
  for (const no of ['W5', 'W6', 'W7', 'W8']) {
    berth[no] = await made('/api/updown/door/rdBerth/submit', { parkId, berthNo: no, sectionId: westId });
  }
  handheld = await gateDevice(deviceKind.values.handheld, 'RC-PDA-1');
  sensor = await gateDevice(deviceKind.values.berthSensor, 'RC-MS-1');
  await gateDevice(deviceKind.values.berthSensor, 'RC-MS-W8', berth.W8);
  companyUser = await idOf(app, token, '/api/updown/sysuser/list', { username: 'company_a' });

  // the day long past: A 10:00-12:00 unpaid (800, an escape and an arrear), B 09:00-11:05 paid 800 at 11:00
  // (the payment is made now, so it is today's money), C 14:00-14:10 free on the west section
  await stay('E1', '沪R10001', `${day} 10:00:00`, `${day} 12:00:00`);
  await stay('E2', '沪R10002', `${day} 09:00:00`, `${day} 11:05:00`, `${day} 11:00:00`);
  await stay('W5', '沪R10003', `${day} 14:00:00`, `${day} 14:10:00`);
  // now: three of the eight berths are taken; W6's car paid 600 for its 70 minutes
  await stay('E3', '沪R20003', localNow(-40));
  await stay('E4', '沪R20004', localNow(-5));
  await stay('W6', '沪R20006', localNow(-70), undefined, localNow(0));
});
afterAll(() => app.close());

describe('the operating overview', () => {
  type Overview = {
    totals: Record<string, number>;
    hours: { hour: number; rate: number | null; carsIn: number }[];
    byOccupancy: Row[];
    byMoney: Row[];
    shifts: Row[];
    parks: Row[];
  };

  it('counts the berths now: 3 of 8 taken is 37.5 %, and the sections ranked by occupancy', async () => {
    const o = await ok<Overview>('/api/updown/rdoperating/overview', { parkId });
    expect(o.totals).toMatchObject({
      parks: 1,
      berths: 8,
      occupied: 3,
      free: 5,
      occupancy: 37.5,
      occupiedWithoutStay: 0,
    });
    expect(o.byOccupancy.map((r) => [r.sectionName, r.berths, r.occupied, r.occupancy])).toEqual([
      ['中心测试东段', 4, 2, 50],
      ['中心测试西段', 4, 1, 25],
    ]);
  });

  it('counts a past day from its records: cars in, fee of the stays settled, escapes, arrears and occupancy by hour', async () => {
    const o = await ok<Overview>('/api/updown/rdoperating/overview', { parkId, day });
    expect(o.totals).toMatchObject({
      carsIn: 3,
      settled: 3,
      feeDue: 1600,
      taken: 0,
      escapes: 1,
      escapeAmount: 800,
      arrearsMade: 1,
      arrearsMadeAmount: 800,
    });
    const hour = (h: number) => o.hours.find((x) => x.hour === h);
    // 8 berths of 60 minutes an hour: B's 60 minutes at 9, A's and B's 120 at 10, 60 + 5 at 11, C's 10 at 14
    expect([8, 9, 10, 11, 12, 14].map((h) => hour(h)?.rate)).toEqual([0, 12.5, 25, 13.54, 0, 2.08]);
    expect(o.hours.map((x) => x.carsIn).reduce((a, b) => a + b, 0)).toBe(3);
    expect([9, 10, 14].map((h) => hour(h)?.carsIn)).toEqual([1, 1, 1]);
    expect(o.hours).toHaveLength(24);
  });

  it("counts today's money taken by pay way and by section, arrears recovered, and collectors on shift now", async () => {
    const [owe] = (await ok<Page>('/api/updown/plat/owe/getOwePage', { parkId, size: 10 })).data.filter(
      (r) => r.plateNumber === '沪R10001',
    );
    expect(owe, 'the escape left an arrear').toBeDefined();
    const paid = await call(app, 'POST', '/api/updown/plat/owe/feeOwe', { token, query: { oweId: owe?.id } });
    expect(paid.status, paid.body.msg).toBe(200);
    const started = await call(app, 'POST', '/api/updown/parkChangeshiftrecord/start', {
      token,
      body: { parkId, sectionId: eastId },
    });
    expect(started.status, started.body.msg).toBe(200);

    const o = await ok<Overview & { payWays: Row[] }>('/api/updown/rdoperating/overview', { parkId });
    // B's 800 and W6's 600 were paid today, both by Alipay
    expect(o.totals).toMatchObject({
      taken: 1400,
      payments: 2,
      arrearsRecovered: 1,
      arrearsRecoveredAmount: 800,
      escapes: 0,
      collectorsOnShift: 1,
    });
    expect(o.payWays).toEqual([expect.objectContaining({ payWay: payWay.values.alipay, amount: 1400, payments: 2 })]);
    expect(o.byMoney.map((r) => [r.sectionName, r.taken])).toEqual([
      ['中心测试东段', 800],
      ['中心测试西段', 600],
    ]);
    expect(o.shifts).toEqual([
      expect.objectContaining({ operatorId: companyUser, operatorName: '云停运营管理员', sectionName: '中心测试东段' }),
    ]);
    // the cars that parked today: those of the three now whose entry is on today's local date
    const today = localDay(0);
    const inToday = [localNow(-40), localNow(-5), localNow(-70)].filter((t) => t.startsWith(today)).length;
    expect(o.totals.carsIn).toBe(inToday);
  });

  it('refuses a day to come and a park that is not roadside, naming the field', async () => {
    const later = await get('/api/updown/rdoperating/overview', { day: localDay(2) });
    expect(later.status).toBe(400);
    expect(later.body.msg).toContain('day');
    const plaza = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪广场停车场' });
    const offStreet = await get('/api/updown/rdoperating/overview', { parkId: plaza });
    expect(offStreet.status).toBe(400);
    expect(offStreet.body.msg).toContain('parkId');
  });

  it('another company sees none of it: the park is not found, and its own figures are its own berths', async () => {
    const b = await signIn(app, 'company_b');
    expect((await get('/api/updown/rdoperating/overview', { parkId }, b)).status).toBe(404);
    expect((await get('/api/updown/rdoperating/berthMonitor', { parkId }, b)).status).toBe(404);
    const own = await ok<Overview>('/api/updown/rdoperating/overview', {}, b);
    expect(own.parks.map((p) => p.parkId)).not.toContain(parkId);
    const companyB = await count(app, "select company_id as n from park where park_name = '解放路路侧停车'");
    const berthsOfB = await count(
      app,
      `select count(*)::int as n from berth b join park p on p.id = b.park_id
       where p.company_id = $1 and p.park_kind = 10 and b.state = 1 and b.deleted_at is null and p.deleted_at is null`,
      [companyB],
    );
    expect(berthsOfB).toBeGreaterThan(0);
    expect(own.totals.berths).toBe(berthsOfB);
    // company A's whole view holds this park's eight berths beside the demo's
    const a = await ok<Overview>('/api/updown/rdoperating/overview');
    expect(a.parks.map((p) => p.parkId)).toContain(parkId);
    expect(a.totals.berths).toBeGreaterThanOrEqual(8);
  });
});

describe('the berth monitor', () => {
  type Tile = Row & { berthNo: string; status: string; sensorState: string };
  type Monitor = { tiles: Tile[]; counts: Record<string, number>; sections: Row[]; parkId: number };

  it('shows each berth as a tile: taken ones with plate, minutes and what the stay owes so far', async () => {
    // a roadside register sensor under W7 reporting 10 % (below the default 20 %) while online
    const r7 = await made('/api/updown/rdSensor/submit', { parkId, sn: 'RC-RS-W7', berthId: berth.W7 });
    device['RC-RS-W7'] = r7;
    await app.database.query('update rd_sensor set online = true, battery = 10, last_seen_at = now() where id = $1', [
      r7,
    ]);
    const m = await ok<Monitor>('/api/updown/rdoperating/berthMonitor', { parkId });
    expect(m.tiles.map((t) => t.berthNo)).toEqual(['E1', 'E2', 'E3', 'E4', 'W5', 'W6', 'W7', 'W8']);
    expect(m.counts).toMatchObject({ berths: 8, occupied: 3, free: 5, sensorOffline: 1, lowBattery: 1 });
    const tile = (no: string) => m.tiles.find((t) => t.berthNo === no) as Tile;
    expect(tile('E1')).toMatchObject({ status: 'free', plateNumber: null, sensorState: 'none' });
    // 40 minutes: past the free quarter, inside the first hour's 400
    expect(tile('E3')).toMatchObject({ status: 'occupied', plateNumber: '沪R20003', priced: true, feeFen: 400 });
    expect(tile('E3').dueFen).toBe(400);
    expect(Math.abs(Number(tile('E3').minutes) - 40)).toBeLessThanOrEqual(1);
    // 5 minutes: still free
    expect(tile('E4')).toMatchObject({ status: 'occupied', priced: true, feeFen: 0, dueFen: 0 });
    // paid 600 for its 70 minutes just now: nothing more is owed
    expect(tile('W6')).toMatchObject({ status: 'occupied', plateNumber: '沪R20006', priced: true, dueFen: 0 });
    expect(tile('W6').paidFen).toBe(600);
    expect(tile('W7')).toMatchObject({ status: 'free', sensorState: 'lowBattery' });
    // the registry's sensor under W8 has never been heard from
    expect(tile('W8')).toMatchObject({ status: 'free', sensorState: 'offline' });
    expect(m.counts.dueFen).toBe(400);
  });

  it('narrows to a section; the section names its park and must lie in the park asked', async () => {
    const west = await ok<Monitor>('/api/updown/rdoperating/berthMonitor', { sectionId: westId });
    expect(west.parkId).toBe(parkId);
    expect(west.tiles.map((t) => t.berthNo)).toEqual(['W5', 'W6', 'W7', 'W8']);
    expect(west.sections.map((x) => x.sectionName)).toEqual(['中心测试东段', '中心测试西段']);
    const road = await idOf(app, token, '/api/updown/basePark/list', { parkName: '世纪大道路侧停车' });
    const wrong = await get('/api/updown/rdoperating/berthMonitor', { parkId: road, sectionId: westId });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('sectionId');
  });

  it('says a stay cannot be priced when the park has no rule for it', async () => {
    const bare = await made('/api/updown/basePark/submit', { parkName: '中心测试无规则路侧', parkKind: 10 });
    const no = await made('/api/updown/door/rdBerth/submit', { parkId: bare, berthNo: 'N1' });
    const id = await made('/api/updown/gateDevice/submit', {
      parkId: bare,
      deviceKind: deviceKind.values.handheld,
      deviceCode: 'RC-PDA-BARE',
    });
    const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token,
      query: { deviceId: id },
    });
    await berthEvent(key.body.data.authorization, {
      berthNo: 'N1',
      direction: 'in',
      plateNumber: '沪R30001',
      eventTime: localNow(-30),
    });
    const m = await ok<Monitor>('/api/updown/rdoperating/berthMonitor', { parkId: bare });
    expect(m.tiles).toEqual([
      expect.objectContaining({ berthId: no, status: 'occupied', priced: false, feeFen: null, dueFen: null }),
    ]);
  });
});

describe('the maintenance overview', () => {
  type Kind = { key: string; total: number; online: number | null; offline: number | null; lowBattery: number | null };
  type Ops = {
    kinds: Kind[];
    silent: Row[];
    silentTotal: number;
    warnings: { day: string; total: number; deviceOffline: number; open: number }[];
  };

  beforeAll(async () => {
    const led = await made('/api/updown/door/rdLed/submit', { parkId, ledName: '中心测试屏', sn: 'RC-LED-1' });
    const pdaOld = await made('/api/updown/pdadevice/submit', { parkId, imei: '861234000000001' });
    const pdaNew = await made('/api/updown/pdadevice/submit', { parkId, imei: '861234000000002' });
    const nb = await made('/api/updown/noWireDeviceInfo/submit', { parkId, sn: 'RC-NB-1', deviceType: 6 });
    const q = (text: string, params: unknown[]) => app.database.query(text, params);
    await q('update gate_device set online = true, last_seen_at = now() where id = any($1::bigint[])', [
      [device['RC-PDA-1'], device['RC-MS-1']],
    ]);
    await q('update gate_device set battery = 50 where id = $1', [device['RC-MS-1']]);
    await q(
      "update gate_device set online = false, battery = 15, last_seen_at = now() - interval '3 hours' where id = $1",
      [device['RC-MS-W8']],
    );
    await q("update rd_led set online = false, last_seen_at = now() - interval '30 minutes' where id = $1", [led]);
    await q("update pda_device set last_seen_at = now() - interval '2 hours' where id = $1", [pdaOld]);
    await q("update pda_device set last_seen_at = now() - interval '10 minutes' where id = $1", [pdaNew]);
    await q('update wireless_device set online = true, battery = 80, last_seen_at = now() where id = $1', [nb]);

    const now = new Date();
    warn.w8 = await warning({
      warnType: warnType.values.deviceOffline,
      level: warnLevel.values.warning,
      title: '设备离线：RC-MS-W8',
      dedupeKey: `dev-offline:${device['RC-MS-W8']}:1`,
      at: now,
    });
    warn.pda = await warning({
      warnType: warnType.values.deviceOffline,
      level: warnLevel.values.warning,
      title: '设备离线：RC-PDA-1',
      dedupeKey: `dev-offline:${device['RC-PDA-1']}:2`,
      at: now,
    });
    warn.service = await warning({
      warnType: warnType.values.serviceExpiringSoon,
      level: warnLevel.values.info,
      title: '服务即将到期',
      at: new Date(`${localDay(-3)}T12:00:00+08:00`),
    });
    warn.job = await warning({
      warnType: warnType.values.jobFailed,
      level: warnLevel.values.critical,
      title: '定时任务失败',
      at: new Date(`${localDay(-10)}T12:00:00+08:00`),
    });
  });

  it('counts the devices of every register by kind: online, offline and low battery where kept', async () => {
    const o = await ok<Ops>('/api/updown/rdoperations/overview', { parkId });
    const kind = (key: string) => o.kinds.find((k) => k.key === key);
    expect(kind('gateDevice:berthSensor')).toMatchObject({ total: 2, online: 1, offline: 1, lowBattery: 1 });
    expect(kind('gateDevice:handheld')).toMatchObject({ total: 1, online: 1, offline: 0, lowBattery: 0 });
    expect(kind('rdSensor')).toMatchObject({ total: 1, online: 1, offline: 0, lowBattery: 1 });
    expect(kind('rdLed')).toMatchObject({ total: 1, online: 0, offline: 1, lowBattery: null });
    expect(kind('pda')).toMatchObject({ total: 2, online: null, offline: null, lowBattery: null });
    expect(kind('wireless:magneticSensor')).toMatchObject({ total: 1, online: 1, offline: 0, lowBattery: 0 });
  });

  it('lists what has been offline (or silent) for over an hour, the longest first', async () => {
    const o = await ok<Ops>('/api/updown/rdoperations/overview', { parkId });
    expect(o.silent.map((x) => [x.source, x.code])).toEqual([
      ['gateDevice', 'RC-MS-W8'],
      ['pda', '861234000000001'],
    ]);
    expect(o.silentTotal).toBe(2);
    expect(Math.abs(Number(o.silent[0]?.silentMinutes) - 180)).toBeLessThanOrEqual(1);
  });

  it("counts the last seven days' warnings by day", async () => {
    const o = await ok<Ops>('/api/updown/rdoperations/overview', { parkId });
    expect(o.warnings.map((w) => w.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(localDay));
    expect(o.warnings.map((w) => w.total)).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(o.warnings[6]).toMatchObject({ deviceOffline: 2, open: 2 });
  });
});

describe('the warnings to handle', () => {
  const list = async (query: Record<string, unknown>, as = token) =>
    ok<Page>('/api/updown/rdoperations/warnList', { parkId, size: 50, ...query }, as);

  it('filters by device kind, type, level and time', async () => {
    expect((await list({})).total).toBe(4);
    const sensors = await list({ deviceKind: deviceKind.values.berthSensor });
    expect(sensors.data).toEqual([
      expect.objectContaining({ id: warn.w8, deviceCode: 'RC-MS-W8', deviceKind: deviceKind.values.berthSensor }),
    ]);
    expect((await list({ warnType: warnType.values.deviceOffline })).total).toBe(2);
    expect((await list({ level: warnLevel.values.critical })).data.map((r) => r.id)).toEqual([warn.job]);
    expect((await list({ startTime: localDay(0) })).total).toBe(2);
    expect((await list({ endTime: localDay(-1) })).data.map((r) => r.id)).toEqual([warn.service, warn.job]);
    const paged = await list({ size: 1, current: 2 });
    expect(paged.total).toBe(4);
    expect(paged.data).toHaveLength(1);
  });

  it('a warning handled once stays handled, and names who handled it', async () => {
    const dealt = await call(app, 'POST', '/api/updown/rdrwork/dealWarn', {
      token,
      query: { warnId: warn.w8 },
      body: { remark: '已更换地磁电池' },
    });
    expect(dealt.status, dealt.body.msg).toBe(200);
    const again = await call(app, 'POST', '/api/updown/rdrwork/dealWarn', {
      token,
      query: { warnId: warn.w8 },
      body: { remark: '再次处理' },
    });
    expect(again.status).toBe(400);
    const handled = await list({ dealState: 'dealt' });
    expect(handled.data).toEqual([
      expect.objectContaining({
        id: warn.w8,
        dealState: 1,
        dealtBy: companyUser,
        dealtByName: '云停运营管理员',
        dealRemark: '已更换地磁电池',
      }),
    ]);
    expect((await list({ dealState: 'open' })).total).toBe(3);
    const o = await ok<{ warnings: { open: number }[] }>('/api/updown/rdoperations/overview', { parkId });
    expect(o.warnings[6]?.open).toBe(1);
  });

  it("another company can neither list this park's warnings nor handle them", async () => {
    const b = await signIn(app, 'company_b');
    expect((await get('/api/updown/rdoperations/warnList', { parkId }, b)).status).toBe(404);
    const own = await ok<Page>('/api/updown/rdoperations/warnList', { size: 500 }, b);
    expect(own.data.map((r) => r.id)).not.toContain(warn.pda);
    const deal = await call(app, 'POST', '/api/updown/rdrwork/dealWarn', { token: b, query: { warnId: warn.pda } });
    expect(deal.status).toBe(404);
    expect((await get('/api/updown/rdoperations/overview', { parkId }, b)).status).toBe(404);
  });

  it('refuses malformed filters naming the field', async () => {
    for (const [key, value] of [
      ['deviceKind', 99],
      ['dealState', 'maybe'],
      ['startTime', '2026-13-45 99:00'],
      ['level', 'abc'],
    ] as const) {
      const res = await get('/api/updown/rdoperations/warnList', { [key]: value });
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body.msg).toContain(key);
    }
  });
});
