import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, parkIdOf, type Row, rows, stored, userIdOf } from './helpers';

const base = '/api/updown/parkWhiteNew';
let app: TestApp;
let companyA: string;
let companyB: string;
let sun: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  companyB = await signIn(app, 'company_b');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
});
afterAll(() => app.close());

const addWhite = (plateNumber: string, extra: Record<string, unknown> = {}) =>
  ok<Row>(app, 'POST', `${base}/submit`, {
    token: companyA,
    body: { parkId: sun, plateNumber, ownerName: '测试', startTime: '2026-01-01 00:00:00', ...extra },
  });

describe('white list', () => {
  it('a new entry waits for review; list, detail and remove work on it', async () => {
    const row = await addWhite('沪h 10001');
    expect(row).toMatchObject({ plateNumber: '沪H10001', dataStatus: 0 });
    expect((await stored(app, 'park_white_list', row.id)).data_status).toBe(0);
    const listed = await rows(app, companyA, `${base}/list`, { plateNumber: '沪H10001', dataStatus: 0 });
    expect(listed.map((r) => r.id)).toEqual([row.id]);
    expect(await ok<Row>(app, 'GET', `${base}/detail`, { token: companyA, query: { id: row.id } })).toMatchObject({
      id: row.id,
      parkId: sun,
    });
    await ok(app, 'POST', `${base}/remove`, { token: companyA, query: { ids: String(row.id) } });
    expect((await stored(app, 'park_white_list', row.id)).deleted_at).not.toBeNull();
  });

  it('approval with dataStatus 1 approves and 2 refuses, with the remark and time kept', async () => {
    const a = await addWhite('沪H10002');
    const passed = await ok<Row>(app, 'POST', `${base}/approval`, {
      token: companyA,
      query: { id: a.id, dataStatus: 1 },
    });
    expect(passed).toMatchObject({ id: a.id, dataStatus: 1 });
    expect((await stored(app, 'park_white_list', a.id)).audit_time).not.toBeNull();
    const b = await addWhite('沪H10003');
    await ok(app, 'POST', `${base}/approval`, {
      token: companyA,
      body: { id: b.id, dataStatus: 2, auditRemark: '非本小区车辆' },
    });
    expect(await stored(app, 'park_white_list', b.id)).toMatchObject({ data_status: 2, audit_remark: '非本小区车辆' });
  });

  it('a review is stamped with its reviewer', async () => {
    const a = await addWhite('沪H10007');
    const admin = await signIn(app, 'admin');
    await ok(app, 'POST', `${base}/approval`, { token: admin, query: { id: a.id, dataStatus: 1 } });
    expect(await stored(app, 'park_white_list', a.id)).toMatchObject({
      data_status: 1,
      created_by: await userIdOf(app, 'company_a'),
      updated_by: await userIdOf(app, 'admin'),
    });
  });

  it('approval only from a pending state, with a message; nothing changes', async () => {
    const a = await addWhite('沪H10004');
    await ok(app, 'POST', `${base}/approval`, { token: companyA, query: { id: a.id, dataStatus: 2 } });
    const before = await tableFingerprint(app);
    const again = await call(app, 'POST', `${base}/approval`, { token: companyA, query: { id: a.id, dataStatus: 1 } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('only a pending white-list entry');
    const zh = await call(app, 'POST', `${base}/approval`, {
      token: companyA,
      query: { id: a.id, dataStatus: 1 },
      lang: 'zh',
    });
    expect(zh.body.msg).toContain('只有待审核的白名单可以审核');
    const badStatus = await call(app, 'POST', `${base}/approval`, {
      token: companyA,
      query: { id: a.id, dataStatus: 0 },
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.msg).toContain('dataStatus');
    const missing = await call(app, 'POST', `${base}/approval`, { token: companyA, query: { id: a.id } });
    expect(missing.body.msg).toContain('dataStatus');
    expect(await tableFingerprint(app)).toEqual(before);
    expect((await stored(app, 'park_white_list', a.id)).data_status).toBe(2);
  });

  it('changing the plate or period of a reviewed entry puts it back under review; a remark does not', async () => {
    const a = await addWhite('沪H10005');
    await ok(app, 'POST', `${base}/approval`, { token: companyA, query: { id: a.id, dataStatus: 1 } });
    await ok(app, 'POST', `${base}/submit`, { token: companyA, body: { id: a.id, remark: '换了联系人' } });
    expect((await stored(app, 'park_white_list', a.id)).data_status).toBe(1);
    await ok(app, 'POST', `${base}/submit`, { token: companyA, body: { id: a.id, endTime: '2030-01-01 00:00:00' } });
    expect(await stored(app, 'park_white_list', a.id)).toMatchObject({ data_status: 0, audit_time: null });
  });

  it('another company neither sees nor reviews the entry', async () => {
    const a = await addWhite('沪H10006');
    const res = await call(app, 'POST', `${base}/approval`, { token: companyB, query: { id: a.id, dataStatus: 1 } });
    expect(res.status).toBe(404);
    expect((await stored(app, 'park_white_list', a.id)).data_status).toBe(0);
  });
});
