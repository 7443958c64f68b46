import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { ensureSeeded } from '../src/seed/seed';
import { seedRecords } from './seed-records';

const kind = process.argv[2];
const dir = mkdtempSync(join(tmpdir(), 'scratch-'));
let url: string | undefined;
const admin = new pg.Client('postgres://postgres@127.0.0.1:5432/postgres');
if (kind === 'pg') {
  await admin.connect();
  await admin.query('create database parking_bench_scratch');
  url = 'postgres://postgres@127.0.0.1:5432/parking_bench_scratch';
}
const database = await openDatabase({ databaseUrl: url, dataDir: dir });
await migrate(database);
const app = await buildApp(loadConfig({ DATA_DIR: dir }), database, { logger: false });
await ensureSeeded(app.context);
const t = performance.now();
await seedRecords(database, Number(process.argv[3]), (n) =>
  console.log(n, ((performance.now() - t) / 1000).toFixed(1)),
);
console.log('done', ((performance.now() - t) / 1000).toFixed(1));
console.log(
  await database.query(
    "explain analyze select count(*) from park_io_record where deleted_at is null and park_id = 1 and in_time >= now() - interval '31 days' and in_time <= now() - interval '30 days'",
  ),
);
console.log(
  await database.query('select park_id, count(*), min(in_time), max(in_time) from park_io_record group by 1'),
);
await app.fastify.close();
await database.close();
rmSync(dir, { recursive: true });
if (kind === 'pg') {
  await admin.query('drop database parking_bench_scratch');
  await admin.end();
}
