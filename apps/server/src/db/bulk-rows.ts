import { getTableColumns, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Many rows in one statement whose text does not depend on how many: each column travels as one array
// (a placeholder of a `Statement`) and `unnest` turns the arrays back into rows.

type Values = Record<string, unknown>;
/** The statement's placeholder of that name. */
export type ValueOf = (name: string) => SQL;
/** Columns of a table given as arrays under placeholders `${name}.${key}`. */
export type RowColumns = { table: PgTable; keys: string[]; name: string };

const columnOf = (table: PgTable, key: string): PgColumn => {
  const c = getTableColumns(table)[key];
  if (!c) throw new Error(`no column ${key}`);
  return c;
};

const arrays = ({ table, keys, name }: RowColumns, value: ValueOf) =>
  keys.map((key) => {
    const c = columnOf(table, key);
    return { c, param: sql`${value(`${name}.${key}`)}::${sql.raw(c.getSQLType())}[]` };
  });

/** The placeholders' values for these rows; an insert's row without a value gets the declared default. */
export function rowArrays({ table, keys, name }: RowColumns, rows: Values[], forInsert = false): Values {
  const out: Values = {};
  for (const key of keys) {
    const c = columnOf(table, key);
    const fallback = forInsert && c.default !== undefined && !(c.default instanceof SQL) ? c.default : null;
    out[`${name}.${key}`] = rows.map((r) => {
      const v = r[key] ?? fallback;
      return v == null ? null : c.mapToDriverValue(v);
    });
  }
  return out;
}

/** `insert into table (keys) select * from unnest(...)`, for a CTE of a larger statement. */
export function insertRowsSql(columns: RowColumns, value: ValueOf): SQL {
  const cols = arrays(columns, value);
  return sql`insert into ${columns.table} (${sql.join(
    cols.map(({ c }) => sql.identifier(c.name)),
    sql`, `,
  )}) select * from unnest(${sql.join(
    cols.map((a) => a.param),
    sql`, `,
  )})`;
}

/**
 * Updates rows by `id` (the first key), each with its own values; a null value leaves the column as it
 * is. `where` narrows further. The ids are also given as a list, so the rows are found by their key
 * however small the table looked when the plan was made.
 */
export function updateRowsSql(columns: RowColumns, value: ValueOf, where?: SQL): SQL {
  const { table } = columns;
  const cols = arrays(columns, value);
  const names = cols.map(({ c }) => sql.identifier(c.name));
  const sets = cols
    .slice(1)
    .map(
      ({ c }) =>
        sql`${sql.identifier(c.name)} = coalesce(v.${sql.identifier(c.name)}, ${table}.${sql.identifier(c.name)})`,
    );
  return sql`update ${table} set ${sql.join(sets, sql`, `)}
    from unnest(${sql.join(
      cols.map((a) => a.param),
      sql`, `,
    )}) as v(${sql.join(names, sql`, `)})
    where ${table}.id = v.id and ${table}.id = any(${cols[0]?.param}) ${where ? sql`and ${where}` : sql``}`;
}

/** A row read as `to_jsonb(table.*)` or as the driver gives it (by column name), as the query builder would return it. */
export function rowOfJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'];
export function rowOfJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown> | null | undefined,
): T['$inferSelect'] | null;
export function rowOfJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown> | null | undefined,
): T['$inferSelect'] | null {
  if (!json) return null;
  const row: Values = {};
  for (const [key, c] of columnEntries(table)) row[key] = driverValue(c, json);
  return row as T['$inferSelect'];
}

/** A column's value in a row as the driver read it (by column name), as the query builder would give it. */
export function driverValue(c: PgColumn, row: Record<string, unknown>): unknown {
  const v = row[c.name];
  return v == null ? null : c.mapFromDriverValue(v);
}

const entries = new WeakMap<PgTable, [string, PgColumn][]>();

function columnEntries(table: PgTable): [string, PgColumn][] {
  let known = entries.get(table);
  if (!known) {
    known = Object.entries(getTableColumns(table));
    entries.set(table, known);
  }
  return known;
}
