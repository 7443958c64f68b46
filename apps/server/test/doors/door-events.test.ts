import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { doorVerdict, examineState } from '@parking/resources';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type Page, stored } from '../parks/helpers';
import { call, signIn } from '../support/test-app';
import { doorApp, made, type Office, officeDoor, pass } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let office: Office;
let employeeId: number;
let grantId: number;
beforeAll(async () => {
  app = await doorApp();
  office = await officeDoor(app, 'EV');
  const dept = await made(app, office.token, '/api/updown/door/basedept/submit', { deptName: '物业部' });
  const employee = await made<{ id: number; qrCode: string; examineState: number }>(
    app,
    office.token,
    '/api/updown/door/dooremployee/submit',
    { empNo: 'E1001', empName: '李文', deptId: dept.id, cardNo: 'C1001' },
  );
  expect(employee.examineState).toBe(examineState.values.approved);
  employeeId = employee.id;
  const grant = await made(app, office.token, '/api/updown/door/doordevgrant/submit', {
    parkId: office.parkId,
    doorId: office.doorId,
    employeeId,
    weekPlanId: office.planId,
  });
  grantId = grant.id;
});
afterAll(async () => {
  await app.close();
});

// 2026-11-23 is a Monday; times are Shanghai wall-clock times, the operator's zone
describe('a door reader asks whether to open', () => {
  it('refuses at 08:59 and opens at 09:01 against a 09:00-18:00 weekday template, and records both', async () => {
    const early = await pass(app, office.reader, {
      eventId: 'ev-1',
      passKind: 'face',
      credential: 'E1001',
      eventTime: '2026-11-23 08:59:00',
    });
    expect(early.status).toBe(200);
    expect(early.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.outsideTime, personName: '李文' });
    const onTime = await pass(app, office.reader, {
      eventId: 'ev-2',
      passKind: 'card',
      credential: 'C1001',
      eventTime: '2026-11-23 09:01:00',
    });
    expect(onTime.body.data).toMatchObject({ open: true, verdict: doorVerdict.values.opened, openSeconds: 5 });
    const row = await stored(app, 'door_event', onTime.body.data.recordId);
    expect(row).toMatchObject({ door_id: office.doorId, employee_id: employeeId, verdict: doorVerdict.values.opened });
    const listed = await ok<Page>(app, 'GET', '/api/updown/door/doorevent/list', {
      token: office.token,
      query: { employeeId, size: 50 },
    });
    expect(listed.data.map((r) => r.eventTime)).toEqual(['2026-11-23 09:01:00', '2026-11-23 08:59:00']);
  });

  it('answers a repeated event id with the stored answer and records it once', async () => {
    const again = await pass(app, office.reader, {
      eventId: 'ev-2',
      passKind: 'card',
      credential: 'C1001',
      eventTime: '2026-11-23 09:01:00',
    });
    expect(again.body.data).toMatchObject({ open: true, repeated: true });
    const listed = await ok<Page>(app, 'GET', '/api/updown/door/doorevent/list', {
      token: office.token,
      query: { employeeId, size: 50 },
    });
    expect(listed.total).toBe(2);
  });

  it('refuses on a holiday of the week plan and on a closed weekend', async () => {
    // 2026-10-01 is a Thursday, a holiday of the plan, which gives holidays no hours
    const holiday = await pass(app, office.reader, {
      eventId: 'ev-3',
      passKind: 'face',
      credential: 'E1001',
      eventTime: '2026-10-01 10:00:00',
    });
    expect(holiday.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.holiday });
    const saturday = await pass(app, office.reader, {
      eventId: 'ev-4',
      passKind: 'face',
      credential: 'E1001',
      eventTime: '2026-11-28 10:00:00',
    });
    expect(saturday.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.outsideTime });
  });

  it('refuses strangers and people with no grant for the door', async () => {
    const stranger = await pass(app, office.reader, {
      eventId: 'ev-5',
      passKind: 'card',
      credential: 'NOBODY',
      eventTime: '2026-11-23 10:00:00',
    });
    expect(stranger.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.unknownPerson });
    await made(app, office.token, '/api/updown/door/dooremployee/submit', { empNo: 'E1002', empName: '周岚' });
    const ungranted = await pass(app, office.reader, {
      eventId: 'ev-6',
      passKind: 'face',
      credential: 'E1002',
      eventTime: '2026-11-23 10:00:00',
    });
    expect(ungranted.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.noGrant });
  });

  it('opens for a department’s grant to the people of the departments below it', async () => {
    const top = await made(app, office.token, '/api/updown/door/basedept/submit', { deptName: '总部' });
    const below = await made(app, office.token, '/api/updown/door/basedept/submit', {
      deptName: '总部财务',
      parentId: top.id,
    });
    await made(app, office.token, '/api/updown/door/dooremployee/submit', {
      empNo: 'E2001',
      empName: '钱多',
      deptId: below.id,
    });
    await made(app, office.token, '/api/updown/door/doordevgrant/submit', {
      parkId: office.parkId,
      doorId: office.doorId,
      deptId: top.id,
      weekPlanId: office.planId,
    });
    const answer = await pass(app, office.reader, {
      eventId: 'ev-7',
      passKind: 'face',
      credential: 'E2001',
      eventTime: '2026-11-24 17:30:00',
    });
    expect(answer.body.data).toMatchObject({ open: true });
  });

  it('refuses at once when the grant is disabled or removed', async () => {
    const before = await pass(app, office.reader, {
      eventId: 'ev-8',
      passKind: 'face',
      credential: 'E1001',
      eventTime: '2026-11-25 10:00:00',
    });
    expect(before.body.data.open).toBe(true);
    await made(app, office.token, '/api/updown/door/doordevgrant/submit', { id: grantId, state: 0 });
    const disabled = await pass(app, office.reader, {
      eventId: 'ev-9',
      passKind: 'face',
      credential: 'E1001',
      eventTime: '2026-11-25 10:00:01',
    });
    expect(disabled.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.noGrant });
    await made(app, office.token, '/api/updown/door/doordevgrant/submit', { id: grantId, state: 1 });
    const removed = await call(app, 'POST', '/api/updown/door/doordevgrant/remove', {
      token: office.token,
      query: { ids: String(grantId) },
    });
    expect(removed.status).toBe(200);
    const after = await pass(app, office.reader, {
      eventId: 'ev-10',
      passKind: 'face',
      credential: 'E1001',
      eventTime: '2026-11-25 10:00:02',
    });
    expect(after.body.data).toMatchObject({ open: false, verdict: doorVerdict.values.noGrant });
  });

  it('keeps the reader’s snapshot under DATA_DIR and serves it; refuses a picture that is not one', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const answer = await pass(app, office.reader, {
      eventId: 'ev-11',
      passKind: 'card',
      credential: 'NOBODY',
      eventTime: '2026-11-26 12:00:00',
      image: png.toString('base64'),
    });
    expect(answer.status).toBe(200);
    const picture = await call(app, 'GET', '/api/updown/door/doorevent/getLocalImagePath', {
      token: office.token,
      query: { recordId: answer.body.data.recordId },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(picture.raw, png)).toBe(0);
    const folder = join(app.dataDir, 'door-images', String(office.parkId));
    const files = () => readdirSync(folder, { recursive: true }).filter((f) => String(f).endsWith('.png'));
    expect(files()).toHaveLength(1);
    const bad = await pass(app, office.reader, {
      eventId: 'ev-12',
      passKind: 'card',
      credential: 'NOBODY',
      image: Buffer.from('not a picture at all').toString('base64'),
    });
    expect(bad.status).toBe(400);
    expect(files()).toHaveLength(1);
    expect(existsSync(folder)).toBe(true);
    const b = await signIn(app, 'company_b');
    const other = await call(app, 'GET', '/api/updown/door/doorevent/getLocalImagePath', {
      token: b,
      query: { recordId: answer.body.data.recordId },
    });
    expect(other.status).toBe(404);
  });

  it('refuses a reader whose key is wrong, and a day template whose windows overlap', async () => {
    const wrong = await pass(app, `${office.reader.slice(0, -3)}xyz`, {
      eventId: 'ev-13',
      passKind: 'face',
      credential: 'E1001',
    });
    expect(wrong.status).toBe(401);
    const overlap = await call(app, 'POST', '/api/updown/door/dmtemplmt3/submit', {
      token: office.token,
      body: { templateName: 'overlap', start1: '09:00', end1: '12:00', start2: '11:00', end2: '13:00' },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.msg).toContain('start2');
    const both = await call(app, 'POST', '/api/updown/door/doordevgrant/submit', {
      token: office.token,
      body: { parkId: office.parkId, doorId: office.doorId, weekPlanId: office.planId },
    });
    expect(both.status).toBe(400);
    expect(both.body.msg).toContain('deptId');
  });

  it('counts the recorded passes per day, per month and per reader, and exports the days as xlsx', async () => {
    const query = { doorId: office.doorId, startDate: '2026-11-23', endDate: '2026-11-23' };
    const days = await ok<Page>(app, 'GET', '/api/updown/door/static/getSwipeCardStatistics', {
      token: office.token,
      query,
    });
    // 08:59 refused, 09:01 opened, a stranger and an ungranted employee refused; people counted once each
    expect(days.data).toEqual([
      expect.objectContaining({
        day: '2026-11-23',
        doorId: office.doorId,
        total: 4,
        opened: 1,
        refused: 3,
        persons: 2,
      }),
    ]);
    const months = await ok<Page>(app, 'GET', '/api/updown/door/static/getSwipeCardMonthStatistics', {
      token: office.token,
      query: { doorId: office.doorId, startDate: '2026-10', endDate: '2026-11' },
    });
    expect(months.data.map((r) => [r.month, r.total])).toEqual([
      ['2026-11', 10],
      ['2026-10', 1],
    ]);
    const summary = await ok<{ total: number; opened: number }>(
      app,
      'GET',
      '/api/updown/door/static/getStaticDoorEvent',
      { token: office.token, query: { doorId: office.doorId, startDate: '2026-11-23', endDate: '2026-11-25' } },
    );
    expect(summary).toMatchObject({ total: 8, opened: 3 });
    const file = await call(app, 'GET', '/api/updown/door/static/exportSwipeCardStatistics', {
      token: office.token,
      query,
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as never);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).values).toEqual([undefined, '2026-11-23', 'EV 大堂门', 4, 1, 3, 2]);
    const b = await signIn(app, 'company_b');
    const theirs = await ok<Page>(app, 'GET', '/api/updown/door/static/getSwipeCardStatistics', {
      token: b,
      query,
    });
    expect(theirs.total).toBe(0);
  });
});
