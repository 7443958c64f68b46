import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backgroundExportsSettled } from '../../../src/crud/background-export';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app';
import { exported, page } from './static-helpers';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ config: { exportBackgroundRows: 5 } });
  token = await signIn(app, 'company_a');
});
afterAll(() => app.close());

it("a report export larger than the threshold is written in the background, every row of the page's total in it", async () => {
  // the demo's traffic: many plates at company A's parks
  const { total } = await page(app, token, 'getPlateAnlay', {});
  expect(total).toBeGreaterThan(5);
  const res = await call<{ background: boolean; exportId: number }>(app, 'GET', '/api/updown/static/exportPlateAnlay', {
    token,
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ background: true });
  await backgroundExportsSettled();
  const file = await call(app, 'GET', '/api/updown/reportExport/download', {
    token,
    query: { exportId: res.body.data.exportId },
  });
  expect(file.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.raw as never);
  expect((book.worksheets[0]?.actualRowCount ?? 0) - 1).toBe(total);
  // a small one still answers its file at once
  expect((await exported(app, token, 'exportPlateAnlay', { plateNumber: '青Z99999' })).rows).toEqual([]);
});
