import { resources } from '@parking/resources';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { withoutPrefixes } from '../src/db/resource-table';
import { tableOf } from '../src/db/schema';

const dialect = new PgDialect();
// the rows an index holds: only indexes of the same rows can stand in for one another
const rowsOf = (idx: ReturnType<typeof getTableConfig>['indexes'][number]) =>
  idx.config.where ? dialect.sqlToQuery(idx.config.where).sql : '';

const columnsOf = (idx: ReturnType<typeof getTableConfig>['indexes'][number]) =>
  idx.config.columns.map((c) => ('name' in c ? c.name : String(c)));

describe('indexes of the declared tables', () => {
  for (const def of resources) {
    const table = tableOf(def);
    const module = def.module;
    it(`${module}: no plain index repeats the first columns of another`, () => {
      const indexes = getTableConfig(table).indexes.map((i) => ({
        name: i.config.name,
        keys: columnsOf(i),
        unique: i.config.unique,
        rows: rowsOf(i),
      }));
      const redundant = indexes.filter(
        (a) =>
          !a.unique &&
          indexes.some(
            (b) =>
              b !== a && b.rows === a.rows && b.keys.length >= a.keys.length && a.keys.every((k, n) => b.keys[n] === k),
          ),
      );
      expect(redundant.map((i) => i.name)).toEqual([]);
    });
  }

  it('builds a partial index over the few rows its declaration names', () => {
    const stays = getTableConfig(tableOf(resources.find((d) => d.table === 'park_io_record') as never));
    const escaped = stays.indexes.find((i) => i.config.name === 'park_io_record_escaped_out_time_idx');
    expect(escaped && columnsOf(escaped)).toEqual(['out_time']);
    expect(escaped && rowsOf(escaped)).toBe('deleted_at is null and "state" = 4');
    const orders = getTableConfig(tableOf(resources.find((d) => d.table === 'park_order') as never));
    const unpaid = orders.indexes.find((i) => i.config.name === 'park_order_unpaid_idx');
    expect(unpaid && rowsOf(unpaid)).toBe('deleted_at is null and "state" = 0');
  });

  it('keeps unique indexes and the longer of two that start alike', () => {
    const kept = withoutPrefixes([
      { name: 'park', keys: ['parkId'], unique: false },
      { name: 'park_time', keys: ['parkId', 'inTime'], unique: false },
      { name: 'code', keys: ['companyId', 'code'], unique: true },
      { name: 'company', keys: ['companyId'], unique: false },
      { name: 'gate', keys: ['gateId'], unique: false },
      { name: 'gate_again', keys: ['gateId'], unique: false },
    ]);
    expect(kept.map((s) => s.name)).toEqual(['park_time', 'code', 'gate_again']);
  });
});
