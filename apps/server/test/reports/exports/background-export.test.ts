import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundExportsSettled } from '../../../src/crud/background-export';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app';
import { ok, type Page } from '../../system/helpers';

type Progress = {
  id: number;
  state: number;
  rowsWritten: number;
  totalRows: number;
  percent: number;
  fileSize: number | null;
  fileName: string;
  title: string;
  downloadable: boolean;
};
type Background = { background: true; exportId: number; title: string };

const threshold = 50;
const exportUrl = '/api/updown/static/exportInOutRecord';
const listUrl = '/api/updown/static/getPageInOutRecord';

let app: TestApp;
let dataDir: string;
let company: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'exports-test-'));
  app = await createTestApp({ config: { exportBackgroundRows: threshold, dataDir } });
  company = await signIn(app, 'company_a');
});
afterAll(async () => {
  await backgroundExportsSettled();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sheetRows(raw: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as never);
  const out: unknown[][] = [];
  book.worksheets[0]?.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}

async function finished(token: string, exportId: number): Promise<Progress> {
  await backgroundExportsSettled();
  return ok<Progress>(app, 'GET', '/api/updown/reportExport/progress', { token, query: { exportId } });
}

/** A filter of the company's stays with more rows than the threshold, and how many rows it holds. */
async function largeFilter(token: string) {
  const all = await ok<Page>(app, 'GET', listUrl, { token, query: { size: 1 } });
  expect(all.total).toBeGreaterThan(threshold);
  const left = await ok<Page>(app, 'GET', listUrl, { token, query: { size: 1, state: 2 } });
  // stays that have left only: the file must hold the filtered rows, not all
  expect(left.total).toBeGreaterThan(threshold);
  expect(left.total).toBeLessThan(all.total);
  return { query: { state: 2 }, total: left.total };
}

describe('background exports', () => {
  it('a large export answers background, runs to done and downloads exactly the filtered rows', async () => {
    const { query, total } = await largeFilter(company);
    const res = await call<Background>(app, 'GET', exportUrl, { token: company, query });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(res.body.data).toMatchObject({ background: true });
    const { exportId } = res.body.data;

    const done = await finished(company, exportId);
    expect(done).toMatchObject({ state: 2, percent: 100, rowsWritten: total, totalRows: total, downloadable: true });
    expect(done.fileSize).toBeGreaterThan(0);

    const file = await call(app, 'GET', '/api/updown/reportExport/download', { token: company, query: { exportId } });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    expect(file.raw.length).toBe(done.fileSize);
    const rows = await sheetRows(file.raw);
    expect(rows.length).toBe(total + 1); // a heading row, then one row per stay

    const mine = await ok<Page<Progress>>(app, 'GET', '/api/updown/reportExport/list', { token: company });
    expect(mine.data.map((r) => r.id)).toContain(exportId);
  });

  it('the file is its user’s: another user neither sees, follows nor downloads it; a platform user may', async () => {
    const { query } = await largeFilter(company);
    const { exportId } = await ok<Background>(app, 'GET', exportUrl, { token: company, query });
    await finished(company, exportId);
    for (const user of ['company_b', 'operator_a', 'finance_a']) {
      const other = await signIn(app, user);
      const dl = await call(app, 'GET', '/api/updown/reportExport/download', { token: other, query: { exportId } });
      expect(dl.status, user).toBe(404);
      expect(String(dl.headers['content-type'])).toContain('application/json');
      const progress = await call(app, 'GET', '/api/updown/reportExport/progress', {
        token: other,
        query: { exportId },
      });
      expect(progress.status, user).toBe(404);
      const list = await ok<Page<Progress>>(app, 'GET', '/api/updown/reportExport/list', { token: other });
      expect(list.data.map((r) => r.id)).not.toContain(exportId);
      const del = await call(app, 'POST', '/api/updown/static/deleteParkingReport', {
        token: other,
        query: { ids: exportId },
      });
      expect(del.status, user).toBe(404);
    }
    const admin = await signIn(app, 'admin');
    const dl = await call(app, 'GET', '/api/updown/reportExport/download', { token: admin, query: { exportId } });
    expect(dl.status).toBe(200);
  });

  it('deleteParkingReport deletes a finished export: its file and its row', async () => {
    const { query } = await largeFilter(company);
    const { exportId } = await ok<Background>(app, 'GET', exportUrl, { token: company, query });
    await finished(company, exportId);
    const before = readdirSync(join(dataDir, 'exports')).length;
    await ok(app, 'POST', '/api/updown/static/deleteParkingReport', { token: company, query: { ids: exportId } });
    expect(readdirSync(join(dataDir, 'exports')).length).toBe(before - 1);
    const gone = await call(app, 'GET', '/api/updown/reportExport/progress', { token: company, query: { exportId } });
    expect(gone.status).toBe(404);
    const list = await ok<Page<Progress>>(app, 'GET', '/api/updown/reportExport/list', { token: company });
    expect(list.data.map((r) => r.id)).not.toContain(exportId);
    const again = await call(app, 'POST', '/api/updown/static/deleteParkingReport', {
      token: company,
      query: { ids: exportId },
    });
    expect(again.status).toBe(404);
  });

  it('a small export still streams its file at once and leaves no background export', async () => {
    const operator = await signIn(app, 'operator_a');
    const page = await ok<Page>(app, 'GET', listUrl, { token: operator, query: { size: 1, state: 1 } });
    expect(page.total).toBeLessThanOrEqual(threshold);
    const before = await ok<Page<Progress>>(app, 'GET', '/api/updown/reportExport/list', { token: operator });
    const res = await call(app, 'GET', exportUrl, { token: operator, query: { state: 1 } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    expect((await sheetRows(res.raw)).length).toBe(page.total + 1);
    const after = await ok<Page<Progress>>(app, 'GET', '/api/updown/reportExport/list', { token: operator });
    expect(after.total).toBe(before.total);
  });

  it('an export not finished cannot be downloaded, and an unknown one is not found', async () => {
    const res = await call(app, 'GET', '/api/updown/reportExport/download', {
      token: company,
      query: { exportId: 999999 },
    });
    expect(res.status).toBe(404);
    const bad = await call(app, 'GET', '/api/updown/reportExport/progress', {
      token: company,
      query: { exportId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('exportId');
    expect(existsSync(join(dataDir, 'exports'))).toBe(true);
  });
});
