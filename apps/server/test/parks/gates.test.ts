import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, parkIdOf, type Row, stored } from './helpers';

let app: TestApp;
let companyA: string;
let plaza: number;
let northIn: number;
let monthly: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  plaza = await parkIdOf(app, companyA, '世纪广场');
  northIn = await idOf(app, companyA, '/api/updown/baseParkGate/list', { PKID: plaza, gateName: '北门入口' });
  monthly = await idOf(app, companyA, '/api/updown/parkCarType/list', { PKID: plaza, carTypeName: '月租车' });
});
afterAll(() => app.close());

type Rule = { id: number | null; configured: boolean; anyTime: boolean; periods: Row[] };

describe('gate passage hours', () => {
  it('geteIoTime reads the rule of a gate, car type and rule type; without one the car passes any time', async () => {
    const seeded = await ok<Rule>(app, 'GET', '/api/updown/baseParkGate/geteIoTime', {
      token: companyA,
      query: { gateId: northIn, carTypeId: monthly, ruleType: 1 },
    });
    expect(seeded).toMatchObject({ configured: true, periods: [{ startTime: '06:00', endTime: '23:30' }] });
    const exit = await ok<Rule>(app, 'GET', '/api/updown/baseParkGate/geteIoTime', {
      token: companyA,
      query: { gateId: northIn, carTypeId: monthly, ruleType: 2 },
    });
    expect(exit).toMatchObject({ configured: false, anyTime: true, periods: [] });
  });

  it('saveGeteIoTime stores periods, replaces them on the next save, and an empty list removes the rule', async () => {
    const saved = await ok<Rule>(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: {
        gateId: northIn,
        carTypeId: monthly,
        ruleType: 2,
        periods: [{ startTime: '22:00', endTime: '06:00', weekdays: [6, 7, 6] }],
      },
    });
    expect(saved).toMatchObject({
      configured: true,
      periods: [{ startTime: '22:00', endTime: '06:00', weekdays: [6, 7] }],
    });
    const again = await ok<Rule>(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { GateID: northIn, CarTypeID: monthly, ruleType: 2, periods: [{ startTime: '08:00', endTime: '09:00' }] },
    });
    expect(again.id).toBe(saved.id);
    expect((await stored(app, 'gate_io_time', saved.id as number)).periods).toEqual([
      { startTime: '08:00', endTime: '09:00' },
    ]);
    await ok(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { gateId: northIn, carTypeId: monthly, ruleType: 2, periods: [] },
    });
    expect((await stored(app, 'gate_io_time', saved.id as number)).deleted_at).not.toBeNull();
  });

  it('refuses malformed times, a car type of another park and a missing rule type; nothing is written', async () => {
    const before = await tableFingerprint(app);
    const badTime = await call(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { gateId: northIn, carTypeId: monthly, ruleType: 1, periods: [{ startTime: '25:00', endTime: '06:00' }] },
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.msg).toContain('periods.0.startTime');
    const same = await call(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { gateId: northIn, carTypeId: monthly, ruleType: 1, periods: [{ startTime: '06:00', endTime: '06:00' }] },
    });
    expect(same.body.msg).toContain('periods.0');
    const sun = await parkIdOf(app, companyA, '阳光花园');
    const sunType = await idOf(app, companyA, '/api/updown/parkCarType/list', { PKID: sun, carTypeName: '月租车' });
    const otherPark = await call(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { gateId: northIn, carTypeId: sunType, ruleType: 1, periods: [] },
    });
    expect(otherPark.body.msg).toBe("Car type(carTypeId): 月租车 is not a car type of the gate's park");
    const noType = await call(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: companyA,
      body: { gateId: northIn, carTypeId: monthly, periods: [] },
    });
    expect(noType.body.msg).toContain('ruleType');
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it("company B neither reads nor writes company A's gate rules", async () => {
    const b = await signIn(app, 'company_b');
    const read = await call(app, 'GET', '/api/updown/baseParkGate/geteIoTime', {
      token: b,
      query: { gateId: northIn, carTypeId: monthly, ruleType: 1 },
    });
    expect(read.status).toBe(404);
    const write = await call(app, 'POST', '/api/updown/baseParkGate/saveGeteIoTime', {
      token: b,
      body: { gateId: northIn, carTypeId: monthly, ruleType: 1, periods: [] },
    });
    expect(write.status).toBe(404);
    expect(
      await count(app, 'select count(*) as n from gate_io_time where gate_id = $1 and deleted_at is null', [northIn]),
    ).toBe(1);
  });
});

describe('gate and booth lookups', () => {
  it('getSelectFullParkGate names each gate with its park', async () => {
    const all = await ok<Row[]>(app, 'GET', '/api/updown/baseParkGate/getSelectFullParkGate', { token: companyA });
    expect(all.map((o) => o.label)).toEqual([
      '世纪广场停车场 / 北门入口',
      '世纪广场停车场 / 北门出口',
      '世纪广场停车场 / 南门出入口',
      '阳光花园地下停车场 / 东门入口',
      '阳光花园地下停车场 / 东门出口',
    ]);
    const one = await ok<Row[]>(app, 'GET', '/api/updown/baseParkGate/getSelectFullParkGate', {
      token: companyA,
      query: { PKID: plaza },
    });
    expect(one).toHaveLength(3);
  });

  it('getDogParkBox lists the watched booths and which reported in the last three minutes', async () => {
    await app.database.query(
      `update park_box set last_heartbeat_at = now() - interval '1 minute' where box_name = '东门岗亭'`,
    );
    const boxes = await ok<Row[]>(app, 'GET', '/api/updown/baseParkBox/getDogParkBox', { token: companyA });
    expect(boxes.map((b) => [b.boxName, b.online])).toEqual([
      ['北门岗亭', false],
      ['东门岗亭', true],
    ]);
    expect(String(boxes[1]?.lastHeartbeatAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
