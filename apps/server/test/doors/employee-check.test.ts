import { doorVerdict, examineState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Page, stored } from '../parks/helpers';
import { call } from '../support/test-app';
import { doorApp, made, type Office, officeDoor, pass } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let office: Office;
let waiting: number[];
beforeAll(async () => {
  app = await doorApp();
  office = await officeDoor(app, 'CK');
  waiting = [];
  for (const [empNo, empName] of [
    ['CK1', '新人一'],
    ['CK2', '新人二'],
  ]) {
    const e = await made(app, office.token, '/api/updown/door/dooremployee/submit', { empNo, empName });
    await made(app, office.token, '/api/updown/door/doordevgrant/submit', {
      parkId: office.parkId,
      doorId: office.doorId,
      employeeId: e.id,
      weekPlanId: office.planId,
    });
    // as a self-registered employee arrives: waiting for review
    await app.database.query('update door_employee set examine_state = $1 where id = $2', [
      examineState.values.pending,
      e.id,
    ]);
    waiting.push(e.id);
  }
});
afterAll(async () => {
  await app.close();
});

describe('employee review', () => {
  it('lists the waiting employees; one waiting opens no door until approved, a refused one never', async () => {
    const list = await ok<Page>(app, 'GET', '/api/updown/door/dooremployeecheck/list', {
      token: office.token,
      query: { size: 50 },
    });
    expect(list.data.map((r) => r.id)).toEqual(expect.arrayContaining(waiting));
    expect(list.data.every((r) => r.examineState === examineState.values.pending)).toBe(true);
    const before = await pass(app, office.reader, {
      eventId: 'ck-1',
      passKind: 'face',
      credential: 'CK1',
      eventTime: '2026-11-23 10:00:00',
    });
    expect(before.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.personDisabled });
    await ok(app, 'POST', '/api/updown/door/dooremployeecheck/audit', {
      token: office.token,
      query: { ids: String(waiting[0]) },
    });
    const after = await pass(app, office.reader, {
      eventId: 'ck-2',
      passKind: 'face',
      credential: 'CK1',
      eventTime: '2026-11-23 10:00:00',
    });
    expect(after.body.data.open).toBe(true);
    const noReason = await call(app, 'POST', '/api/updown/door/dooremployeecheck/auditErr', {
      token: office.token,
      body: { ids: [waiting[1]] },
    });
    expect(noReason.status).toBe(400);
    await ok(app, 'POST', '/api/updown/door/dooremployeecheck/auditErr', {
      token: office.token,
      body: { ids: [waiting[1]], examineRemark: '照片不清晰' },
    });
    expect(await stored(app, 'door_employee', waiting[1] as number)).toMatchObject({
      examine_state: examineState.values.refused,
      examine_remark: '照片不清晰',
    });
    const refused = await pass(app, office.reader, {
      eventId: 'ck-3',
      passKind: 'face',
      credential: 'CK2',
      eventTime: '2026-11-23 10:00:00',
    });
    expect(refused.body.data.open).toBe(false);
    const left = await ok<Page>(app, 'GET', '/api/updown/door/dooremployeecheck/list', {
      token: office.token,
      query: { size: 50 },
    });
    expect(left.data.map((r) => r.id)).not.toEqual(expect.arrayContaining([waiting[0]]));
    expect(left.data.map((r) => r.id)).not.toEqual(expect.arrayContaining([waiting[1]]));
  });
});
