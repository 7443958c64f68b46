import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../car-lists/helpers';
import { ok, type Page } from '../parks/helpers';
import { call, signIn } from '../support/test-app';
import { doorApp, made } from './helpers';

let app: Awaited<ReturnType<typeof doorApp>>;
let token: string;
beforeAll(async () => {
  app = await doorApp();
  token = await signIn(app, 'company_a');
  await made(app, token, '/api/updown/door/basedept/submit', { deptName: '研发部' });
  await made(app, token, '/api/updown/door/dooremployee/submit', { empNo: 'IMP-OLD', empName: '老员工' });
});
afterAll(async () => {
  await app.close();
});

async function sheet(headings: string[], data: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('人员');
  s.addRow(headings);
  for (const r of data) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Report = {
  total: number;
  accepted: number;
  refused: number;
  rows: { row: number; empNo: string; accepted: boolean; reason?: string }[];
};

describe('employee import', () => {
  it('imports the good rows and reports each bad one with its reason', async () => {
    const file = await sheet(
      ['*工号', '*姓名', '部门', '手机号', '卡号'],
      [
        ['IMP-1', '甲一', '研发部', '13800001111', 'K001'],
        ['IMP-2', '', '研发部', '', ''],
        ['IMP-OLD', '重复工号', '', '', ''],
        ['IMP-3', '丙三', '不存在的部门', '', ''],
        ['IMP-4', '丁四', '', '12345', ''],
        ['IMP-1', '同文件重复', '', '', ''],
        ['IMP-5', '戊五', '', '', 'K001'],
        ['IMP-6', '己六', '', '', ''],
      ],
    );
    const form = multipart(file, '人员.xlsx');
    const res = await call<Report>(app, 'POST', '/api/updown/door/dooremployee/batchImport', {
      token,
      body: form.body,
      headers: form.headers,
      lang: 'en',
    });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ total: 8, accepted: 2, refused: 6 });
    const byRow = new Map(report.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)?.accepted).toBe(true);
    expect(byRow.get(3)?.reason).toContain('empName');
    expect(byRow.get(4)?.reason).toContain('“IMP-OLD” already exists');
    expect(byRow.get(5)?.reason).toContain('deptName');
    expect(byRow.get(6)?.reason).toContain('phone');
    expect(byRow.get(7)?.reason).toContain('“IMP-1” already exists');
    expect(byRow.get(8)?.reason).toContain('Card number');
    expect(byRow.get(9)?.accepted).toBe(true);
    const listed = await ok<Page>(app, 'GET', '/api/updown/door/dooremployee/list', {
      token,
      query: { empNo: 'IMP-', size: 50 },
    });
    expect(listed.data.map((r) => r.empNo).sort()).toEqual(['IMP-1', 'IMP-6', 'IMP-OLD']);
    expect(listed.data.find((r) => r.empNo === 'IMP-1')).toMatchObject({ phone: '13800001111', cardNo: 'K001' });
  });

  it('refuses a file that is no xlsx or lacks the required headings, importing nothing', async () => {
    const notXlsx = multipart(Buffer.from('empNo,empName\nX1,Y'), 'people.csv');
    const bad = await call(app, 'POST', '/api/updown/door/dooremployee/batchImport', {
      token,
      body: notXlsx.body,
      headers: notXlsx.headers,
    });
    expect(bad.status).toBe(400);
    const noName = multipart(await sheet(['工号'], [['IMP-9']]), 'x.xlsx');
    const lacking = await call(app, 'POST', '/api/updown/door/dooremployee/batchImport', {
      token,
      body: noName.body,
      headers: noName.headers,
      lang: 'en',
    });
    expect(lacking.status).toBe(400);
    expect(lacking.body.msg).toContain('Name');
    const template = await call(app, 'GET', '/api/updown/door/dooremployee/downloadTemplate', { token });
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.raw as never);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('*Employee number');
  });
});
