import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkIdOf } from '../parks/helpers';
import { call, createTestApp, signIn, type TestApp } from '../support/test-app';
import { ok, type Page, type Row } from '../system/helpers';

let app: TestApp;
let token: string;
let parkId: number;

const url = (path: string) => `/api/updown/plat/nucleicAcidRecord/${path}`;
const listed = (query: Record<string, unknown> = {}, t = token) =>
  ok<Page>(app, 'GET', url('list'), { token: t, query: { size: 500, ...query } });
const add = (body: Record<string, unknown>) => call<Row>(app, 'POST', url('submit'), { token, body });

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'company_a');
  parkId = await parkIdOf(app, token, '世纪广场');
});
afterAll(() => app.close());

describe('nucleic acid test records', () => {
  it('the demo keeps one for each approved visit of its parks, and a positive one of a person with no visit', async () => {
    const all = await listed({ parkId });
    const approved = await app.database.query<{ n: string }>(
      'select count(*) as n from visitor where park_id = $1 and examine_state = 1 and deleted_at is null',
      [parkId],
    );
    expect(all.total).toBe(Number(approved[0]?.n) + 1);
    expect(new Set(all.data.map((r) => r.result))).toEqual(new Set([0, 1, 2]));
    expect(all.data.filter((r) => r.visitorId != null)).toHaveLength(Number(approved[0]?.n));
  });

  it('takes the name, phone and plate of the visit it is given, and needs a name without one', async () => {
    const [visit] = await app.database.query<{ id: string; visitor_name: string; phone: string; plate_number: string }>(
      'select id, visitor_name, phone, plate_number from visitor where park_id = $1 and plate_number is not null order by id limit 1',
      [parkId],
    );
    const res = await add({
      parkId,
      visitorId: Number(visit?.id),
      testTime: '2026-03-01 09:30:00',
      result: 1,
      testPlace: '社区采样点',
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({
      personName: visit?.visitor_name,
      phone: visit?.phone,
      plateNumber: visit?.plate_number,
      testTime: '2026-03-01 09:30:00',
      result: 1,
    });
    const nameless = await add({ parkId, testTime: '2026-03-01 10:00:00', result: 1 });
    expect(nameless.status).toBe(400);
    expect(nameless.body.msg).toContain('personName');
    const wrong = await add({ parkId, personName: '测试', testTime: '2026-03-01 10:00:00', result: 7 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('result');
  });

  it('filters by result, park and test time', async () => {
    for (const name of ['甲一', '甲二', '甲三']) {
      const made = await add({ parkId, personName: name, testTime: '2026-02-10 08:00:00', result: 2 });
      expect(made.status, made.body.msg).toBe(200);
    }
    const positive = await listed({ result: 2 });
    expect(positive.total).toBeGreaterThanOrEqual(4);
    expect(positive.data.every((r) => r.result === 2)).toBe(true);
    const [n] = await app.database.query<{ n: string }>(
      `select count(*) as n from nucleic_acid_record r join park p on p.id = r.park_id
        where r.result = 2 and r.deleted_at is null and p.company_id = (select company_id from sys_user where username = 'company_a')`,
    );
    expect(positive.total).toBe(Number(n?.n));
    const day = await listed({ parkId, result: 2, testTimeStart: '2026-02-10', testTimeEnd: '2026-02-10' });
    expect(day.data.map((r) => r.personName).sort()).toEqual(['甲一', '甲三', '甲二'].sort());
    expect((await listed({ parkId, result: 0, testTimeStart: '2026-02-10', testTimeEnd: '2026-02-10' })).total).toBe(0);
  });

  it('exports the filtered list as a real xlsx, results by name', async () => {
    const query = { parkId, result: 2, testTimeStart: '2026-02-10', testTimeEnd: '2026-02-10' };
    const res = await call(app, 'GET', url('export'), { token, query, lang: 'zh' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as never);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const [headings = [], ...data] = rows;
    expect(data).toHaveLength(3);
    const result = headings.indexOf('检测结果');
    const name = headings.indexOf('姓名');
    expect(result).toBeGreaterThanOrEqual(0);
    expect(data.map((r) => r[result])).toEqual(['阳性', '阳性', '阳性']);
    expect(data.map((r) => r[name]).sort()).toEqual(['甲一', '甲三', '甲二'].sort());
  });

  it('another company sees none of them', async () => {
    const b = await signIn(app, 'company_b');
    expect((await listed({ parkId }, b)).total).toBe(0);
    const [row] = (await listed({ parkId })).data;
    const detail = await call(app, 'GET', url('detail'), { token: b, query: { id: row?.id } });
    expect(detail.status).toBe(404);
  });
});
