import { formatLocalDateTime } from '@parking/domain';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { call, type TestApp } from '../../support/test-app';
import type { Page, Row } from '../../system/helpers';

export const zone = 'Asia/Shanghai';

/** A local time `minutes` from a fixed moment, so that differences between times are exact. */
export const timeFrom = (base: number) => (minutes: number) =>
  formatLocalDateTime(new Date(base + minutes * 60_000), zone);

/** One page of a report call that must succeed. */
export async function page<T = Row>(
  app: TestApp,
  token: string,
  url: string,
  query: Record<string, unknown> = {},
): Promise<Page<T> & { sum?: Record<string, unknown> }> {
  const res = await call<Page<T> & { sum?: Record<string, unknown> }>(app, 'GET', `/api/updown/static/${url}`, {
    token,
    query: { size: 100, ...query },
  });
  expect(res.status, `${url}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
}

/** The data rows of an export (the sheet's rows after its heading), as the cells' values. */
export async function exported(
  app: TestApp,
  token: string,
  url: string,
  query: Record<string, unknown> = {},
): Promise<{ headings: unknown[]; rows: unknown[][] }> {
  const res = await call(app, 'GET', `/api/updown/static/${url}`, { token, query, lang: 'zh' });
  expect(res.status, `${url}: ${res.body?.msg}`).toBe(200);
  expect(String(res.headers['content-type'])).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw as never);
  const all: unknown[][] = [];
  book.worksheets[0]?.eachRow((r) => all.push((r.values as unknown[]).slice(1)));
  const [headings = [], ...rows] = all;
  return { headings, rows };
}

/** The export holds as many data rows as the page call says the same filters select, and answers that count. */
export async function exportMatches(
  app: TestApp,
  token: string,
  listUrl: string,
  exportUrl: string,
  query: Record<string, unknown>,
): Promise<number> {
  const { total } = await page(app, token, listUrl, query);
  const file = await exported(app, token, exportUrl, query);
  expect(file.rows.length, `${exportUrl} rows`).toBe(total);
  return total;
}

/** A column of an exported sheet by its heading. */
export const column = (file: { headings: unknown[]; rows: unknown[][] }, heading: string) => {
  const i = file.headings.indexOf(heading);
  expect(i, `heading ${heading} in ${file.headings.join(', ')}`).toBeGreaterThanOrEqual(0);
  return file.rows.map((r) => r[i]);
};
