import { Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from './connection';

type Query = { sql: string; params: unknown[] };
type Internals = {
  dialect: { sqlToQuery(query: SQL): Query };
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): {
      execute(): Promise<unknown>;
    };
  };
};

const names = new Map<string, string>();
const maxNames = 200;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < maxNames) {
    name = `hot_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

function run<R>(db: Db | Tx, query: Query, name: string | undefined): Promise<R[]> {
  const { session } = db as unknown as Internals;
  return session
    .prepareQuery(query, undefined, name, false)
    .execute()
    .then((r) => rowsOf<R>(r));
}

/**
 * Runs a statement the gate sends on every plate read under a name of its text, so that each PostgreSQL
 * connection parses and plans it once rather than every time (planning costs more than running these).
 * PGlite ignores the name.
 */
export async function executeNamed<R>(db: Db | Tx, query: SQL): Promise<R[]> {
  const built = (db as unknown as Internals).dialect.sqlToQuery(query);
  return run<R>(db, built, nameOf(built.sql));
}

/**
 * Runs a statement unnamed and answers its rows as the driver reads them, by column name, without the
 * query builder's mapping of every field (decode them with `rowOfJson` or `driverRowSerializer`).
 */
export async function executeRaw<R>(db: Db | Tx, query: SQL): Promise<R[]> {
  return run<R>(db, (db as unknown as Internals).dialect.sqlToQuery(query), undefined);
}

type Filler = (values: Record<string, unknown>) => unknown;

/**
 * A statement the gate sends on every batch of reads, built once: its values are given at each run by
 * name (`sql.placeholder`), so building it costs nothing after the first time.
 */
export class Statement<V extends Record<string, unknown>> {
  private built: { sql: string; name: string | undefined; fill: Filler[] } | null = null;

  constructor(private readonly build: (value: (name: keyof V & string) => SQL) => SQL) {}

  run<R>(db: Db | Tx, values: V): Promise<R[]> {
    if (!this.built) {
      const query = (db as unknown as Internals).dialect.sqlToQuery(
        this.build((name) => sql`${sql.placeholder(name)}`),
      );
      const fill = query.params.map((p): Filler => {
        if (p instanceof Placeholder) return (v) => v[p.name];
        if (p instanceof Param && p.value instanceof Placeholder) {
          const { encoder, value } = p as Param<Placeholder> & { encoder: { mapToDriverValue(v: unknown): unknown } };
          return (v) => encoder.mapToDriverValue(v[value.name]);
        }
        return () => p;
      });
      this.built = { sql: query.sql, name: nameOf(query.sql), fill };
    }
    const { sql: text, name, fill } = this.built;
    return run<R>(db, { sql: text, params: fill.map((f) => f(values)) }, name);
  }
}
