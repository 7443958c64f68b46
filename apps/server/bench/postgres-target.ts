import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type PostgresTarget = { databaseUrl: string; name: string; drop: () => Promise<void> };

const localServerUrls = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/test'];

async function connect(url: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {
    // a dropped admin connection only matters when dropping the database, which reports it
  });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/**
 * Creates a database of our own on the server of DATABASE_URL, or else on a local server that
 * trusts `postgres`; null when there is no local server. Only this database is ever dropped.
 */
export async function createPostgresTarget(): Promise<PostgresTarget | null> {
  const candidates = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : localServerUrls;
  for (const url of candidates) {
    const admin = await connect(url);
    if (!admin) continue;
    const name = `parking_bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return {
      databaseUrl: databaseUrl.toString(),
      name,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  if (process.env.DATABASE_URL) throw new Error('DATABASE_URL is set but its server does not answer');
  return null;
}

type DatabaseLabel = 'PostgreSQL' | 'PGlite';

/**
 * Runs a benchmark on a PostgreSQL database of its own (dropped after) when a server answers, then on a
 * temporary PGlite folder, and gathers what both measured. BENCH_DATABASES=postgres or =pglite runs one.
 */
export async function onBothDatabases<M>(
  what: string,
  bench: (label: DatabaseLabel, databaseUrl: string | undefined) => Promise<M[]>,
): Promise<M[]> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const measured: M[] = [];
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  const postgres = only === 'pglite' ? null : await createPostgresTarget();
  if (postgres) {
    log(`${what}, PostgreSQL: own database ${postgres.name}`);
    try {
      measured.push(...(await bench('PostgreSQL', postgres.databaseUrl)));
    } finally {
      await postgres.drop();
    }
  } else {
    log(`${what}: no DATABASE_URL and nothing answers on 127.0.0.1:5432; measuring PGlite only`);
  }
  if (only === 'postgres') return measured;
  log(`${what}, PGlite: temporary data folder`);
  measured.push(...(await bench('PGlite', undefined)));
  return measured;
}
