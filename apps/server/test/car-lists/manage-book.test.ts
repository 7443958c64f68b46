import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, ok, parkIdOf, type Row, rows, stored, userIdOf } from './helpers';

const base = '/api/updown/plat/managebook';
let app: TestApp;
let companyA: string;
let sun: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
});
afterAll(() => app.close());

const register = (plateNumber: string) =>
  ok<Row>(app, 'POST', `${base}/submit`, {
    token: companyA,
    body: {
      parkId: sun,
      plateNumber,
      ownerName: '钱程',
      houseNo: '2幢0801',
      startTime: '2026-12-01 00:00:00',
      endTime: '2027-11-30 23:59:59',
    },
  });

describe('manage book', () => {
  it('lists the seeded registrations and reads one by id', async () => {
    const listed = await rows(app, companyA, `${base}/listPage`, { state: 0 });
    expect(listed.map((r) => r.plateNumber)).toContain('沪A52013');
    const id = listed.find((r) => r.plateNumber === '沪A52013')?.id;
    expect(await ok<Row>(app, 'GET', `${base}/detail`, { token: companyA, query: { id } })).toMatchObject({
      houseNo: '3幢1201',
      state: 0,
    });
  });

  it('pass puts the car on the white list, approved, for the period registered', async () => {
    const book = await register('沪m 20001');
    const passed = await ok<Row & { white: Row }>(app, 'POST', `${base}/pass`, {
      token: companyA,
      query: { id: book.id },
    });
    expect(passed).toMatchObject({ state: 1, whiteId: passed.white.id });
    const white = await stored(app, 'park_white_list', passed.white.id);
    expect(white).toMatchObject({
      plate_number: '沪M20001',
      park_id: sun,
      data_status: 1,
      owner_name: '钱程',
      created_by: await userIdOf(app, 'company_a'),
    });
    const detail = await ok<Row>(app, 'GET', '/api/updown/parkWhiteNew/detail', {
      token: companyA,
      query: { id: passed.white.id },
    });
    expect(detail).toMatchObject({ startTime: '2026-12-01 00:00:00', endTime: '2027-11-30 23:59:59' });
  });

  it('refuse needs a RefuseRemark and keeps it; no white-list entry is made', async () => {
    const book = await register('沪M20002');
    const before = await tableFingerprint(app);
    const bare = await call(app, 'POST', `${base}/refuse`, { token: companyA, query: { id: book.id } });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain('RefuseRemark');
    expect(await tableFingerprint(app)).toEqual(before);
    await ok(app, 'POST', `${base}/refuse`, { token: companyA, query: { id: book.id, RefuseRemark: '车位已满' } });
    expect(await stored(app, 'manage_book', book.id)).toMatchObject({ state: 2, refuse_remark: '车位已满' });
    expect(await count(app, "select count(*) n from park_white_list where plate_number = '沪M20002'")).toBe(0);
  });

  it('a reviewed registration can be neither reviewed again nor changed', async () => {
    const book = await register('沪M20003');
    await ok(app, 'POST', `${base}/pass`, { token: companyA, body: { id: book.id } });
    const before = await tableFingerprint(app);
    const again = await call(app, 'POST', `${base}/pass`, { token: companyA, body: { id: book.id } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('only a pending registration');
    const refuse = await call(app, 'POST', `${base}/refuse`, {
      token: companyA,
      query: { id: book.id, RefuseRemark: 'x' },
    });
    expect(refuse.status).toBe(400);
    const edit = await call(app, 'POST', `${base}/submit`, { token: companyA, body: { id: book.id, houseNo: '9幢' } });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toContain('only a pending registration can be changed');
    expect(await tableFingerprint(app)).toEqual(before);
    expect(await count(app, "select count(*) n from park_white_list where plate_number = '沪M20003'")).toBe(1);
  });
});
