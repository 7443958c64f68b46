import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/connection';
import { adminPassword, clientId, clientSecret, testConfig } from './test-config';

export type TestApp = App & { database: Database; close: () => Promise<void> };

let counter = 0;

/** A server on its own copy of the seeded database: PGlite by default, PostgreSQL with DATABASE_URL. */
export async function createTestApp(
  opts: { before?: (app: App) => void; config?: Partial<Config> } = {},
): Promise<TestApp> {
  let database: Database;
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `parking_test_${counter++}_${process.ppid}_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: u.toString(), poolSize: 5 });
    const close = database.close;
    database.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    };
  } else {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ loadDataDir: blob });
    database = await openDatabase({ pglite: client });
  }
  const app = await buildApp({ ...testConfig(), ...opts.config }, database, { logger: false });
  opts.before?.(app);
  await app.fastify.ready();
  return {
    ...app,
    database,
    close: async () => {
      await app.fastify.close();
      await database.close();
    },
  };
}

export const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

export const passwords: Record<string, string> = {
  admin: adminPassword,
  company_a: 'Demo@2026',
  company_b: 'Demo@2026',
  operator_a: 'Demo@2026',
  finance_a: 'Demo@2026',
  merchant_a: 'Demo@2026',
};

export type Answer<T = unknown> = {
  status: number;
  body: { code: number; success: boolean; msg: string; data: T };
  headers: Record<string, unknown>;
  raw: Buffer;
};

export type CallOptions = {
  token?: string | null;
  query?: Record<string, unknown>;
  body?: unknown;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
};

export async function call<T = unknown>(
  app: TestApp,
  method: string,
  url: string,
  o: CallOptions = {},
): Promise<Answer<T>> {
  const res = await app.fastify.inject({
    method: method as 'GET',
    url,
    query: o.query ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) : undefined,
    payload: o.body as never,
    headers: {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      'accept-language': o.lang ?? 'en',
      ...o.headers,
    },
  });
  let body: Answer<T>['body'];
  try {
    body = res.json();
  } catch {
    body = undefined as never;
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

export async function signIn(app: TestApp, username: string, password = passwords[username] ?? ''): Promise<string> {
  const res = await call<{ accessToken: string }>(app, 'POST', '/api/api-uaa/oauth/user/token', {
    body: { username, password },
    headers: { authorization: basic },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.body?.msg}`);
  return res.body.data.accessToken;
}
