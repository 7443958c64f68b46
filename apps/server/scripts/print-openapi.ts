// Prints the OpenAPI document of every call the server answers, built from the same route table
// that serves and validates requests. No database is opened.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/connection';

const refuse = (): never => {
  throw new Error('the OpenAPI document needs no database');
};
const unused = {
  kind: 'pglite',
  db: new Proxy({}, { get: refuse }),
  query: refuse,
  close: async () => {},
} as unknown as Database;
const config = loadConfig({ ...process.env, TOKEN_SECRET: 'openapi-document-only', LOG_LEVEL: 'silent' });
const app = await buildApp(config, unused, { logger: false });
await app.fastify.ready();
process.stdout.write(`${JSON.stringify(app.fastify.swagger(), null, 2)}\n`);
await app.fastify.close();
