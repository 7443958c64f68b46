import {
  allFields,
  type DictField,
  dictValueType,
  type Field,
  type FieldsOf,
  inOutRecordResource,
  type JsonField,
  type PartialIndex,
  type ResourceDef,
} from '@parking/resources';
import { type $Type, type BuildColumns, type HasDefault, type NotNull, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  type IndexBuilder,
  index,
  integer,
  jsonb,
  numeric,
  type PgBigInt53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgNumericBuilderInitial,
  type PgTableWithColumns,
  type PgTimestampBuilderInitial,
  type PgVarcharBuilderInitial,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { currentActor } from './actor';
import { insideMasksIndex } from './plate-masks';

export const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// The types below mirror `column` and `resourceTable`: what a declared field becomes as a column.

type TextBuilder = PgVarcharBuilderInitial<'', [string, ...string[]], number | undefined>;
type DictBuilder<D extends DictField['dict']> = [D['values'][keyof D['values']]] extends [number]
  ? $Type<PgIntegerBuilderInitial<''>, D['values'][keyof D['values']]>
  : $Type<TextBuilder, D['values'][keyof D['values']]>;

type BaseBuilder<F extends Field> = F extends { kind: 'text' | 'phone' | 'plate' }
  ? TextBuilder
  : F extends { kind: 'int' }
    ? PgIntegerBuilderInitial<''>
    : F extends { kind: 'money' | 'ref' }
      ? PgBigInt53BuilderInitial<''>
      : F extends { kind: 'bool' }
        ? PgBooleanBuilderInitial<''>
        : F extends { kind: 'dict'; dict: infer D extends DictField['dict'] }
          ? DictBuilder<D>
          : F extends { kind: 'datetime' }
            ? PgTimestampBuilderInitial<''>
            : F extends { kind: 'date' }
              ? PgDateStringBuilderInitial<''>
              : F extends { kind: 'decimal' }
                ? PgNumericBuilderInitial<''>
                : F extends JsonField<infer T>
                  ? $Type<PgJsonbBuilderInitial<''>, T>
                  : never;

type WithDefault<B extends PgColumnBuilderBase, F> = F extends { default: string | number | boolean }
  ? HasDefault<B>
  : B;
type ColumnBuilderOf<F extends Field> = F extends { required: true } | { stored: true }
  ? WithDefault<NotNull<BaseBuilder<F>>, F>
  : WithDefault<BaseBuilder<F>, F>;

const writer = () => currentActor() ?? sql`null`;
const stampColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: bigint('created_by', { mode: 'number' }).$defaultFn(writer),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: bigint('updated_by', { mode: 'number' }).$defaultFn(writer).$onUpdate(writer),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  deletedBy: bigint('deleted_by', { mode: 'number' }),
});
const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** The column builders of a declaration, as a type. */
export type ColumnsOf<D extends ResourceDef> = { id: ReturnType<typeof idColumn> } & {
  [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends Field ? ColumnBuilderOf<FieldsOf<D>[K]> : never;
} & ReturnType<typeof stampColumns>;

/**
 * The table of a declaration, typed from it: `tableOf(parkResource).parkName` is a varchar column, and rows
 * read from it carry each field's type (a required field is never null, a dictionary field holds its values).
 */
export type ResourceTable<D extends ResourceDef = ResourceDef> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ColumnsOf<D>, 'pg'>;
  dialect: 'pg';
}>;

/** A stored row of a declaration, as the query builder reads it. */
export type RowOf<D extends ResourceDef> = ResourceTable<D>['$inferSelect'];
/** What inserting a row of a declaration takes. */
export type NewRowOf<D extends ResourceDef> = ResourceTable<D>['$inferInsert'];

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
      return dictValueType(field.dict) === 'int' ? integer(name) : varchar(name, { length: 40 });
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
export function resourceTable<D extends ResourceDef>(def: D): ResourceTable<D> {
  const fields: Record<string, Field> = allFields(def);
  const columns: Record<string, PgColumnBuilderBase> = { id: idColumn() };
  for (const [key, field] of Object.entries(fields)) {
    // biome-ignore lint/suspicious/noExplicitAny: builders differ per kind; the declaration decides
    let c = column(key, field) as any;
    if (field.required || field.stored) c = c.notNull();
    if ('default' in field && field.default !== undefined) c = c.default(field.default);
    columns[key] = c;
  }
  Object.assign(columns, stampColumns());
  const table = pgTable(def.table, columns, (t) => {
    const c = t as Record<string, Parameters<ReturnType<typeof index>['on']>[0]>;
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
    const plain = withoutPrefixes(specs).map((spec) =>
      (spec.unique ? uniqueIndex(spec.name) : index(spec.name))
        .on(...(spec.keys.map((k) => c[k]) as [never]))
        .where(live),
    );
    const partial = (def.partialIndexes ?? []).map((p) =>
      index(`${def.table}_${p.name}_idx`)
        .on(...(p.keys.map((k) => c[k]) as [never]))
        .where(sql.join([live, ...Object.entries(p.where).map(([k, v]) => partialCondition(snake(k), v))], sql` and `)),
    );
    return [...plain, ...partial, ...(expressionIndexes[def.table] ?? []).map((make) => make(def.table))];
  });
  return table as unknown as ResourceTable<D>;
}

// indexes over expressions, which the declarations (shared with the console) do not speak of
const expressionIndexes: Record<string, ((table: string) => IndexBuilder)[]> = {
  [inOutRecordResource.table]: [insideMasksIndex],
};

/** One condition of a partial index, on a column and a constant of the declaration (never user input). */
function partialCondition(column: string, v: PartialIndex['where'][string]): SQL {
  const name = sql.identifier(column);
  if (v === null) return sql`${name} is null`;
  if (v === 'notNull') return sql`${name} is not null`;
  if (typeof v === 'number') return sql`${name} = ${sql.raw(String(Math.trunc(v)))}`;
  return sql`${name} in (${sql.raw(v.map((x) => String(Math.trunc(x))).join(', '))})`;
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
