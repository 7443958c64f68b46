import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatLocalDateTime } from '@parking/domain';
import { buildApp } from '../src/app';
import { defaultAdminPassword, loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { ensureSeeded } from '../src/seed/seed';
import { startBareServer } from './bare-server';
import { type LoadResult, runLoad } from './load-client';
import { onBothDatabases } from './postgres-target';
import { seedRecords } from './seed-records';
import { markdownTable, report } from './summary';

const rowCount = Number(process.env.BENCH_ROWS ?? 1_000_000);
const measureSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 3;
const clients = 20;
const targetRatio = 0.7;
const targetP99Ms = 50;

type Measured = {
  database: string;
  rows: number;
  handler: 'engine' | 'bare';
  result: LoadResult;
  /** CPU of this process (both servers, the pg client, and for PGlite the database) per answered request. */
  cpuMsPerRequest: number;
};

const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function signIn(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/api-uaa/oauth/user/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username: 'admin', password: defaultAdminPassword }),
  });
  const answer = (await res.json()) as { data?: { accessToken?: string }; msg?: string };
  if (!answer.data?.accessToken) throw new Error(`sign-in failed: ${res.status} ${answer.msg}`);
  return answer.data.accessToken;
}

async function fetchPage(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const page = ((await res.json()) as { data: { total: number; data: { id: unknown }[] } }).data;
  const fields = Object.keys(page.data[0] ?? {}).sort();
  return { total: page.total, ids: page.data.map((r) => String(r.id)).join(','), fields };
}

/** Seeds one database, serves the list through the engine and the bare handler, and loads both alike. */
async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<Measured[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-'));
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const closers: (() => Promise<void>)[] = [() => database.close()];
  try {
    await migrate(database);
    const app = await buildApp(config, database, { logger: false });
    closers.unshift(() => app.fastify.close());
    await ensureSeeded(app.context);

    const seedStart = performance.now();
    await seedRecords(database, rowCount, (done) => log(`  ${label}: ${done} rows (${seconds(seedStart)})`));
    log(`  ${label}: seeded ${rowCount} rows in ${seconds(seedStart)}`);

    const engineUrl = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const bare = await startBareServer(database, config.timeZone);
    closers.unshift(() => bare.close());
    const token = await signIn(engineUrl, config.clientId, config.clientSecret);

    const [park] = await database.query<{ id: string | number }>(
      'select id from park where deleted_at is null order by id limit 1',
    );
    const day = formatLocalDateTime(new Date(Date.now() - 30 * 86_400_000), config.timeZone).slice(0, 10);
    const query = new URLSearchParams({
      parkId: String(park?.id),
      inTimeStart: `${day} 00:00:00`,
      inTimeEnd: `${day} 23:59:59`,
      current: '1',
      size: '20',
    });
    const engineJob = {
      url: `${engineUrl}/api/updown/parkIORecord/list?${query}`,
      headers: { authorization: `Bearer ${token}` },
      clients,
      seconds: measureSeconds,
    };
    const bareJob = { ...engineJob, url: `${bare.url}/list?${query}`, headers: {} };

    const enginePage = await fetchPage(engineJob.url, engineJob.headers);
    const barePage = await fetchPage(bareJob.url, bareJob.headers);
    if (enginePage.total !== barePage.total || enginePage.ids !== barePage.ids) {
      throw new Error(`engine and bare answer differently: ${JSON.stringify({ enginePage, barePage })}`);
    }
    log(`  ${label}: park ${park?.id}, day ${day}: ${enginePage.total} rows match, page of 20 alike`);
    log(`  ${label}: fields per row: engine ${enginePage.fields.length}, bare ${barePage.fields.length}`);

    const measured: Measured[] = [];
    for (const [handler, job] of [
      ['engine', engineJob],
      ['bare', bareJob],
    ] as const) {
      await runLoad({ ...job, seconds: warmUpSeconds });
      const cpuBefore = process.cpuUsage();
      const result = await runLoad(job);
      const cpu = process.cpuUsage(cpuBefore);
      if (result.failures > 0) throw new Error(`${label} ${handler}: ${result.failures} requests failed under load`);
      log(`  ${label} ${handler}: ${result.perSecond.toFixed(0)} req/s`);
      const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / result.requests;
      measured.push({ database: label, rows: rowCount, handler, result, cpuMsPerRequest });
    }
    return measured;
  } finally {
    for (const close of closers) await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(measured: Measured[]) {
  const header = ['database', 'rows', 'handler', 'requests/s', 'p50 ms', 'p99 ms', 'engine/bare', 'cpu ms/req'];
  const bareOf = (database: string) => measured.find((m) => m.database === database && m.handler === 'bare');
  const ratioOf = (m: Measured) => m.result.perSecond / (bareOf(m.database)?.result.perSecond ?? Number.NaN);
  const lines = measured.map((m) => [
    m.database,
    m.rows.toLocaleString('en-US'),
    m.handler,
    m.result.perSecond.toFixed(0),
    m.result.p50Ms.toFixed(1),
    m.result.p99Ms.toFixed(1),
    m.handler === 'engine' ? `${ratioOf(m).toFixed(2)}x` : '',
    m.cpuMsPerRequest.toFixed(2),
  ]);
  console.log(markdownTable(header, lines));

  console.log(
    [
      `\n${clients} concurrent clients, ${measureSeconds} s each after a ${warmUpSeconds} s warm-up; the load comes from`,
      'a separate process. cpu ms/req: CPU of the serving process (for PGlite it includes the database) per request;',
      'it varies less than requests/s when other work shares the machine.',
    ].join('\n'),
  );
  const verdict = (holds: boolean) => (holds ? ('holds' as const) : ('MISSED' as const));
  for (const engine of measured.filter((m) => m.handler === 'engine')) {
    const ratio = ratioOf(engine);
    const ratioNote = engine.database === 'PostgreSQL' ? verdict(ratio >= targetRatio) : 'reported only';
    console.log(`${engine.database}: engine >= ${targetRatio}x bare: ${ratio.toFixed(2)}x, ${ratioNote}`);
    const p99 = engine.result.p99Ms;
    const p99Note = engine.database === 'PostgreSQL' ? verdict(p99 < targetP99Ms) : 'reported only';
    console.log(`${engine.database}: engine p99 < ${targetP99Ms} ms: ${p99.toFixed(1)} ms, ${p99Note}`);
    const bare = bareOf(engine.database);
    report({
      bench: 'list',
      what: `${engine.database} requests/s vs bare (${engine.result.perSecond.toFixed(0)} / ${bare?.result.perSecond.toFixed(0)})`,
      value: `${ratio.toFixed(2)}x`,
      target: engine.database === 'PostgreSQL' ? `>= ${targetRatio}x` : 'reported only',
      verdict: engine.database === 'PostgreSQL' ? verdict(ratio >= targetRatio) : '',
    });
    report({
      bench: 'list',
      what: `${engine.database} p99, ${clients} clients, ${engine.rows.toLocaleString('en-US')} rows (bare ${bare?.result.p99Ms.toFixed(1)} ms)`,
      value: `${p99.toFixed(1)} ms`,
      target: engine.database === 'PostgreSQL' ? `< ${targetP99Ms} ms` : 'reported only',
      verdict: engine.database === 'PostgreSQL' ? verdict(p99 < targetP99Ms) : '',
    });
  }
}

printTable(await onBothDatabases('In/out list', benchDatabase));
