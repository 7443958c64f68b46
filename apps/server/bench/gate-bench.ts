import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaResource, gateType, inOutRecordResource, parkResource, stayState } from '@parking/resources';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { defaultAdminPassword, loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { tableOf } from '../src/db/schema';
import { ensureSeeded } from '../src/seed/seed';
import { ApiClient, simulatorDevices } from '../src/simulate/gate-client';
import { startBareGateServer } from './bare-gate-server';
import { type GateLane, type GateLoadJob, type GateLoadResult, platesOf, runGateLoad } from './gate-load-client';
import { postgresCpuSeconds } from './postgres-cpu';
import { onBothDatabases } from './postgres-target';
import { seedArrears } from './seed-arrears';
import { markdownTable, report } from './summary';

/**
 * Gate events through the real API (device key, decision, stay, fee engine, orders and sandbox payments)
 * over every demo park with entry and exit gates: sustained events a second with many clients, and the
 * latency at a fixed offered rate. A bare fastify route doing one insert is measured alike in the same run.
 */
const measureSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 3;
const clients = Number(process.env.BENCH_GATE_CLIENTS ?? 32);
const offeredRate = 200;
const targetPerSecond = 1_000;
const targetP99Ms = 100;
/** Arrears in the database while the gate is measured (its arrears lookup runs on every read). */
const arrearsRows = Number(process.env.BENCH_ARREARS ?? 1_000_000);
/** The runs of the engine use the first seeds: a quarter of their cars owe. */
const engineSeeds = [1, 2, 3];

/** CPU milliseconds per event of the server process and of the PostgreSQL server (null on PGlite). */
type CpuPerEvent = { server: number; database: number | null };
type Measured = {
  database: string;
  handler: 'engine' | 'bare';
  throughput: GateLoadResult;
  fixed: GateLoadResult;
  cpu: CpuPerEvent;
};

const log = (line: string) => process.stderr.write(`${line}\n`);

const onThisMachine = (databaseUrl: string | undefined) =>
  !!databaseUrl && ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(databaseUrl).hostname);

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<Measured[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-gate-bench-'));
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const closers: (() => Promise<void>)[] = [() => database.close()];
  try {
    await migrate(database);
    const app = await buildApp(config, database, { logger: false });
    closers.unshift(() => app.fastify.close());
    await ensureSeeded(app.context);
    const engineUrl = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const api = new ApiClient(engineUrl, { id: config.clientId, secret: config.clientSecret });
    await api.signIn('admin', defaultAdminPassword);
    // every run starts as a morning: the cars of the demo and of earlier runs have gone home
    const startOfDay = async () => {
      const parksTable = tableOf(parkResource);
      await database.db.update(parksTable).set({ freeStalls: sql`${parksTable.totalStalls}` });
      const areaTable = tableOf(areaResource);
      await database.db.update(areaTable).set({ freeStalls: sql`${areaTable.totalStalls}` });
      const stays = tableOf(inOutRecordResource);
      await database.db
        .update(stays)
        .set({ state: stayState.values.left, outTime: new Date() })
        .where(eq(stays.state, stayState.values.inside));
    };
    await startOfDay();
    const parks = await api.request<{ data: { id: number; companyId: number; totalStalls?: number }[] }>(
      'GET',
      '/api/updown/basePark/list',
      { query: { size: 200 } },
    );
    const lanes: GateLane[] = [];
    const parkOfAuth = new Map<string, { parkId: number; companyId: number }>();
    const { entry, exit, entryAndExit } = gateType.values;
    for (const park of parks.data) {
      const devices = await simulatorDevices(api, park.id);
      // the bench's cars are temporary: entry gates kept for pass holders only would refuse them all
      const entries = devices
        .filter((d) => (d.gateType === entry || d.gateType === entryAndExit) && d.allowTempCar)
        .map((d) => d.authorization);
      const exits = devices
        .filter((d) => d.gateType === exit || d.gateType === entryAndExit)
        .map((d) => d.authorization);
      if (!entries.length || !exits.length) continue;
      for (const d of devices) parkOfAuth.set(d.authorization, { parkId: park.id, companyId: park.companyId });
      // cars for about 70 % of the stalls behind the entry gates: now and then an area fills and refuses
      const areas = await api.request<{ data: { id: number; totalStalls?: number }[] }>(
        'GET',
        '/api/updown/baseParkArea/list',
        { query: { PKID: park.id, size: 100 } },
      );
      const entryAreas = new Set(devices.filter((d) => d.allowTempCar && d.gateType !== exit).map((d) => d.areaId));
      const stalls = entryAreas.has(null)
        ? (park.totalStalls ?? 100)
        : areas.data.filter((a) => entryAreas.has(a.id)).reduce((n, a) => n + (a.totalStalls ?? 0), 0);
      const plates = Math.max(20, Math.round(stalls * 0.7));
      lanes.push({ parkId: park.id, plates, entries, exits });
    }
    const devices = [...parkOfAuth.keys()].length;
    log(
      `  ${label}: ${lanes.length} parks, ${devices} gate devices, ${lanes.reduce((n, l) => n + l.plates, 0)} plates`,
    );
    if (arrearsRows > 0) {
      const t0 = Date.now();
      const cars = engineSeeds.flatMap((seed) => platesOf({ parks: lanes, seed }).filter((_, i) => i % 4 === 0));
      await seedArrears(database, arrearsRows, cars);
      log(
        `  ${label}: ${arrearsRows} arrears and 3 for each of ${cars.length} of the bench's cars in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    const bare = await startBareGateServer(database, (auth) => parkOfAuth.get(auth));
    closers.unshift(() => bare.close());

    const measured: Measured[] = [];
    let seed = 1;
    for (const handler of ['engine', 'bare'] as const) {
      const base: Omit<GateLoadJob, 'seconds' | 'seed'> = {
        eventUrl: handler === 'engine' ? `${engineUrl}/api/device/gate/event` : bare.url,
        ...(handler === 'engine' ? { payUrl: `${engineUrl}/api/pay/order/start` } : {}),
        parks: lanes,
      };
      await runGateLoad({ ...base, clients, seconds: warmUpSeconds, seed: seed++ });
      await startOfDay();
      const serverBefore = process.cpuUsage();
      const databaseBefore = onThisMachine(databaseUrl) ? postgresCpuSeconds() : null;
      const throughput = await runGateLoad({ ...base, clients, seconds: measureSeconds, seed: seed++ });
      const server = process.cpuUsage(serverBefore);
      const databaseAfter = databaseBefore == null ? null : postgresCpuSeconds();
      const cpu: CpuPerEvent = {
        server: (server.user + server.system) / 1000 / throughput.events,
        database:
          databaseBefore == null || databaseAfter == null
            ? null
            : ((databaseAfter - databaseBefore) * 1000) / throughput.events,
      };
      await startOfDay();
      const fixed = await runGateLoad({ ...base, ratePerSecond: offeredRate, seconds: measureSeconds, seed: seed++ });
      log(
        `  ${label} ${handler}: ${throughput.perSecond.toFixed(0)} events/s (${throughput.failures} failed), p99 at ${offeredRate}/s ${fixed.p99Ms.toFixed(1)} ms (${fixed.starved} due events not sent: every car waiting); verdicts ${JSON.stringify(throughput.verdicts)}, payments ${throughput.payments}`,
      );
      if (throughput.failures || fixed.failures) {
        throw new Error(`${label} ${handler}: ${throughput.failures + fixed.failures} events failed under load`);
      }
      measured.push({ database: label, handler, throughput, fixed, cpu });
    }
    return measured;
  } finally {
    for (const close of closers) await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(measured: Measured[]) {
  const header = [
    'database',
    'handler',
    'events/s',
    'p50 ms',
    'p99 ms',
    `p50 @${offeredRate}/s`,
    `p99 @${offeredRate}/s`,
    'engine/bare',
    'cpu ms/event: server',
    'database',
  ];
  const bareOf = (db: string) => measured.find((m) => m.database === db && m.handler === 'bare');
  const lines = measured.map((m) => [
    m.database,
    m.handler,
    m.throughput.perSecond.toFixed(0),
    m.throughput.p50Ms.toFixed(1),
    m.throughput.p99Ms.toFixed(1),
    m.fixed.p50Ms.toFixed(1),
    m.fixed.p99Ms.toFixed(1),
    m.handler === 'engine'
      ? `${(m.throughput.perSecond / (bareOf(m.database)?.throughput.perSecond ?? Number.NaN)).toFixed(2)}x`
      : '',
    m.cpu.server.toFixed(2),
    m.cpu.database == null ? 'in server' : m.cpu.database.toFixed(2),
  ]);
  console.log(
    [
      `\nGate events: ${clients} clients for events/s, an open loop of ${offeredRate} events/s for the latency (measured from`,
      `each event's due time); ${measureSeconds} s each. Entries and exits of realistic plates over every park with gates,`,
      'about 4 % repeated reads and 1 % resent event ids; exits that owe are paid through the sandbox.',
      `${arrearsRows} arrears rows in the database (BENCH_ARREARS), a quarter of the cars among their plates.`,
      'cpu ms/event (of the throughput run): the server process, and the PostgreSQL server on this machine (all its',
      'processes); it varies less than events/s when other work shares the machine.',
      markdownTable(header, lines),
    ].join('\n'),
  );
  for (const engine of measured.filter((m) => m.handler === 'engine')) {
    const bare = bareOf(engine.database);
    const perSecond = engine.throughput.perSecond;
    const isPg = engine.database === 'PostgreSQL';
    const ratio = bare ? (perSecond / bare.throughput.perSecond).toFixed(2) : '?';
    report({
      bench: 'gate',
      what: `${engine.database} events/s (bare ${bare?.throughput.perSecond.toFixed(0)}, ${ratio}x)`,
      value: perSecond.toFixed(0),
      target: isPg ? `>= ${targetPerSecond}` : 'reported only',
      verdict: isPg ? (perSecond >= targetPerSecond ? 'holds' : 'MISSED') : '',
    });
    const p99 = engine.fixed.p99Ms;
    report({
      bench: 'gate',
      what: `${engine.database} p99 at ${offeredRate}/s (bare ${bare?.fixed.p99Ms.toFixed(1)} ms)`,
      value: `${p99.toFixed(1)} ms`,
      target: isPg ? `< ${targetP99Ms} ms` : 'reported only',
      verdict: isPg ? (p99 < targetP99Ms ? 'holds' : 'MISSED') : '',
    });
  }
}

printTable(await onBothDatabases('Gate events', benchDatabase));
