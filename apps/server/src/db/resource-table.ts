import { allFields, dictByCodeValueType, type Field, type ResourceDef } from '@parking/resources';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function column(key: string, field: Field): PgColumnBuilderBase {
  const name = snake(key);
  switch (field.kind) {
    case 'text':
      // secrets are stored hashed, longer than what the user typed
      return field.max > 2000 || field.secret ? text(name) : varchar(name, { length: field.max });
    case 'phone':
      return varchar(name, { length: 20 });
    case 'plate':
      return varchar(name, { length: 16 });
    case 'int':
      return integer(name);
    case 'money':
      return bigint(name, { mode: 'number' });
    case 'bool':
      return boolean(name);
    case 'dict':
      return dictByCodeValueType(field.dict) === 'int' ? integer(name) : varchar(name, { length: 40 });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'date':
      return date(name, { mode: 'string' });
    case 'decimal':
      return numeric(name, { precision: 18, scale: field.scale });
    case 'ref':
      return bigint(name, { mode: 'number' });
    case 'json':
      return jsonb(name);
  }
}

/** The table of a resource: its fields, scope columns, and who and when created, changed and removed it. */
export function resourceTable(def: ResourceDef): ResourceTable {
  const fields = allFields(def);
  const columns: Record<string, PgColumnBuilderBase> = {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  };
  for (const [key, field] of Object.entries(fields)) {
    // biome-ignore lint/suspicious/noExplicitAny: builders differ per kind; the declaration decides
    let c = column(key, field) as any;
    if (field.required && !(key === 'companyId' && def.platformRows)) c = c.notNull();
    if ('default' in field && field.default !== undefined) c = c.default(field.default);
    columns[key] = c;
  }
  Object.assign(columns, {
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: bigint('deleted_by', { mode: 'number' }),
  });
  return pgTable(def.table, columns, (t) => {
    // biome-ignore lint/suspicious/noExplicitAny: see ResourceTable
    const c = t as Record<string, any>;
    // every engine query reads live rows only, so indexes need not hold removed ones
    const live = sql`deleted_at is null`;
    const specs: IndexSpec[] = [];
    const hasCompany = 'companyId' in fields;
    if (hasCompany) specs.push({ name: `${def.table}_company_idx`, keys: ['companyId'], unique: false });
    if ('parkId' in fields && def.scope === 'park')
      specs.push({ name: `${def.table}_park_idx`, keys: ['parkId'], unique: false });
    for (const [key, field] of Object.entries(fields)) {
      if (field.unique) {
        const keys = hasCompany && field.unique !== 'global' ? ['companyId', key] : [key];
        specs.push({ name: `${def.table}_${snake(key)}_uq`, keys, unique: true });
      } else if (field.index || (field.kind === 'ref' && key !== 'companyId' && key !== 'parkId')) {
        specs.push({ name: `${def.table}_${snake(key)}_idx`, keys: [key], unique: false });
      }
    }
    for (const keys of def.indexes ?? []) {
      specs.push({ name: `${def.table}_${keys.map(snake).join('_')}_idx`, keys, unique: false });
    }
    const out = withoutPrefixes(specs).map((spec) =>
      (spec.unique ? uniqueIndex(spec.name) : index(spec.name))
        .on(...(spec.keys.map((k) => c[k]) as [never]))
        .where(live),
    );
    return out;
  });
}

type IndexSpec = { name: string; keys: string[]; unique: boolean };

/**
 * An index whose columns begin another index's is left out: the longer one answers the same lookups, and
 * every insert and every update of an indexed column pays for each index of the table.
 */
export function withoutPrefixes(specs: IndexSpec[]): IndexSpec[] {
  const startsWith = (long: string[], short: string[]) => short.every((k, i) => long[i] === k);
  return specs.filter(
    (spec, i) =>
      spec.unique ||
      !specs.some(
        (other, j) =>
          j !== i &&
          startsWith(other.keys, spec.keys) &&
          (other.keys.length > spec.keys.length || other.unique || j > i),
      ),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: columns come from declarations, known only at run time
export type ResourceTable = PgTableWithColumns<any>;
