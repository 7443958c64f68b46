import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, parkIdOf } from '../parks/helpers';
import { call, signIn, type TestApp } from '../support/test-app';
import { payOnSandbox } from './orders-payments-sandbox';
import { countRows, stored, trafficApp } from './traffic-helpers';

type BerthAnswer = {
  eventId: string;
  berthId: number;
  berthNo: string;
  hasCar: boolean;
  plateNumber: string | null;
  recordId: number | null;
  outcome: string;
  feeFen?: number;
  owedFen?: number;
  escapeId?: number;
};
type Page = { total: number; data: Record<string, unknown>[] };

let app: TestApp;
let token: string;
let parkId: number;
let sensor: string;
let handheld: string;
const berth: Record<string, number> = {};

/** A roadside device of company A's 世纪大道 park, with its key. */
async function device(kind: number, code: string) {
  const made = await call<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
    token,
    body: { parkId, deviceKind: kind, deviceCode: code, deviceName: code },
  });
  if (made.status !== 200) throw new Error(`device: ${made.body.msg}`);
  const key = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
    token,
    query: { deviceId: made.body.data.id },
  });
  return key.body.data.authorization;
}

beforeAll(async () => {
  app = await trafficApp();
  token = await signIn(app, 'company_a');
  parkId = await parkIdOf(app, token, '世纪大道路侧停车');
  // the demo's stays use the first free berths of the east section; these are the west section's
  for (const no of ['W001', 'W019', 'W020', 'W021', 'W022', 'W023'])
    berth[no] = await idOf(app, token, '/api/updown/door/rdBerth/list', { parkId, berthNo: no });
  sensor = await device(2, 'RD-MS-1');
  handheld = await device(3, 'RD-PDA-1');
});
afterAll(() => app.close());

let serial = 0;
const send = (auth: string, body: Record<string, unknown>) =>
  call<BerthAnswer>(app, 'POST', '/api/device/berth/event', {
    headers: { authorization: auth },
    body: { eventId: `rd-${++serial}`, ...body },
  });

// The demo's roadside rule (路侧临时停车): 15 minutes free, 4 yuan the first hour, 2 yuan each started half
// hour after it, at most 60 yuan a day; a stay over the free minutes pays from its start.

const berthRow = (no: string) => stored(app, 'berth', berth[no] as number);
const escapesOf = (recordId: number) =>
  countRows(app, 'select count(*) as n from escape_record where record_id = $1', [recordId]);
const written = async () => ({
  events: await countRows(app, 'select count(*) as n from berth_event', []),
  stays: await countRows(app, 'select count(*) as n from park_io_record', []),
  escapes: await countRows(app, 'select count(*) as n from escape_record', []),
});

describe('berth occupancy', () => {
  it('a sensor marks the berth occupied and opens a stay; the handheld names its plate; a short stay leaves free', async () => {
    const freeBefore = Number((await stored(app, 'park', parkId)).free_stalls);
    const inn = await send(sensor, { berthId: berth.W019, direction: 'in', eventTime: '2026-03-02 10:00:00' });
    expect(inn.status, inn.body.msg).toBe(200);
    expect(inn.body.data).toMatchObject({ outcome: 'opened', hasCar: true, plateNumber: '无牌车', berthNo: 'W019' });
    expect(await berthRow('W019')).toMatchObject({ has_car: true, plate_number: '无牌车' });
    const named = await send(handheld, {
      berthNo: 'W019',
      direction: 'in',
      plateNumber: '沪R10001',
      eventTime: '2026-03-02 10:02:00',
    });
    expect(named.body.data).toMatchObject({
      outcome: 'kept',
      recordId: inn.body.data.recordId,
      plateNumber: '沪R10001',
    });
    expect(await berthRow('W019')).toMatchObject({ has_car: true, plate_number: '沪R10001' });
    const stay = await stored(app, 'park_io_record', inn.body.data.recordId as number);
    expect(stay).toMatchObject({ plate_number: '沪R10001', state: 1, berth_id: berth.W019 });
    expect(Number((await stored(app, 'park', parkId)).free_stalls)).toBe(freeBefore - 1);
    const noCar = await call<Page>(app, 'GET', '/api/updown/door/rdBerthNoCar/list', {
      token,
      query: { parkId, berthNo: 'W019' },
    });
    expect(noCar.body.data.total).toBe(0);

    const out = await send(sensor, { berthId: berth.W019, direction: 'out', eventTime: '2026-03-02 10:10:00' });
    expect(out.body.data).toMatchObject({ outcome: 'closed', hasCar: false, owedFen: 0, feeFen: 0 });
    expect(await stored(app, 'park_io_record', inn.body.data.recordId as number)).toMatchObject({ state: 2, fee: 0 });
    expect(await berthRow('W019')).toMatchObject({ has_car: false, plate_number: null });
    expect(await escapesOf(inn.body.data.recordId as number)).toBe(0);
    expect(Number((await stored(app, 'park', parkId)).free_stalls)).toBe(freeBefore);
    const listed = await call<Page>(app, 'GET', '/api/updown/door/rdBerthNoCar/list', {
      token,
      query: { parkId, berthNo: 'W019' },
    });
    expect(listed.body.data.total).toBe(1);
  });

  it('a stay paid from the handheld order before leaving closes without an escape', async () => {
    const inn = await send(handheld, {
      berthId: berth.W020,
      direction: 'in',
      plateNumber: '沪R20002',
      eventTime: '2026-03-03 09:00:00',
    });
    const order = await call<{ onlineOrderId: string; owedFen: number }>(app, 'POST', '/api/device/berth/order', {
      headers: { authorization: handheld },
      body: { berthNo: 'W020', eventTime: '2026-03-03 11:00:00' },
    });
    expect(order.status, order.body.msg).toBe(200);
    // 09:00-11:00: the first hour 400, then 2 half hours at 200
    expect(order.body.data.owedFen).toBe(800);
    const paid = await payOnSandbox(app, order.body.data.onlineOrderId);
    expect(paid.status, paid.body.msg).toBe(200);
    const out = await send(sensor, { berthId: berth.W020, direction: 'out', eventTime: '2026-03-03 11:05:00' });
    expect(out.body.data).toMatchObject({ outcome: 'closed', owedFen: 0 });
    const stay = await stored(app, 'park_io_record', inn.body.data.recordId as number);
    expect(stay).toMatchObject({ state: 2, paid: 800, fee: 800, pay_way: 2 });
    expect(await escapesOf(inn.body.data.recordId as number)).toBe(0);
  });
  it('a car parking where another was reported still in ends that stay first, priced like a leave', async () => {
    const first = await send(handheld, {
      berthNo: 'W023',
      direction: 'in',
      plateNumber: '沪R50005',
      eventTime: '2026-03-05 08:00:00',
    });
    const second = await send(handheld, {
      berthNo: 'W023',
      direction: 'in',
      plateNumber: '沪R50006',
      eventTime: '2026-03-05 12:00:00',
    });
    expect(second.body.data).toMatchObject({ outcome: 'opened', plateNumber: '沪R50006' });
    expect(second.body.data.recordId).not.toBe(first.body.data.recordId);
    // 08:00-12:00: the first hour 400, then 6 half hours at 200
    expect(await stored(app, 'park_io_record', first.body.data.recordId as number)).toMatchObject({
      state: 4,
      fee: 1600,
    });
    expect(await escapesOf(first.body.data.recordId as number)).toBe(1);
    expect(await berthRow('W023')).toMatchObject({ has_car: true, plate_number: '沪R50006' });
  });

  it('a car leaving a berth marked occupied without a stay just frees it', async () => {
    expect(await berthRow('W001')).toMatchObject({ has_car: true });
    const out = await send(sensor, { berthNo: 'W001', direction: 'out', eventTime: '2026-03-05 09:00:00' });
    expect(out.body.data).toMatchObject({ outcome: 'none', hasCar: false, recordId: null });
    expect(await berthRow('W001')).toMatchObject({ has_car: false, plate_number: null });
  });
});

describe('escapes', () => {
  let escapeId: number;
  let recordId: number;
  let leaveEvent: string;

  it('a car leaving owing money becomes exactly one escape with what it owed; its waiting order is closed', async () => {
    const inn = await send(handheld, {
      berthId: berth.W021,
      direction: 'in',
      plateNumber: '沪R30003',
      eventTime: '2026-03-04 08:00:00',
    });
    recordId = inn.body.data.recordId as number;
    const order = await call<{ onlineOrderId: string }>(app, 'POST', '/api/device/berth/order', {
      headers: { authorization: handheld },
      body: { berthId: berth.W021, eventTime: '2026-03-04 09:00:00' },
    });
    leaveEvent = `rd-leave-${Date.now()}`;
    const out = await call<BerthAnswer>(app, 'POST', '/api/device/berth/event', {
      headers: { authorization: sensor },
      body: { eventId: leaveEvent, berthNo: 'W021', direction: 'out', eventTime: '2026-03-04 10:30:00' },
    });
    // 08:00-10:30: the first hour 400, then 3 half hours at 200
    const owed = 1000;
    expect(out.body.data).toMatchObject({ outcome: 'escaped', feeFen: owed, owedFen: owed, hasCar: false });
    escapeId = out.body.data.escapeId as number;
    expect(await escapesOf(recordId)).toBe(1);
    expect(await stored(app, 'escape_record', escapeId)).toMatchObject({
      plate_number: '沪R30003',
      park_id: parkId,
      berth_id: berth.W021,
      amount: owed,
      state: 0,
      record_id: recordId,
    });
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ state: 4, fee: owed });
    expect(await berthRow('W021')).toMatchObject({ has_car: false });
    const [orderRow] = await app.database.query<{ state: number }>(
      'select state from park_order where online_order_id = $1',
      [order.body.data.onlineOrderId],
    );
    expect(Number(orderRow?.state)).toBe(4);
  });

  it('the same event id again answers the same and stores nothing', async () => {
    const before = await written();
    const again = await call<BerthAnswer>(app, 'POST', '/api/device/berth/event', {
      headers: { authorization: sensor },
      body: { eventId: leaveEvent, berthNo: 'W021', direction: 'out', eventTime: '2026-03-04 10:30:00' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ outcome: 'escaped', escapeId });
    expect(await written()).toEqual(before);
    expect(await escapesOf(recordId)).toBe(1);
  });

  it('the escape list filters by park, plate, state and time, exports, and its detail carries the stay', async () => {
    const list = await call<Page>(app, 'GET', '/api/updown/rdEscape/list', {
      token,
      query: { parkId, plateNumber: '沪R30003', state: 0, outTimeStart: '2026-03-04', outTimeEnd: '2026-03-04' },
    });
    expect(list.status, list.body.msg).toBe(200);
    expect(list.body.data.data.map((r) => r.id)).toEqual([escapeId]);
    const other = await call<Page>(app, 'GET', '/api/updown/rdEscape/list', {
      token,
      query: { plateNumber: '沪R30003', outTimeStart: '2026-03-05', outTimeEnd: '2026-03-05' },
    });
    expect(other.body.data.total).toBe(0);
    const exported = await call(app, 'GET', '/api/updown/rdEscape/export', {
      token,
      query: { plateNumber: '沪R30003' },
    });
    expect(exported.status).toBe(200);
    const detail = await call<Record<string, unknown> & { stay: Record<string, unknown> }>(
      app,
      'GET',
      '/api/updown/roadstatic/getEscapeDetail',
      { token, query: { id: escapeId } },
    );
    expect(detail.status, detail.body.msg).toBe(200);
    expect(detail.body.data).toMatchObject({ id: escapeId, plateNumber: '沪R30003', state: 0 });
    expect(detail.body.data.stay).toMatchObject({
      id: recordId,
      plateNumber: '沪R30003',
      state: 4,
      berthId: berth.W021,
    });
  });

  it('another company sees neither the escape nor its detail', async () => {
    const b = await signIn(app, 'company_b');
    const detail = await call(app, 'GET', '/api/updown/roadstatic/getEscapeDetail', {
      token: b,
      query: { id: escapeId },
    });
    expect(detail.status).toBe(404);
    const list = await call<Page>(app, 'GET', '/api/updown/rdEscape/list', {
      token: b,
      query: { plateNumber: '沪R30003' },
    });
    expect(list.body.data.total).toBe(0);
  });
});

describe('bad input', () => {
  it('an unknown berth, a berth of another park and a handheld without a plate are refused, naming the field; nothing is written', async () => {
    const before = await written();
    const plaza = await parkIdOf(app, token, '世纪广场');
    const plazaBerth = await idOf(app, token, '/api/updown/door/rdBerth/list', { parkId: plaza });
    const unknown = await send(sensor, { berthId: 99999999, direction: 'in' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('berthId');
    const unknownNo = await send(sensor, { berthNo: 'NOPE', direction: 'in' });
    expect(unknownNo.status).toBe(400);
    expect(unknownNo.body.msg).toContain('berthNo');
    const elsewhere = await send(sensor, { berthId: plazaBerth, direction: 'in' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.msg).toContain('berthId');
    const noPlate = await send(handheld, { berthId: berth.W022, direction: 'in' });
    expect(noPlate.status).toBe(400);
    expect(noPlate.body.msg).toContain('plateNumber');
    const noBerth = await send(sensor, { direction: 'in' });
    expect(noBerth.status).toBe(400);
    expect(noBerth.body.msg).toContain('berthId');
    expect(await written()).toEqual(before);
    expect(await berthRow('W022')).toMatchObject({ has_car: false });
    expect(Number((await stored(app, 'berth', plazaBerth)).id)).toBe(plazaBerth);
  });

  it('a gate camera cannot report berth events and a berth device cannot report gate events', async () => {
    const before = await written();
    const gateCamera = await call(app, 'POST', '/api/updown/gateDevice/submit', {
      token,
      body: { parkId, deviceCode: 'RD-NOGATE', deviceName: 'x' },
    });
    expect(gateCamera.status).toBe(400);
    expect(gateCamera.body.msg).toContain('gateId');
    const asGate = await call(app, 'POST', '/api/device/gate/event', {
      headers: { authorization: sensor },
      body: { eventId: 'rd-gate-1', direction: 'in', plateNumber: '沪R40004' },
    });
    expect(asGate.status).toBe(400);
    expect(asGate.body.msg).toContain('deviceKind');
    expect(await written()).toEqual(before);
  });
});

describe('at the same moment', () => {
  it('parallel reports on one berth from both devices leave one stay open at most, and the berth and stalls agree', async () => {
    const no = 'W023';
    // start from an empty berth
    await send(sensor, { berthId: berth[no], direction: 'out', eventTime: '2026-03-05 09:00:00' });
    expect(await berthRow(no)).toMatchObject({ has_car: false });
    const freeBefore = Number((await stored(app, 'park', parkId)).free_stalls);
    const reports = Array.from({ length: 12 }, (_, i) =>
      send(i % 2 ? handheld : sensor, {
        berthId: berth[no],
        direction: i % 3 === 2 ? 'out' : 'in',
        plateNumber: i % 2 ? '沪R50005' : undefined,
        eventTime: `2026-03-05 09:${String(10 + i).padStart(2, '0')}:00`,
      }),
    );
    const answers = await Promise.all(reports);
    for (const a of answers) expect(a.status, a.body.msg).toBe(200);
    const open = await countRows(
      app,
      'select count(*) as n from park_io_record where berth_id = $1 and state = 1 and deleted_at is null',
      [berth[no]],
    );
    expect(open).toBeLessThanOrEqual(1);
    const row = await berthRow(no);
    expect(row.has_car).toBe(open === 1);
    // every stay the burst opened and did not end still holds its stall; the ended ones gave theirs back
    const freeAfter = Number((await stored(app, 'park', parkId)).free_stalls);
    expect(freeBefore - freeAfter).toBe(open);
    // leave the berth empty for the tests after
    const out = await send(sensor, { berthId: berth[no], direction: 'out', eventTime: '2026-03-05 10:00:00' });
    expect(out.status).toBe(200);
  });
});

describe('demo data', () => {
  it('a fresh start has roadside stays and a few escapes', async () => {
    const demoStays = await countRows(
      app,
      "select count(*) as n from park_io_record r join berth_event e on e.record_id = r.id where e.event_key like '%:demo-rd-%'",
      [],
    );
    expect(demoStays).toBeGreaterThan(5);
    const demoEscapes = await countRows(
      app,
      "select count(*) as n from escape_record where plate_number not in ('沪R30003') and state = 0",
      [],
    );
    expect(demoEscapes).toBeGreaterThan(0);
  });
});
