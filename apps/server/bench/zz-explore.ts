import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatLocalDateTime } from '@parking/domain';
import { inOutRecordResource, listQuerySchema } from '@parking/resources';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { listRows } from '../src/crud/crud-routes';
import { rowSerializer } from '../src/crud/serialize';
import { migrate, openDatabase } from '../src/db/connection';
import { resolveAccess } from '../src/platform/auth/access';
import { hashToken } from '../src/platform/auth/tokens';
import { parseInput } from '../src/platform/validation';
import { ensureSeeded } from '../src/seed/seed';
import { startBareServer } from './bare-server';
import { runLoad } from './load-client';
import { createPostgresTarget } from './postgres-target';
import { seedRecords } from './seed-records';

const usePg = process.argv[2] === 'pg';
const target = usePg ? await createPostgresTarget() : null;
const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-'));
const config = loadConfig({ DATABASE_URL: target?.databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const app = await buildApp(config, database, { logger: false });
await ensureSeeded(app.context);
await seedRecords(database, Number(process.env.ROWS ?? 1000000), () => {});
const engineUrl = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
const bare = await startBareServer(database, config.timeZone);
const res = await fetch(`${engineUrl}/api/api-uaa/oauth/user/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from('console:console-secret').toString('base64')}`, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Parking@2026' }) });
const token = ((await res.json()) as any).data.accessToken as string;
const day = formatLocalDateTime(new Date(Date.now() - 30 * 86_400_000), config.timeZone).slice(0, 10);
const raw = { parkId: '1', inTimeStart: `${day} 00:00:00`, inTimeEnd: `${day} 23:59:59`, current: '1', size: '20' };
const q = new URLSearchParams(raw);
const def = inOutRecordResource;
const access = await resolveAccess(app.context, token);
const listQuery = listQuerySchema(def);
const parsed = parseInput(listQuery, raw, 'en', 'query', () => undefined) as Record<string, unknown>;

// --- micro: CPU per request of the pieces, in microseconds
const micro = async (name: string, n: number, fn: () => unknown) => {
  for (let i = 0; i < 200; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(`micro ${name}: ${(((performance.now() - t) / n) * 1000).toFixed(1)} µs`);
};
const rows = (await app.context.db.execute(`select * from park_io_record limit 20` as never)) as any;
const page = await listRows(app.context, def, access, parsed);
const dbRows = await import('../src/db/schema').then(({ tableOf }) => app.context.db.select().from(tableOf(def.module)).limit(20));
const serialize = rowSerializer(def, config.timeZone);
await micro('parseInput(listQuery)', 20000, () => parseInput(listQuery, raw, 'en', 'query', () => undefined));
await micro('rowSerializer x20 rows (incl. building it)', 5000, () => dbRows.map(rowSerializer(def, config.timeZone)));
await micro('formatLocalDateTime x1', 20000, () => formatLocalDateTime(new Date(), config.timeZone));
await micro('hashToken', 20000, () => hashToken(app.context.tokenSecret, token));
await micro('JSON.stringify(page)', 20000, () => JSON.stringify(page));
void rows; void serialize;

// --- load variants on node:http, to isolate pieces of the engine
const serve = (handler: (url: URL) => Promise<unknown>) => new Promise<{ url: string; close: () => void }>((resolve) => {
  const server = createServer(async (req, res) => {
    try {
      const body = JSON.stringify({ code: 200, success: true, msg: 'success', data: await handler(new URL(req.url!, 'http://x')) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (e) { res.writeHead(500).end(String(e)); }
  });
  server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => { server.closeAllConnections(); server.close(); } }));
});
// listRows (drizzle + serializer) with access resolved once
const listOnly = await serve(async (u) => listRows(app.context, def, access, parseInput(listQuery, Object.fromEntries(u.searchParams), 'en', 'query', () => undefined) as never));
// token lookup + listRows
const tokenAndList = await serve(async (u) => listRows(app.context, def, await resolveAccess(app.context, token), parseInput(listQuery, Object.fromEntries(u.searchParams), 'en', 'query', () => undefined) as never));
// token lookup only
const tokenOnly = await serve(async () => (await resolveAccess(app.context, token)).userId);

const variants: [string, string, Record<string, string>][] = [
  ['engine (fastify route)', `${engineUrl}/api/updown/parkIORecord/list?${q}`, { authorization: `Bearer ${token}` }],
  ['bare', `${bare.url}/list?${q}`, {}],
  ['node:http + listRows, access cached', `${listOnly.url}/?${q}`, {}],
  ['node:http + resolveAccess + listRows', `${tokenAndList.url}/?${q}`, {}],
  ['node:http + resolveAccess only', `${tokenOnly.url}/?${q}`, {}],
  ['engine /healthz (fastify, no db)', `${engineUrl}/healthz`, {}],
];
const rounds = Number(process.env.ROUNDS ?? 2);
for (let round = 0; round < rounds; round++) {
  for (const [name, url, headers] of variants) {
    await runLoad({ url, headers, clients: 20, seconds: 2 });
    const c0 = process.cpuUsage();
    const r = await runLoad({ url, headers, clients: 20, seconds: Number(process.env.SECS ?? 6) });
    const c = process.cpuUsage(c0);
    console.log(`load ${name}: ${r.perSecond.toFixed(0)} req/s p50 ${r.p50Ms.toFixed(1)} p99 ${r.p99Ms.toFixed(1)} fail ${r.failures}; server-process cpu ${((c.user + c.system) / 1000 / r.requests).toFixed(2)} ms/req`);
  }
}
listOnly.close(); tokenAndList.close(); tokenOnly.close();
await bare.close(); await app.fastify.close(); await database.close(); await target?.drop(); rmSync(dataDir, { recursive: true });
