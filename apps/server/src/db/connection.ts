import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../platform/server-root';

/** The database, or a transaction of it: what reading code takes. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
/** A transaction: code that locks rows or writes several of them takes this, so it cannot be given the bare database. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

/** node-postgres answers `execute` with { rows }, PGlite likewise; both are read the same way. */
export const rowsOf = <R>(result: unknown): R[] =>
  Array.isArray(result) ? (result as R[]) : ((result as { rows: R[] }).rows ?? []);

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Runs plain SQL with bound parameters (used by the benchmark's bare baseline and by tests). */
  query: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
};

export const migrationsFolder = join(serverRoot, 'drizzle');

export type OpenOptions = { databaseUrl?: string | undefined; dataDir?: string; pglite?: PGlite; poolSize?: number };

/** Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite in the data folder. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // no JIT: the planner compiles a statement whose whole-period cost is large even when its limit reads a page
    // of it, and compiling (up to a second, measured on the report pages) costs more than running it
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options: '-c jit=off' });
    pool.on('error', () => {
      // an idle client lost its connection; the pool replaces it on next use
    });
    // a client lent out (inside a transaction, between two statements) that loses its connection reports it as
    // an event no one would hear, which ends the process; its next statement fails instead (503), and the pool
    // drops it when it is given back
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = opts.dataDir ? join(opts.dataDir, 'pg') : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir ? { dataDir: dir } : {});
  }
  const c = client;
  const db = drizzlePglite(c) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => c.close(),
    query: async (text, params) => (await c.query(text, params as unknown[])).rows as never,
  };
}

/** Applies the migrations not yet applied; safe to run at every start. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder });
  else await migratePglite(database.db as never, { migrationsFolder });
}

/**
 * Tells PostgreSQL's planner how large the tables have become; run after a bulk load. The gate keeps one
 * plan per connection for its statements, and a plan made while the tables looked empty walks whole
 * indexes once they are not. Autovacuum would catch up only a minute or more later.
 */
export async function refreshPlannerStatistics(database: Database): Promise<void> {
  await database.query('analyze');
}
