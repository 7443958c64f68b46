import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, idOf, ok, parkIdOf, type Row, rows, stored } from './helpers';

type Answer = { commandId: number; state: number; stateName: string; delivered: boolean; note: string };

let app: TestApp;
let admin: string;
let companyA: string;
let sun: number;
let eastIn: number;

beforeAll(async () => {
  // no camera answers here: a short time-out keeps the unanswered commands quick
  app = await createTestApp({ config: { deviceCommandTimeoutMs: 200 } });
  admin = await signIn(app, 'admin');
  companyA = await signIn(app, 'company_a');
  sun = await parkIdOf(app, companyA, '阳光花园');
  eastIn = await idOf(app, companyA, '/api/updown/baseParkGate/list', { PKID: sun, gateName: '东门入口' });
});
afterAll(() => app.close());

describe('third/set/parkCommand', () => {
  it("sends the command to the gate's cameras as device commands and, undelivered, says it was not done", async () => {
    const answer = await call<{ devices: { commandId: number; state: number }[] }>(
      app,
      'POST',
      '/api/updown/third/set/parkCommand',
      { token: companyA, body: { parkId: sun, command: 'openGate', gateId: eastIn, content: '访客' }, lang: 'en' },
    );
    // this app's device bus does not listen: the bus could not send it, and the command says so
    expect(answer.status).toBe(502);
    expect(answer.body.msg).toMatch(/^park command #\d+ was not done \(not confirmed by the devices: #\d+ /);
    const [parkCommand] = await app.database.query<{ id: number; state: number; result: string; gate_id: number }>(
      `select id::int as id, state, result, gate_id::int as gate_id from park_command order by id desc limit 1`,
    );
    expect(parkCommand).toMatchObject({ state: 3, gate_id: eastIn });
    const devices = await app.database.query<{ id: number; kind: string; state: number; reason: string }>(
      `select id::int as id, kind, state, reason from device_command where park_command_id = $1 order by id`,
      [parkCommand?.id],
    );
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((d) => d.kind === 'openGate' && d.state === 3 && d.reason === '访客')).toBe(true);
    expect(answer.body.data.devices.map((d) => d.commandId)).toEqual(devices.map((d) => d.id));
    const listed = await rows(app, companyA, '/api/updown/plat/parkCommand/list', { PKID: sun, command: 'openGate' });
    expect(listed.map((r) => r.id)).toContain(parkCommand?.id);
  });

  it('refuses a gate command without a gate, a gate of another park and an unknown command; nothing is recorded', async () => {
    const before = await tableFingerprint(app);
    const noGate = await call(app, 'POST', '/api/updown/third/set/parkCommand', {
      token: companyA,
      body: { parkId: sun, command: 'openGate' },
    });
    expect(noGate.status).toBe(400);
    expect(noGate.body.msg).toContain('gateId');
    const plaza = await parkIdOf(app, companyA, '世纪广场');
    const otherPark = await call(app, 'POST', '/api/updown/third/set/parkCommand', {
      token: companyA,
      body: { parkId: plaza, command: 'closeGate', gateId: eastIn },
    });
    expect(otherPark.body.msg).toBe(`Gate(gateId): gate ${eastIn} is not a gate of park ${plaza}`);
    const unknown = await call(app, 'POST', '/api/updown/third/set/parkCommand', {
      token: companyA,
      body: { parkId: sun, command: 'selfDestruct' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('command');
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it('a park operator commands its own park only', async () => {
    const operator = await signIn(app, 'operator_a');
    const own = await call<Answer>(app, 'POST', '/api/updown/third/set/parkCommand', {
      token: operator,
      body: { PKID: sun, command: 'syncTime' },
    });
    // its own park's cameras were commanded (the bus does not listen here, so it failed)
    expect(own.status).toBe(502);
    const plaza = await parkIdOf(app, companyA, '世纪广场');
    const other = await call(app, 'POST', '/api/updown/third/set/parkCommand', {
      token: operator,
      body: { parkId: plaza, command: 'syncTime' },
    });
    expect(other.status).toBe(404);
  });
});

describe('third/set/parkCommandVno', () => {
  it('records a command about one car, its plate normalised; releasing a car needs the gate', async () => {
    const noGate = await call(app, 'POST', '/api/updown/third/set/parkCommandVno', {
      token: companyA,
      body: { parkId: sun, vno: '沪a12345' },
    });
    expect(noGate.status).toBe(400);
    const answer = await ok<Answer & { plateNumber: string; command: string }>(
      app,
      'POST',
      '/api/updown/third/set/parkCommandVno',
      { token: companyA, body: { parkId: sun, vno: '沪a12345', gateId: eastIn } },
    );
    expect(answer).toMatchObject({ command: 'releaseCar', plateNumber: '沪A12345', delivered: false });
    const white = await ok<Answer>(app, 'POST', '/api/updown/third/set/parkCommandVno', {
      token: companyA,
      body: { parkId: sun, vno: '沪B54321', command: 'addWhite' },
    });
    expect(await stored(app, 'park_command', white.commandId)).toMatchObject({
      command: 'addWhite',
      plate_number: '沪B54321',
      gate_id: null,
    });
    const badPlate = await call(app, 'POST', '/api/updown/third/set/parkCommandVno', {
      token: companyA,
      body: { parkId: sun, vno: '12' },
    });
    expect(badPlate.body.msg).toContain('vno');
  });
});

describe('syncToPlatRadPark and syncParkIO2InCarRecord', () => {
  it('sync needs every park registered on a platform; then marks the registrations syncing and records commands', async () => {
    const road = await parkIdOf(app, companyA, '世纪大道');
    const before = await tableFingerprint(app);
    const unregistered = await call(app, 'POST', '/api/updown/basePark/syncToPlatRadPark', {
      token: companyA,
      query: { ids: `${road},${sun}` },
    });
    expect(unregistered.status).toBe(400);
    expect(unregistered.body.msg).toContain('阳光花园地下停车场 is registered on no platform');
    expect(await tableFingerprint(app)).toEqual(before);
    const done = await ok<{ parks: number; commands: Answer[] }>(
      app,
      'POST',
      '/api/updown/basePark/syncToPlatRadPark',
      {
        token: companyA,
        query: { ids: String(road) },
      },
    );
    expect(done.parks).toBe(1);
    expect(done.commands[0]).toMatchObject({ command: 'syncToPlatRadPark', state: 0, delivered: false });
    const [registration] = await rows(app, companyA, '/api/updown/plat/RdaPark/list', { PKID: road });
    expect(registration?.syncState).toBe(1);
  });

  it('syncParkIO2InCarRecord records a command for the park, from the query or the body', async () => {
    const fromQuery = await ok<Answer>(app, 'POST', '/api/updown/basePark/syncParkIO2InCarRecord', {
      token: companyA,
      query: { parkId: sun },
    });
    const fromBody = await ok<Answer>(app, 'POST', '/api/updown/basePark/syncParkIO2InCarRecord', {
      token: companyA,
      body: { parkId: sun },
    });
    for (const a of [fromQuery, fromBody]) {
      expect(await stored(app, 'park_command', a.commandId)).toMatchObject({
        command: 'syncParkIO2InCarRecord',
        park_id: sun,
        state: 0,
      });
    }
  });
});

describe('commands that are never delivered', () => {
  it('the expireParkCommands job marks them failed after the hours given, with the reason', async () => {
    const old = await ok<Answer>(app, 'POST', '/api/updown/third/set/parkCommandVno', {
      token: companyA,
      body: { parkId: sun, vno: '沪C11111', command: 'addWhite' },
    });
    const fresh = await ok<Answer>(app, 'POST', '/api/updown/third/set/parkCommandVno', {
      token: companyA,
      body: { parkId: sun, vno: '沪C22222', command: 'removeWhite' },
    });
    await app.database.query(`update park_command set created_at = now() - interval '3 hours' where id = $1`, [
      old.commandId,
    ]);
    const job = await ok<Row>(app, 'POST', '/api/updown/job/add', {
      token: admin,
      body: {
        jobName: '指令过期测试',
        invokeTarget: 'expireParkCommands',
        cronExpression: '0 0 3 * * *',
        params: '{"hours": 2}',
      },
    });
    const run = await ok<{ status: number; message: string }>(app, 'POST', '/api/updown/job/run', {
      token: admin,
      body: { jobId: job.id },
    });
    expect(run.status).toBe(0);
    expect(await stored(app, 'park_command', old.commandId)).toMatchObject({ state: 3 });
    expect(String((await stored(app, 'park_command', old.commandId)).result)).toContain('not delivered within 2 hours');
    expect((await stored(app, 'park_command', fresh.commandId)).state).toBe(0);
    expect(await count(app, 'select count(*) as n from sys_job where invoke_target = $1', ['expireParkCommands'])).toBe(
      2,
    );
  });
});
