import { expect } from 'vitest';
import { call, type TestApp } from '../support/test-app';

export type Row = Record<string, unknown> & { id: number };
export type Page<T = Row> = { total: number; data: T[]; current: number; size: number };

/** Answers the data of a call that must succeed. */
export async function ok<T>(app: TestApp, method: string, url: string, o: Parameters<typeof call>[3] = {}): Promise<T> {
  const res = await call<T>(app, method, url, o);
  expect(res.status, `${method} ${url}: ${res.body?.msg}`).toBe(200);
  return res.body.data;
}

export async function rows(app: TestApp, token: string, url: string, query: Record<string, unknown> = {}) {
  return (await ok<Page>(app, 'GET', url, { token, query: { size: 1000, ...query } })).data;
}

export async function idOf(app: TestApp, token: string, url: string, query: Record<string, unknown>): Promise<number> {
  const [row] = await rows(app, token, url, query);
  if (!row) throw new Error(`no row at ${url} for ${JSON.stringify(query)}`);
  return row.id;
}

export const menuIdsByKey = async (app: TestApp, token: string) => {
  const menus = await rows(app, token, '/api/updown/sysAdminMenu/list');
  return (key: string) => {
    const m = menus.find((r) => r.code === key || r.path === key);
    if (!m) throw new Error(`no menu ${key}`);
    return m.id;
  };
};

export async function count(app: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await app.database.query<{ n: string | number }>(sql, params);
  return Number(row?.n ?? 0);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the check holds, or fails after the time-out. */
export async function until(check: () => Promise<boolean>, timeoutMs = 8000, everyMs = 100): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error('condition not met in time');
}
