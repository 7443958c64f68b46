import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../platform/auth/access';
import type { Tx } from '../platform/context';
import type { Db } from './connection';

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

/**
 * Runs a statement the gate sends on every plate read under a name of its text, so that each PostgreSQL
 * connection parses and plans it once rather than every time (planning costs more than running these).
 * PGlite ignores the name.
 */
export async function executeNamed<R>(db: Db | Tx, query: SQL): Promise<R[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (!name && names.size < maxNames) {
    name = `hot_${names.size + 1}`;
    names.set(built.sql, name);
  }
  return rowsOf<R>(await session.prepareQuery(built, undefined, name, false).execute());
}
