import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { migrate, openDatabase } from '../../src/db/connection';
import { ensureSeeded } from '../../src/seed/seed';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/** Migrates and seeds one database; every test file then starts from a copy of it. */
async function prepare(databaseUrl: string | undefined, pglite?: PGlite) {
  const database = await openDatabase({ databaseUrl, pglite });
  await migrate(database);
  const app = await buildApp(testConfig(), database, { logger: false });
  await ensureSeeded(app.context);
  await app.fastify.close();
  return database;
}

const adminUrl = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'parking-test-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `parking_test_tpl_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await prepare(adminUrl(url, template));
    await database.close();
    await admin.query(`alter database "${template}" with is_template true`);
    project.provide('pgTemplate', template);
    cleanups.push(async () => {
      // only the databases this run made; the other test project's template is dropped by its own clean-up
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2 and not datistemplate',
        [`parking_test_%_${process.pid}_%`, template],
      );
      for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
      await admin.query(`alter database "${template}" with is_template false`);
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    });
  } else {
    const client = await PGlite.create();
    await prepare(undefined, client);
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('pgliteTemplate', file);
  }
  project.provide('pgTemplate', project.getProvidedContext().pgTemplate ?? '');
  return async () => {
    for (const c of cleanups) {
      try {
        await c();
      } catch (err) {
        console.error('test clean-up failed:', err);
      }
    }
  };
}
