import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../support/test-app';
import { payOnSandbox } from './orders-payments-sandbox';
import {
  type Answer,
  countRows,
  freeStalls,
  gateEvent,
  type Plaza,
  plazaWithDevices,
  stored,
  trafficApp,
} from './traffic-helpers';

let app: TestApp;
let plaza: Plaza;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'GE');
});
afterAll(() => app.close());

const stays = (plate: string) =>
  countRows(app, 'select count(*) as n from park_io_record where plate_number = $1 and deleted_at is null', [plate]);

// a 1x1 PNG
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('device keys', () => {
  it('a device signs in with the key issued once; wrong keys and user tokens are refused', async () => {
    const detail = await call<Record<string, unknown>>(app, 'GET', '/api/updown/gateDevice/list', {
      token: plaza.token,
      query: { deviceCode: 'GE-N-IN' },
    });
    expect(JSON.stringify(detail.body.data)).not.toContain('keyHash');
    const wrong = `${plaza.entry.slice(0, -4)}XXXX`;
    const refused = await gateEvent(app, wrong, { direction: 'in', plateNumber: '沪A00001' });
    expect(refused.status).toBe(401);
    const user = await call(app, 'POST', '/api/device/gate/event', {
      token: plaza.token,
      body: { eventId: 'x', direction: 'in', plateNumber: '沪A00001' },
    });
    expect(user.status).toBe(401);
    expect(await stays('沪A00001')).toBe(0);
  });

  it('a new key replaces the old one', async () => {
    const [device] = await app.database.query<{ id: number }>(
      "select id from gate_device where device_code = 'GE-N-IN'",
    );
    const again = await call<{ authorization: string }>(app, 'POST', '/api/updown/gateDevice/issueKey', {
      token: plaza.token,
      query: { deviceId: device?.id },
    });
    expect((await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A00002' })).status).toBe(401);
    plaza.entry = again.body.data.authorization;
    expect((await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A00002' })).status).toBe(200);
  });

  it("an operator's change to a device or a gate applies to the very next read", async () => {
    const [device] = await app.database.query<Record<string, unknown>>(
      "select id, park_id, gate_id, device_name from gate_device where device_code = 'GE-N-IN'",
    );
    const submit = (state: number) =>
      call(app, 'POST', '/api/updown/gateDevice/submit', {
        token: plaza.token,
        body: {
          id: device?.id,
          parkId: device?.park_id,
          gateId: device?.gate_id,
          deviceCode: 'GE-N-IN',
          deviceName: device?.device_name,
          state,
        },
      });
    expect((await submit(0)).status).toBe(200);
    expect((await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A00003' })).status).toBe(401);
    expect((await submit(1)).status).toBe(200);

    const gate = await call<Record<string, unknown>>(app, 'GET', '/api/updown/baseParkGate/detail', {
      token: plaza.token,
      query: { GateID: device?.gate_id },
    });
    const setTempCars = (allowTempCar: boolean) =>
      call(app, 'POST', '/api/updown/baseParkGate/submit', {
        token: plaza.token,
        body: { ...gate.body.data, allowTempCar },
      });
    expect((await setTempCars(false)).status).toBe(200);
    try {
      const refused = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A00003' });
      expect(refused.body.data).toMatchObject({ open: false, reason: 'no temporary cars' });
    } finally {
      expect((await setTempCars(true)).status).toBe(200);
    }
    const opened = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A00004' });
    expect(opened.body.data).toMatchObject({ open: true });
  });
});

describe('entry', () => {
  it('a temporary car enters: the gate opens, a stay is recorded with its image, one stall fewer', async () => {
    const before = await freeStalls(app, plaza);
    const res = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪A10001',
      plateColor: 1,
      confidence: 96,
      eventTime: '2026-03-02 08:00:00',
      image: png,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ verdict: 1, open: true, carKind: 0 });
    expect(res.body.data.led).toContain('沪A10001');
    expect(res.body.data.voice).toContain('欢迎光临');
    const stay = await stored(app, 'park_io_record', res.body.data.recordId as number);
    expect(stay).toMatchObject({ plate_number: '沪A10001', state: 1, area_id: plaza.groundArea });
    expect(await freeStalls(app, plaza)).toEqual({ park: before.park - 1, area: before.area - 1 });
    const paths = await call<{ inImage: string }>(app, 'GET', '/api/updown/parkIORecord/getLocalImagePath', {
      token: plaza.token,
      query: { recordId: res.body.data.recordId },
    });
    const image = await call(app, 'GET', paths.body.data.inImage, { token: plaza.token });
    expect(image.status).toBe(200);
    expect(image.raw.subarray(1, 4).toString()).toBe('PNG');
  });

  it('the same event id twice: one stay, the same answer', async () => {
    const body = { eventId: 'dup-1', direction: 'in', plateNumber: '沪A10002', eventTime: '2026-03-02 08:05:00' };
    const first = await gateEvent(app, plaza.entry, body);
    const second = await gateEvent(app, plaza.entry, body);
    expect(second.body.data).toEqual(first.body.data);
    expect(await stays('沪A10002')).toBe(1);
    const events = await countRows(app, "select count(*) as n from gate_event where event_key like '%:dup-1'", []);
    expect(events).toBe(1);
  });

  it('the same plate read again within the window: the same answer, no second stay', async () => {
    const first = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪A10003',
      eventTime: '2026-03-02 08:10:00',
    });
    const again = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪A10003',
      eventTime: '2026-03-02 08:10:12',
    });
    expect(again.body.data).toMatchObject({ verdict: 1, recordId: first.body.data.recordId, repeated: true });
    expect(await stays('沪A10003')).toBe(1);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const res = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A10004', image: 'aGVsbG8=' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('image');
    const noDirection = await gateEvent(app, plaza.entry, { plateNumber: '沪A10004' });
    expect(noDirection.status).toBe(400);
    expect(await stays('沪A10004')).toBe(0);
  });

  it('black list refuses, a pass opens a full park, a temporary car is refused at a full park', async () => {
    const listed = await call(app, 'POST', '/api/updown/parkBlackList/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, plateNumber: '沪B66666', reason: '逃费三次' },
    });
    expect(listed.status).toBe(200);
    try {
      const black = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪B66666' });
      expect(black.body.data).toMatchObject({ verdict: 2, open: false, recordId: null, reason: '逃费三次' });
      expect(black.body.data.voice).toContain('黑名单');
      expect(await stays('沪B66666')).toBe(0);

      await app.database.query('update park_area set free_stalls = 0 where id = $1', [plaza.groundArea]);
      const temp = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A10005' });
      expect(temp.body.data).toMatchObject({ verdict: 2, open: false });
      expect(temp.body.data.led).toContain('车位已满');
      expect(await stays('沪A10005')).toBe(0);
      // 沪D56789 holds a seeded monthly pass of the plaza
      const pass = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪D56789' });
      expect(pass.body.data).toMatchObject({ verdict: 1, open: true, carKind: 1 });
      expect((await freeStalls(app, plaza)).area).toBe(0);
      const out = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '沪D56789' });
      expect(out.body.data).toMatchObject({ open: true, feeFen: 0 });
    } finally {
      await app.database.query('update park_area set free_stalls = 40 where id = $1', [plaza.groundArea]);
    }
  });
});

describe('exit', () => {
  it('a short stay leaves free: the stay closes and its stall comes back', async () => {
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A20001', eventTime: '2026-03-03 09:00:00' });
    const before = await freeStalls(app, plaza);
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20001',
      eventTime: '2026-03-03 09:10:00',
    });
    expect(out.body.data).toMatchObject({ verdict: 1, open: true, feeFen: 0 });
    expect(out.body.data.voice).toContain('一路顺风');
    const stay = await stored(app, 'park_io_record', out.body.data.recordId as number);
    expect(stay).toMatchObject({ state: 2, fee: 0 });
    expect(await freeStalls(app, plaza)).toEqual({ park: before.park + 1, area: before.area + 1 });
  });

  it('a priced stay must pay: the order, the sandbox payment, then the gate opens', async () => {
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A20002', eventTime: '2026-03-03 10:00:00' });
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20002',
      eventTime: '2026-03-03 12:00:00',
    });
    // the test rule: 5 yuan the first hour, 3 yuan the next
    expect(out.body.data).toMatchObject({ verdict: 3, open: false, feeFen: 800, owedFen: 800 });
    expect(out.body.data.led).toContain('请缴费8.00元');
    const orderId = out.body.data.onlineOrderId as string;
    const unpaid = await call<{ state: number; paid: boolean }>(app, 'GET', '/api/updown/parkorder/queryPayResult', {
      token: plaza.token,
      query: { onlineOrderId: orderId },
    });
    expect(unpaid.body.data).toMatchObject({ state: 0, paid: false, amount: 800 });
    const started = await payOnSandbox(app, orderId, 2);
    expect(started.status).toBe(200);
    const paid = await call<{ state: number; paid: boolean }>(app, 'GET', '/api/updown/parkorder/queryPayResult', {
      token: plaza.token,
      query: { onlineOrderId: orderId },
    });
    expect(paid.body.data).toMatchObject({ state: 1, paid: true, paidAmount: 800, payWay: 2 });
    const leave = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20002',
      eventTime: '2026-03-03 12:05:00',
    });
    expect(leave.body.data).toMatchObject({ verdict: 1, open: true });
    const stay = await stored(app, 'park_io_record', leave.body.data.recordId as number);
    expect(stay).toMatchObject({ state: 2, paid: 800, fee: 800, pay_way: 2 });
  });

  it('paid but over the grace time: the difference is charged', async () => {
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A20003', eventTime: '2026-03-04 10:00:00' });
    const out = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20003',
      eventTime: '2026-03-04 11:00:00',
    });
    expect(out.body.data.owedFen).toBe(500);
    await payOnSandbox(app, out.body.data.onlineOrderId as string);
    const late = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20003',
      eventTime: '2026-03-04 11:40:00',
    });
    expect(late.body.data).toMatchObject({ verdict: 3, feeFen: 800, owedFen: 300 });
    expect(late.body.data.onlineOrderId).not.toBe(out.body.data.onlineOrderId);
  });

  it('a plate one character off matches the open stay; an unknown plate waits for an operator', async () => {
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A20004', eventTime: '2026-03-05 10:00:00' });
    const fuzzy = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20084',
      eventTime: '2026-03-05 10:05:00',
    });
    expect(fuzzy.body.data).toMatchObject({ verdict: 1, open: true });
    const stay = await stored(app, 'park_io_record', fuzzy.body.data.recordId as number);
    expect(stay).toMatchObject({ plate_number: '沪A20004', out_plate_number: '沪A20084', state: 2 });
    const unknown = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪C99999',
      eventTime: '2026-03-05 10:06:00',
    });
    expect(unknown.body.data).toMatchObject({ verdict: 4, open: false });
    expect(await stored(app, 'park_io_record', unknown.body.data.recordId as number)).toMatchObject({ state: 3 });
  });

  it('a car one character off that came in after the read is not the car read: the read waits for an operator', async () => {
    await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪A20005', eventTime: '2026-03-05 12:00:00' });
    const earlier = await gateEvent(app, plaza.exit, {
      direction: 'out',
      plateNumber: '沪A20085',
      eventTime: '2026-03-05 11:30:00',
    });
    expect(earlier.status).toBe(200);
    expect(earlier.body.data).toMatchObject({ verdict: 4, open: false });
    const [inside] = await app.database.query<{ state: number }>(
      "select state from park_io_record where plate_number = '沪A20005'",
    );
    expect(inside).toEqual({ state: 1 });
  });
});

describe('concurrent events', () => {
  it('parallel entries and exits keep free stalls equal to the cars counted', async () => {
    const before = await freeStalls(app, plaza);
    const plates = Array.from({ length: 12 }, (_, i) => `沪D${String(30000 + i)}`);
    const ins = await Promise.all(
      plates.map((p, i) =>
        gateEvent(app, plaza.entry, {
          direction: 'in',
          plateNumber: p,
          eventTime: `2026-03-06 08:${String(i).padStart(2, '0')}:00`,
        }),
      ),
    );
    expect(ins.every((r) => r.body.data?.open)).toBe(true);
    expect(await freeStalls(app, plaza)).toEqual({ park: before.park - 12, area: before.area - 12 });
    const outs = await Promise.all(
      plates
        .slice(0, 5)
        .map((p) => gateEvent(app, plaza.exit, { direction: 'out', plateNumber: p, eventTime: '2026-03-06 08:14:00' })),
    );
    expect(outs.every((r) => r.body.data?.open)).toBe(true);
    expect(await freeStalls(app, plaza)).toEqual({ park: before.park - 7, area: before.area - 7 });
  });

  it('an operator releasing cars while they read at the exit: every call answers, each car leaves once, stalls agree', async () => {
    const before = await freeStalls(app, plaza);
    const plates = Array.from({ length: 8 }, (_, i) => `沪G${String(60000 + i)}`);
    for (const plateNumber of plates) {
      await gateEvent(app, plaza.entry, { direction: 'in', plateNumber, eventTime: '2026-03-07 08:00:00' });
    }
    const ids = await app.database.query<{ id: number }>(
      "select id from park_io_record where plate_number like '沪G600%' and state = 1 and deleted_at is null",
      [],
    );
    // the release names the cars in the order opposite to the gates', so a lock taken out of order would show
    const released = call(app, 'POST', '/api/updown/parkIORecord/batchOutCar', {
      token: plaza.token,
      body: { ids: ids.map((r) => Number(r.id)).reverse(), reason: '盘点', charge: false },
    });
    const exits = plates.map((plateNumber) =>
      gateEvent(app, plaza.exit, { direction: 'out', plateNumber, eventTime: '2026-03-07 08:05:00' }),
    );
    const [release, ...reads] = await Promise.all([released, ...exits]);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    // the release either came first (then it found every car inside) or found one already gone and changed nothing
    expect([200, 400]).toContain(release?.status);
    const closed = await countRows(
      app,
      "select count(*) as n from park_io_record where plate_number like '沪G600%' and state = 2 and deleted_at is null",
      [],
    );
    expect(closed).toBe(8);
    expect(await freeStalls(app, plaza)).toEqual(before);
  });

  it('a burst of reads decided together gives each car what it would get alone; the last stalls go to exactly as many cars', async () => {
    await app.database.query('update park_area set free_stalls = 5 where id = $1', [plaza.groundArea]);
    try {
      const listed = await call(app, 'POST', '/api/updown/parkBlackList/submit', {
        token: plaza.token,
        body: { parkId: plaza.parkId, plateNumber: '沪B88888', reason: '欠费未缴' },
      });
      expect(listed.status).toBe(200);
      // ten temporary cars for five stalls, one of them sent twice under one event id, and a black-listed car
      const temps = Array.from({ length: 10 }, (_, i) => `沪F${String(50000 + i)}`);
      const twice = { eventId: 'burst-twice', direction: 'in', plateNumber: '沪F50009' };
      const answers = await Promise.all([
        ...temps.slice(0, 9).map((plateNumber) => gateEvent(app, plaza.entry, { direction: 'in', plateNumber })),
        gateEvent(app, plaza.entry, twice),
        gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪B88888' }),
        gateEvent(app, plaza.entry, twice),
      ]);
      const data = answers.map((a) => a.body.data as Answer);
      const temporary = data.slice(0, 10);
      expect(temporary.filter((d) => d.open)).toHaveLength(5);
      expect(temporary.filter((d) => !d.open).map((d) => d.reason)).toEqual(['full', 'full', 'full', 'full', 'full']);
      expect(data[10]).toMatchObject({ open: false, reason: '欠费未缴' });
      expect(data[11]).toEqual(data[9]);
      expect(
        await countRows(app, "select count(*) as n from gate_event where event_key like '%:burst-twice'", []),
      ).toBe(1);
      expect(await stays('沪B88888')).toBe(0);
      const inside = await countRows(
        app,
        "select count(*) as n from park_io_record where plate_number like '沪F500%' and state = 1 and deleted_at is null",
        [],
      );
      expect(inside).toBe(5);
      expect((await freeStalls(app, plaza)).area).toBe(0);
    } finally {
      await app.database.query('update park_area set free_stalls = 40 where id = $1', [plaza.groundArea]);
    }
  });

  it('the same event sent in parallel is stored once and answered alike', async () => {
    const body = { eventId: 'race-1', direction: 'in', plateNumber: '沪E40001', eventTime: '2026-03-07 08:00:00' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => gateEvent(app, plaza.entry, body)));
    const data = answers.map((a) => a.body.data as Answer);
    expect(new Set(data.map((d) => d.recordId)).size).toBe(1);
    expect(await stays('沪E40001')).toBe(1);
  });
});

describe("the park's own lists and passes decide", () => {
  it('a plate the operator black-lists is refused; a seeded pass holder enters and leaves free', async () => {
    const black = await call(app, 'POST', '/api/updown/parkBlackList/submit', {
      token: plaza.token,
      body: { parkId: plaza.parkId, plateNumber: '沪B77777', reason: '多次逃费' },
    });
    expect(black.status).toBe(200);
    const refused = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪B77777' });
    expect(refused.body.data).toMatchObject({ verdict: 2, open: false, recordId: null, reason: '多次逃费' });

    const entry = await gateEvent(app, plaza.entry, { direction: 'in', plateNumber: '沪D56789' });
    expect(entry.body.data).toMatchObject({ verdict: 1, open: true, carKind: 1 });
    const exit = await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '沪D56789' });
    expect(exit.body.data).toMatchObject({ open: true, feeFen: 0 });
  });
});
