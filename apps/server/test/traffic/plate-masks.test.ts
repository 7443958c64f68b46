import { inOutRecordResource, stayState } from '@parking/resources';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRaw } from '../../src/db/named-statement';
import { insideSharingMask, masksOf, plateMasks } from '../../src/db/plate-masks';
import { tableOf } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('the masks that find a misread plate among the cars inside', () => {
  it('are the same whether PostgreSQL makes them for the index or the gate makes them for a read', async () => {
    for (const plate of ['沪A12345', '粤BD12345', 'WJ1234567', '无牌车', 'A']) {
      const [row] = await executeRaw<{ masks: string[] }>(
        app.database.db,
        sql`select ${plateMasks(sql`${7}::bigint`, sql`${plate}::text`)} as masks`,
      );
      expect(row?.masks).toEqual(masksOf(7, plate));
    }
    expect(masksOf(7, '沪A1')).toEqual(['7:_A1', '7:沪_1', '7:沪A_']);
  });

  it('are searched through their index in a park with thousands of cars inside', async () => {
    const db = app.database.db;
    const [one] = await executeRaw<{ id: number; park_id: number }>(
      db,
      sql`select id, park_id from park_io_record limit 1`,
    );
    if (!one) throw new Error('the demo has no stays');
    const columns = getTableConfig(tableOf(inOutRecordResource))
      .columns.map((c) => c.name)
      .filter((c) => c !== 'id');
    const values: Record<string, string> = {
      plate_number: `'沪Z' || lpad(g::text, 5, '0')`,
      state: String(stayState.values.inside),
      deleted_at: 'null',
    };
    await executeRaw(
      db,
      sql`insert into park_io_record (${sql.raw(columns.map((c) => `"${c}"`).join(', '))})
        select ${sql.raw(columns.map((c) => values[c] ?? `"${c}"`).join(', '))}
        from park_io_record, generate_series(1, 5000) g where id = ${one.id}`,
    );
    await executeRaw(db, sql`analyze park_io_record`);
    const plan = await executeRaw<{ 'QUERY PLAN': string }>(
      db,
      sql`explain select id from park_io_record
        where ${insideSharingMask(sql`${sql.param(masksOf(one.park_id, '沪Z00017'))}::text[]`)}
          and plate_number <> '沪Z00017'`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('park_io_record_inside_plate_masks_idx');
  });
});
