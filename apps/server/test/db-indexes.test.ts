import { resources } from '@parking/resources';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { withoutPrefixes } from '../src/db/resource-table';
import { tableOf } from '../src/db/schema';

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
      }));
      const redundant = indexes.filter(
        (a) =>
          !a.unique &&
          indexes.some((b) => b !== a && b.keys.length >= a.keys.length && a.keys.every((k, n) => b.keys[n] === k)),
      );
      expect(redundant.map((i) => i.name)).toEqual([]);
    });
  }

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
