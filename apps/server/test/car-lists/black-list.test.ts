import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/table-counts';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { count, multipart, ok, parkIdOf, type Row, rows, sheetFile, sheetRows, stored, userIdOf } from './helpers';

const base = '/api/updown/parkBlackList';
let app: TestApp;
let companyA: string;
let sun: number;
let plaza: number;

beforeAll(async () => {
  app = await createTestApp();
  companyA = await signIn(app, 'company_a');
  sun = await parkIdOf(app, companyA, '阳光花园地下停车场');
  plaza = await parkIdOf(app, companyA, '世纪广场停车场');
});
afterAll(() => app.close());

const add = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
  call<Row>(app, 'POST', `${base}/submit`, { token: companyA, body, lang });

describe('black list entries', () => {
  it('stores the plate normalised, and lists, reads, updates and removes the entry', async () => {
    const res = await add({ parkId: sun, plateNumber: ' 沪e·12345 ', reason: '逃费', endTime: '2030-01-01 00:00:00' });
    expect(res.status, res.body.msg).toBe(200);
    const id = res.body.data.id;
    const row = await stored(app, 'park_black_list', id);
    expect(row).toMatchObject({ plate_number: '沪E12345', park_id: sun, reason: '逃费' });
    // added without a start, it is valid from the moment it was added
    expect(Math.abs(Date.parse(String(row.start_time)) - Date.now())).toBeLessThan(60_000);
    const listed = await rows(app, companyA, `${base}/listPage`, { plateNumber: '沪e12345' });
    expect(listed.map((r) => r.id)).toEqual([id]);
    expect(await ok<Row>(app, 'GET', `${base}/detail`, { token: companyA, query: { id } })).toMatchObject({
      plateNumber: '沪E12345',
      parkId: sun,
    });
    await ok(app, 'POST', `${base}/submit`, { token: companyA, body: { id, reason: '逃费三次' } });
    expect((await stored(app, 'park_black_list', id)).reason).toBe('逃费三次');
    await ok(app, 'POST', `${base}/remove`, { token: companyA, query: { ids: String(id) } });
    expect((await stored(app, 'park_black_list', id)).deleted_at).not.toBeNull();
  });

  it('refuses a plate already on the same park while valid, naming the field; writes nothing', async () => {
    await ok(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: {
        parkId: sun,
        plateNumber: '沪F22222',
        reason: 'a',
        startTime: '2026-01-01 00:00:00',
        endTime: '2026-06-30 23:59:59',
      },
    });
    const before = await tableFingerprint(app);
    const twice = await add({
      parkId: sun,
      plateNumber: '沪f 22222',
      reason: 'b',
      startTime: '2026-06-01 00:00:00',
      endTime: '2026-12-31 23:59:59',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('plateNumber');
    expect(twice.body.msg).toContain('沪F22222');
    const zh = await add({ parkId: sun, plateNumber: '沪F22222', reason: 'b', startTime: '2026-03-01 00:00:00' }, 'zh');
    expect(zh.body.msg).toContain('已在本停车场黑名单中');
    expect(await tableFingerprint(app)).toEqual(before);
    // after the first one ends, at another park, or once the first is removed, the plate may be listed
    await ok(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: sun, plateNumber: '沪F22222', reason: 'c', startTime: '2026-07-01 00:00:00' },
    });
    await ok(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { parkId: plaza, plateNumber: '沪F22222', reason: 'd', startTime: '2026-03-01 00:00:00' },
    });
    expect(
      await count(app, "select count(*) n from park_black_list where plate_number = '沪F22222' and deleted_at is null"),
    ).toBe(3);
  });

  it('two simultaneous adds of the same plate to the same park: exactly one is stored', async () => {
    const body = { parkId: plaza, plateNumber: '沪J77777', reason: '同时提交' };
    const answers = await Promise.all([add(body), add(body), add(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await count(app, "select count(*) n from park_black_list where plate_number = '沪J77777'")).toBe(1);
  });

  it('an update cannot stretch an entry over another one of the same plate', async () => {
    const first = await ok<Row>(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: {
        parkId: plaza,
        plateNumber: '沪G33333',
        reason: 'a',
        startTime: '2027-01-01 00:00:00',
        endTime: '2027-01-31 00:00:00',
      },
    });
    await ok(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: {
        parkId: plaza,
        plateNumber: '沪G33333',
        reason: 'b',
        startTime: '2027-03-01 00:00:00',
        endTime: '2027-03-31 00:00:00',
      },
    });
    const res = await call(app, 'POST', `${base}/submit`, {
      token: companyA,
      body: { id: first.id, endTime: '2027-03-15 00:00:00' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('plateNumber');
    expect(String((await stored(app, 'park_black_list', first.id)).end_time)).toContain('2027-01-3');
  });

  it('refuses what is not a plate, a missing reason and an end before the start', async () => {
    const before = await tableFingerprint(app);
    const bad = await add({ parkId: sun, plateNumber: '沪I1234', reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('plateNumber');
    expect(bad.body.msg).toContain('plate number format incorrect');
    const noReason = await add({ parkId: sun, plateNumber: '沪A54321' });
    expect(noReason.body.msg).toContain('reason');
    const backwards = await add({
      parkId: sun,
      plateNumber: '沪A54321',
      reason: 'x',
      startTime: '2026-05-01 00:00:00',
      endTime: '2026-04-01 00:00:00',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('endTime');
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it('exports the filtered list as a real xlsx', async () => {
    const res = await call(app, 'GET', `${base}/exportListPage`, {
      token: companyA,
      query: { plateNumber: '沪C44444' },
      lang: 'zh',
    });
    expect(res.status).toBe(200);
    const sheet = await sheetRows(res.raw);
    expect(sheet[0]).toContain('车牌号');
    expect(sheet).toHaveLength(2);
    expect(sheet[1]).toContain('沪C44444');
    expect(sheet[1]).toContain('阳光花园地下停车场');
  });
});

describe('black list import', () => {
  it('downloads a real template whose headings the import reads', async () => {
    const res = await call(app, 'GET', `${base}/downloadTemplate`, { token: companyA, lang: 'zh' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('.xlsx');
    const sheet = await sheetRows(res.raw);
    expect(sheet).toEqual([['停车场', '*车牌号', '*拉黑原因', '生效时间', '失效时间', '备注']]);
  });

  it('writes the valid rows and reports each refused row with its reason', async () => {
    const file = await sheetFile(
      ['Park', 'Plate', 'Reason', 'Valid from', 'Valid until', 'Remark'],
      [
        [
          '阳光花园地下停车场',
          'sh k12345',
          '逃费',
          new Date(Date.UTC(2026, 0, 1, 8, 0, 0)),
          '2026-12-31 23:59:59',
          '导入',
        ],
        ['', '沪K23456', '占用消防通道'],
        ['阳光花园地下停车场', '沪K1', '无效车牌'],
        ['世纪广场停车场', '沪K34567', ''],
        ['东湖小区停车场', '沪K45678', '别家公司的停车场'],
        ['阳光花园地下停车场', '沪K23456', '文件内重复'],
        ['阳光花园地下停车场', '沪C44444', '已在黑名单'],
        [],
        ['世纪广场停车场', '沪K56789', '结束早于开始', '2026-05-01 00:00:00', '2026-04-01 00:00:00'],
      ],
    );
    const upload = multipart(file, 'black.xlsx');
    const res = await call<{ total: number; accepted: number; refused: number; rows: Row[] }>(
      app,
      'POST',
      `${base}/import`,
      { token: companyA, query: { parkId: sun }, body: upload.body, headers: upload.headers },
    );
    expect(res.status, res.body.msg).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ total: 8, accepted: 1, refused: 7 });
    const byRow = new Map(report.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ accepted: false, plateNumber: 'SHK12345' });
    expect(String(byRow.get(2)?.reason)).toContain('plateNumber');
    expect(byRow.get(3)).toMatchObject({ accepted: true, plateNumber: '沪K23456' });
    expect(String(byRow.get(4)?.reason)).toContain('plate number format incorrect');
    expect(String(byRow.get(5)?.reason)).toContain('reason');
    expect(String(byRow.get(6)?.reason)).toContain('东湖小区停车场');
    expect(String(byRow.get(7)?.reason)).toContain('already on this park');
    expect(String(byRow.get(8)?.reason)).toContain('already on this park');
    expect(byRow.has(9)).toBe(false);
    expect(String(byRow.get(10)?.reason)).toContain('endTime');
    const accepted = report.rows.filter((r) => r.accepted);
    const companyAId = await userIdOf(app, 'company_a');
    for (const r of accepted) {
      expect(await stored(app, 'park_black_list', r.id as number)).toMatchObject({
        plate_number: r.plateNumber,
        deleted_at: null,
        created_by: companyAId,
        updated_by: companyAId,
      });
    }
    expect(await count(app, "select count(*) n from park_black_list where plate_number like '沪K%'")).toBe(1);
  });

  it('reads Excel dates as the wall-clock time they show, and the park from the form field', async () => {
    const file = await sheetFile(
      ['车牌号', '拉黑原因', '生效时间'],
      [['粤B12345D', '夜间违停', new Date(Date.UTC(2026, 0, 1, 8, 0, 0))]],
    );
    const upload = multipart(file, 'black.xlsx', { parkId: String(plaza) });
    const report = await ok<{ accepted: number; rows: Row[] }>(app, 'POST', `${base}/import`, {
      token: companyA,
      body: upload.body,
      headers: upload.headers,
    });
    expect(report.accepted).toBe(1);
    const detail = await ok<Row>(app, 'GET', `${base}/detail`, { token: companyA, query: { id: report.rows[0]?.id } });
    expect(detail).toMatchObject({ parkId: plaza, plateNumber: '粤B12345D', startTime: '2026-01-01 08:00:00' });
  });

  it('refuses a file that is not a spreadsheet or lacks the headings; nothing is written', async () => {
    const before = await tableFingerprint(app);
    const junk = multipart(Buffer.from('not a spreadsheet'), 'x.xlsx');
    const a = await call(app, 'POST', `${base}/import`, { token: companyA, body: junk.body, headers: junk.headers });
    expect(a.status).toBe(400);
    expect(a.body.msg).toContain('xlsx');
    const headless = multipart(await sheetFile(['foo', 'bar'], [['沪A12345', 'x']]), 'x.xlsx');
    const b = await call(app, 'POST', `${base}/import`, {
      token: companyA,
      body: headless.body,
      headers: headless.headers,
    });
    expect(b.status).toBe(400);
    expect(b.body.msg).toContain('Plate');
    const none = await call(app, 'POST', `${base}/import`, { token: companyA, body: {} });
    expect(none.status).toBe(400);
    expect(await tableFingerprint(app)).toEqual(before);
  });

  it('refuses a file over the size limit', async () => {
    const big = multipart(Buffer.alloc(6 * 1024 * 1024, 1), 'big.xlsx');
    const res = await call(app, 'POST', `${base}/import`, { token: companyA, body: big.body, headers: big.headers });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('MB');
  });
});
