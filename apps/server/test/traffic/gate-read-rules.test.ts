import { plateColor } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../support/test-app';
import { ok } from '../system/helpers';
import { payOnSandbox } from './orders-payments-sandbox';
import { freeStalls, gateEvent, type Plaza, plazaWithDevices, stored, trafficApp } from './traffic-helpers';

// The park's rule (traffic-helpers): 15 minutes free, 5 yuan the first hour, 3 yuan each further hour
// begun, at most 40 yuan a day.

let app: TestApp;
let plaza: Plaza;
let twoWay: string;

/** A two-way lane of the plaza's ground area, taking temporary cars, with a camera of its own. */
async function twoWayDevice(): Promise<string> {
  const gate = await ok<{ id: number }>(app, 'POST', '/api/updown/baseParkGate/submit', {
    token: plaza.token,
    body: { parkId: plaza.parkId, gateName: '东门出入口', gateType: 3, areaId: plaza.groundArea, allowTempCar: true },
  });
  const device = await ok<{ id: number }>(app, 'POST', '/api/updown/gateDevice/submit', {
    token: plaza.token,
    body: { parkId: plaza.parkId, gateId: gate.id, deviceCode: 'GR-E-IO', deviceName: '东门出入口' },
  });
  const key = await ok<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
    token: plaza.token,
    query: { deviceId: device.id },
  });
  return key.authorization;
}

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'GR');
  twoWay = await twoWayDevice();
});
afterAll(() => app.close());

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

type EventRow = {
  direction: number;
  device_direction: number | null;
  event_time: string;
  device_time: string | null;
  correction: string | null;
  verdict: number;
};
async function storedEvent(eventId: string): Promise<EventRow> {
  const [row] = await app.database.query<{ row: EventRow | string }>(
    'select to_jsonb(e) as row from gate_event e where event_key like $1',
    [`%:${eventId}`],
  );
  if (!row) throw new Error(`no gate event ${eventId}`);
  return typeof row.row === 'string' ? JSON.parse(row.row) : row.row;
}

const ordersOf = (plate: string) =>
  app.database.query<{ state: number; amount: number }>(
    'select state, amount::int as amount from park_order where plate_number = $1 order by id',
    [plate],
  );

const enter = (plateNumber: string, eventTime: string, extra: Record<string, unknown> = {}) =>
  gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime, ...extra });

describe('device time', () => {
  it('an exit stamped three days ahead is taken at the server time, and the event keeps what the device sent', async () => {
    const entered = await enter('沪G10001', minutesFromNow(-110));
    const stamped = minutesFromNow(3 * 24 * 60);
    const before = Date.now();
    const out = await gateEvent(app, plaza.exit, {
      eventId: 'ahead-1',
      direction: 'out',
      plateNumber: '沪G10001',
      eventTime: stamped,
    });
    // 110 minutes, not 72 hours: the first hour 5 yuan, 50 minutes begun of the next 3 yuan = 8 yuan
    expect(out.body.data).toMatchObject({ verdict: 3, feeFen: 800, owedFen: 800 });
    expect(out.body.data.recordId).toBe(entered.body.data.recordId);
    const event = await storedEvent('ahead-1');
    expect(new Date(event.device_time as string).toISOString()).toBe(stamped);
    expect(new Date(event.event_time).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(event.event_time).getTime()).toBeLessThanOrEqual(Date.now());
    expect(event.correction).toContain('设备时间超前服务器');
  });

  it('a read within the allowed skew ahead is believed', async () => {
    const stamped = minutesFromNow(1);
    await gateEvent(app, plaza.entry, {
      eventId: 'skew-1',
      direction: 'in',
      plateNumber: '沪G10002',
      eventTime: stamped,
    });
    const event = await storedEvent('skew-1');
    expect(new Date(event.event_time).toISOString()).toBe(stamped);
    expect(event).toMatchObject({ device_time: null, correction: null });
  });

  it('stored reads sent late after an outage keep their own time', async () => {
    const inAt = minutesFromNow(-180);
    const outAt = minutesFromNow(-60);
    const entered = await gateEvent(app, plaza.entry, {
      eventId: 'late-in',
      direction: 'in',
      plateNumber: '沪G10003',
      eventTime: inAt,
    });
    const out = await gateEvent(app, plaza.exit, {
      eventId: 'late-out',
      direction: 'out',
      plateNumber: '沪G10003',
      eventTime: outAt,
    });
    // 120 minutes as stamped: 5 yuan the first hour, 3 yuan the second = 8 yuan
    expect(out.body.data).toMatchObject({ verdict: 3, feeFen: 800 });
    const stay = await stored(app, 'park_io_record', entered.body.data.recordId as number);
    expect(new Date(stay.in_time as string).toISOString()).toBe(inAt);
    for (const [id, at] of [
      ['late-in', inAt],
      ['late-out', outAt],
    ] as const) {
      const event = await storedEvent(id);
      expect(new Date(event.event_time).toISOString()).toBe(at);
      expect(event).toMatchObject({ device_time: null, correction: null });
    }
  });

  it('an exit stamped before the stay entered is taken at the server time', async () => {
    await enter('沪G10004', minutesFromNow(-30));
    const stamped = minutesFromNow(-300);
    const out = await gateEvent(app, plaza.exit, {
      eventId: 'before-entry',
      direction: 'out',
      plateNumber: '沪G10004',
      eventTime: stamped,
    });
    // 30 minutes (from the entry to now), past the 15 free: the first hour's 5 yuan
    expect(out.body.data).toMatchObject({ verdict: 3, feeFen: 500, owedFen: 500 });
    const event = await storedEvent('before-entry');
    expect(new Date(event.device_time as string).toISOString()).toBe(stamped);
    expect(new Date(event.event_time).getTime()).toBeGreaterThan(Date.parse(stamped) + 4 * 3_600_000);
    expect(event.correction).toContain('早于入场时间');
  });
});

describe('lane direction', () => {
  it('an "out" read at an entry-only gate is an entry: it opens a stay and prices nothing', async () => {
    const res = await gateEvent(app, plaza.entry, {
      eventId: 'entry-out-1',
      direction: 'out',
      plateNumber: '沪G20001',
      eventTime: minutesFromNow(-10),
    });
    expect(res.body.data).toMatchObject({ verdict: 1, open: true });
    expect(await stored(app, 'park_io_record', res.body.data.recordId as number)).toMatchObject({ state: 1 });
    expect(await storedEvent('entry-out-1')).toMatchObject({ direction: 1, device_direction: 2 });
    expect((await storedEvent('entry-out-1')).correction).toContain('入口通道');
  });

  it('a car inside read "out" at the entry camera is neither priced nor let out', async () => {
    await enter('沪G20002', minutesFromNow(-120));
    const res = await gateEvent(app, plaza.entry, {
      eventId: 'entry-out-2',
      direction: 'out',
      plateNumber: '沪G20002',
      eventTime: minutesFromNow(0),
    });
    expect(res.body.data.verdict).not.toBe(3);
    expect(res.body.data.feeFen).toBeUndefined();
    expect(await ordersOf('沪G20002')).toEqual([]);
    expect(await storedEvent('entry-out-2')).toMatchObject({ direction: 1, device_direction: 2 });
  });

  it('an "in" read at an exit-only gate is an exit', async () => {
    const entered = await enter('沪G20003', minutesFromNow(-110));
    const res = await gateEvent(app, plaza.exit, {
      eventId: 'exit-in-1',
      direction: 'in',
      plateNumber: '沪G20003',
      eventTime: minutesFromNow(0),
    });
    // 110 minutes: 5 yuan + 3 yuan
    expect(res.body.data).toMatchObject({ verdict: 3, feeFen: 800, recordId: entered.body.data.recordId });
    expect(await storedEvent('exit-in-1')).toMatchObject({ direction: 2, device_direction: 1 });
  });

  it('a two-way gate takes the direction the device reports', async () => {
    const entered = await gateEvent(app, twoWay, {
      eventId: 'two-way-in',
      direction: 'in',
      plateNumber: '沪G20004',
      eventTime: minutesFromNow(-110),
    });
    expect(entered.body.data).toMatchObject({ verdict: 1, open: true });
    const out = await gateEvent(app, twoWay, {
      eventId: 'two-way-out',
      direction: 'out',
      plateNumber: '沪G20004',
      eventTime: minutesFromNow(0),
    });
    // 110 minutes: 5 yuan + 3 yuan
    expect(out.body.data).toMatchObject({ verdict: 3, feeFen: 800, recordId: entered.body.data.recordId });
    expect(await storedEvent('two-way-in')).toMatchObject({ direction: 1, device_direction: null, correction: null });
    expect(await storedEvent('two-way-out')).toMatchObject({ direction: 2, device_direction: null, correction: null });
  });
});

describe('plate colours', () => {
  it("a yellow plate on a park mapping yellow to its large car type is priced by that type's rule", async () => {
    const large = await ok<{ id: number }>(app, 'POST', '/api/updown/parkCarType/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, carTypeName: '大型车', carKind: 0, plateColor: plateColor.values.yellow },
    });
    const twice = await call(app, 'POST', '/api/updown/parkCarType/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, carTypeName: '黄牌车', carKind: 0, plateColor: plateColor.values.yellow },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('plateColor');
    await ok(app, 'POST', '/api/updown/feeRule/submit', {
      token: plaza.token,
      body: {
        parkId: plaza.parkId,
        ruleName: '大型车',
        carTypeId: large.id,
        feeMode: 'cycle24',
        freeMinutes: 15,
        firstMinutes: 60,
        firstPrice: 1000,
        unitMinutes: 60,
        unitPrice: 600,
        capPerCycle: 8000,
        flatPrice: 0,
        state: 1,
      },
    });
    const yellow = await enter('沪G30001', minutesFromNow(-110), { plateColor: plateColor.values.yellow });
    expect(await stored(app, 'park_io_record', yellow.body.data.recordId as number)).toMatchObject({
      car_type_id: large.id,
      plate_color: plateColor.values.yellow,
    });
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪G30001',
      plateColor: plateColor.values.yellow,
    });
    // 110 minutes by the large type's rule: 10 yuan the first hour, 6 yuan the 50 minutes begun = 16 yuan
    expect(out.body.data).toMatchObject({ verdict: 3, feeFen: 1600 });
    const blue = await enter('沪G30002', minutesFromNow(-110));
    expect(await stored(app, 'park_io_record', blue.body.data.recordId as number)).toMatchObject({ car_type_id: null });
    // the same stay of a blue plate, by the park's rule: 5 yuan + 3 yuan
    const blueOut = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '沪G30002' });
    expect(blueOut.body.data).toMatchObject({ verdict: 3, feeFen: 800 });
  });
});

describe('an exit with no entry', () => {
  beforeAll(async () => {
    // one day's cap of the park's rule: 40 yuan
    await ok(app, 'POST', '/api/updown/basePark/submit', {
      token: plaza.token,
      body: { id: plaza.parkId, noEntryFee: 4000 },
    });
  });
  afterAll(async () => {
    await ok(app, 'POST', '/api/updown/basePark/submit', {
      token: plaza.token,
      body: { id: plaza.parkId, noEntryFee: null },
    });
  });

  it("is asked the park's no-entry charge by an order the driver pays, and then leaves", async () => {
    const before = await freeStalls(app, plaza);
    const asked = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '琼G40001' });
    expect(asked.body.data).toMatchObject({ verdict: 3, open: false, feeFen: 4000, owedFen: 4000 });
    const recordId = asked.body.data.recordId as number;
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({
      state: 1,
      fee: 4000,
      no_entry_fee: 4000,
      out_gate_id: plaza.exitGateId,
    });
    expect(await ordersOf('琼G40001')).toEqual([{ state: 0, amount: 4000 }]);
    // read again before paying: the same order, the same charge
    const again = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '琼G40001' });
    expect(again.body.data).toMatchObject({ verdict: 3, owedFen: 4000, onlineOrderId: asked.body.data.onlineOrderId });
    expect((await payOnSandbox(app, asked.body.data.onlineOrderId as string)).status).toBe(200);
    const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '琼G40001' });
    expect(out.body.data).toMatchObject({ verdict: 1, open: true, recordId });
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ state: 2, fee: 4000, paid: 4000 });
    expect(await freeStalls(app, plaza)).toEqual(before);
  });

  it('the operator overrides the charge with a reason, which is logged', async () => {
    const before = await freeStalls(app, plaza);
    const asked = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '琼G40002' });
    const recordId = asked.body.data.recordId as number;
    const reason = '司机出示入场小票，按实际停车两小时收费';
    // two hours by the park's rule: 5 yuan + 3 yuan, taken at the booth
    const res = await call(app, 'POST', '/api/updown/parkIORecord/confirm', {
      token: plaza.token,
      body: { recordId, action: 'release', charge: true, amount: 800, reason },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ oldState: 1, newState: 2, feeFen: 800, paidFen: 800 });
    const stay = await stored(app, 'park_io_record', recordId);
    expect(stay).toMatchObject({ state: 2, fee: 800, paid: 800 });
    expect(stay.remark).toContain(reason);
    expect(await ordersOf('琼G40002')).toEqual([{ state: 1, amount: 800 }]);
    expect(await freeStalls(app, plaza)).toEqual(before);
    const [log] = await app.database.query<{ params: unknown }>(
      "select params from operate_log where path = '/api/updown/parkIORecord/confirm' and success order by id desc limit 1",
    );
    const params = (typeof log?.params === 'string' ? JSON.parse(log.params) : log?.params) as {
      body: { reason: string; amount: number };
      change: Record<string, unknown>;
    };
    expect(params.body).toMatchObject({ reason, amount: 800 });
    expect(params.change).toMatchObject({ record: { id: recordId, oldState: 1, newState: 2 }, feeFen: 800 });
  });

  it('merged by the operator into the stay of the car it was, it is priced by time and its charge is not asked', async () => {
    const entered = await enter('沪G50001', minutesFromNow(-110));
    const stayId = entered.body.data.recordId as number;
    const before = await freeStalls(app, plaza);
    const misread = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '琼G50009' });
    expect(misread.body.data).toMatchObject({ verdict: 3, owedFen: 4000 });
    const recordId = misread.body.data.recordId as number;
    const res = await call(app, 'POST', '/api/updown/parkIORecord/confirm', {
      token: plaza.token,
      body: { recordId, action: 'merge', stayId, reason: '车牌识别错误' },
    });
    expect(res.status, res.body.msg).toBe(200);
    // 110 minutes by the park's rule: 5 yuan + 3 yuan
    expect(res.body.data).toMatchObject({ oldState: 1, newState: 5, stayId, feeFen: 800, owedFen: 800 });
    expect(await stored(app, 'park_io_record', recordId)).toMatchObject({ state: 5 });
    expect(await ordersOf('琼G50009')).toEqual([{ state: 4, amount: 4000 }]);
    expect(await freeStalls(app, plaza)).toEqual({ park: before.park + 1, area: before.area + 1 });
  });

  it('a car holding a valid pass is not charged: it waits for an operator as before', async () => {
    // 沪D56789 holds a seeded monthly pass of the plaza
    const res = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '沪D56789' });
    expect(res.body.data).toMatchObject({ verdict: 4, open: false });
    expect(await ordersOf('沪D56789')).toEqual([]);
  });
});
