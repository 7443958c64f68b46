import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('planner statistics after a fresh start', () => {
  it('every table the demo filled is known to the planner by its size, so the gate plans with its indexes', async () => {
    const tables = await app.database.query<{ name: string; estimated: number }>(
      `select c.relname as name, c.reltuples::float8 as estimated from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const filled: string[] = [];
    for (const t of tables) {
      const [row] = await app.database.query<{ n: number }>(`select count(*)::int as n from "${t.name}"`);
      if (Number(row?.n) > 0) filled.push(t.name);
    }
    expect(filled).toEqual(expect.arrayContaining(['park_io_record', 'park_order', 'pay_record']));
    const unknown = tables.filter((t) => filled.includes(t.name) && t.estimated < 0).map((t) => t.name);
    expect(unknown).toEqual([]);
  });
});
