import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type DictValue, gateType, parkKind, passState } from '@parking/resources';
import pg from 'pg';
import { buildApp } from '../src/app';
import { defaultAdminPassword, demoPassword, loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { ensureSeeded } from '../src/seed/seed';
import { ApiClient, simulatorDevices } from '../src/simulate/gate-client';
import { createPostgresTarget } from './postgres-target';
import {
  type ClientMessage,
  type IntervalStats,
  type SoakConsole,
  type SoakPark,
  startSoakClient,
} from './soak-client';
import { markdownTable } from './summary';

/**
 * `npm run soak [-- --minutes 10]`: the server, in this process, on a PostgreSQL database of its own (created
 * and dropped here) under the simulator's gate traffic at a fixed rate and console users listing and
 * exporting, from a load process of its own. Every minute: errors by route and status, the server's RSS,
 * its event-loop delay, the database's open connections and each route's p99; a summary at the end.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    consoles: { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '1000' },
    turnover: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run soak -- [--minutes 10] [--rate 200 gate events/s] [--consoles 20 users]
  [--think-ms 1000 mean pause of a console user] [--turnover 1 arrivals a day per stall]
On PostgreSQL only: DATABASE_URL's server, or else one on 127.0.0.1:5432 that trusts postgres; a database of
its own is created and dropped.`);
  process.exit(0);
}
const minutes = Number(values.minutes);
const gateRate = Number(values.rate);
const consoleCount = Number(values.consoles);
if (!(minutes > 0) || !(gateRate > 0) || !(consoleCount >= 0)) {
  console.error('--minutes and --rate must be positive numbers, --consoles zero or more');
  process.exit(2);
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const ms = (ns: number) => ns / 1e6;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

type Minute = {
  minute: number;
  stats: IntervalStats;
  rssMb: number;
  heapMb: number;
  loopP99: number;
  loopMax: number;
  connections: number;
  activeConnections: number;
  serverCpu: number;
  databaseCpu: number | null;
  load: number;
};

const target = await createPostgresTarget();
if (!target) {
  console.error('the soak needs PostgreSQL: set DATABASE_URL, or run one on 127.0.0.1:5432 that trusts postgres');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'parking-soak-'));
const closers: (() => Promise<unknown>)[] = [
  async () => rmSync(dataDir, { recursive: true, force: true }),
  () => target.drop(),
];
const closeAll = async () => {
  for (const close of closers.splice(0)) {
    try {
      await close();
    } catch (err) {
      log(`clean-up: ${String(err)}`);
    }
  }
};
let stopLoad: (() => void) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the soak and dropping its database`);
    stopLoad?.();
    void closeAll().then(() => process.exit(130));
  });
}

try {
  log(`Soak: ${minutes} min, ${gateRate} gate events/s, ${consoleCount} console users; database ${target.name}`);
  const config = loadConfig({ DATABASE_URL: target.databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  closers.unshift(() => database.close());
  await migrate(database);
  const app = await buildApp(config, database, { logger: false });
  closers.unshift(() => app.fastify.close());
  await ensureSeeded(app.context);
  const baseUrl = await app.fastify.listen({ port: 0, host: '127.0.0.1' });

  const admin = new ApiClient(baseUrl, { id: config.clientId, secret: config.clientSecret });
  await admin.signIn('admin', defaultAdminPassword);
  type ParkRow = { id: number; parkKind: DictValue<typeof parkKind>; totalStalls?: number | null };
  const parks = await admin.request<{ data: ParkRow[] }>('GET', '/api/updown/basePark/list', {
    query: { size: 200 },
  });
  const { entry, exit, entryAndExit } = gateType.values;
  const soakParks: SoakPark[] = [];
  for (const park of parks.data.filter((p) => p.parkKind === parkKind.values.offStreet)) {
    const devices = await simulatorDevices(admin, park.id);
    const entries = devices.filter((d) => d.gateType === entry || d.gateType === entryAndExit);
    const exits = devices.filter((d) => d.gateType === exit || d.gateType === entryAndExit);
    if (!entries.length || !exits.length) continue;
    const plates = async (path: string, query: Record<string, unknown>) =>
      (
        await admin.request<{ data: { plateNumber: string }[] }>('GET', path, {
          query: { parkId: park.id, size: 500, ...query },
        })
      ).data.map((r) => r.plateNumber);
    // as many temporary cars as the areas behind the entries that let them in can take, at the turnover asked
    const tempAreas = new Set(entries.filter((d) => d.allowTempCar).map((d) => d.areaId));
    const areas = await admin.request<{ data: { id: number; totalStalls?: number | null }[] }>(
      'GET',
      '/api/updown/baseParkArea/list',
      { query: { PKID: park.id, size: 100 } },
    );
    const stalls = tempAreas.has(null)
      ? (park.totalStalls ?? 100)
      : areas.data.filter((a) => tempAreas.has(a.id)).reduce((n, a) => n + (a.totalStalls ?? 0), 0);
    soakParks.push({
      parkId: park.id,
      carsPerDay: Math.max(50, Math.round(stalls * Number(values.turnover))),
      entries: entries.map((d) => d.authorization),
      tempEntries: entries.filter((d) => d.allowTempCar).map((d) => d.authorization),
      exits: exits.map((d) => d.authorization),
      passPlates: await plates('/api/updown/parkMonth/listPage', { state: passState.values.active }),
      blackPlates: await plates('/api/updown/parkBlackList/listPage', {}),
    });
  }
  if (!soakParks.length) throw new Error('no off-street park with entry and exit gates in the demo data');

  // the demo users, each looking at a park of their own
  const users = [
    ['admin', defaultAdminPassword],
    ['company_a', demoPassword],
    ['company_b', demoPassword],
    ['operator_a', demoPassword],
  ] as const;
  const signedIn: SoakConsole[] = [];
  for (const [username, password] of users) {
    const res = await fetch(`${baseUrl}/api/api-uaa/oauth/user/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ username, password }),
    });
    const token = ((await res.json()) as { data?: { accessToken?: string } }).data?.accessToken;
    if (!token) throw new Error(`sign-in of ${username} failed: ${res.status}`);
    const visible = await new ApiClient(baseUrl).request<{ data: ParkRow[] }>('GET', '/api/updown/basePark/list', {
      query: { size: 200 },
      auth: `Bearer ${token}`,
    });
    const theirs = soakParks.find((p) => visible.data.some((v) => v.id === p.parkId));
    if (!theirs) throw new Error(`${username} sees none of the parks with gate traffic`);
    // a user without the export permission (the operator) only lists, as in the console
    const probe = await fetch(`${baseUrl}/api/updown/parkIORecord/export?parkId=${theirs.parkId}&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await probe.arrayBuffer();
    signedIn.push({ username, token, parkId: theirs.parkId, mayExport: probe.status !== 403 });
  }
  const consoles = Array.from({ length: consoleCount }, (_, i) => signedIn[i % signedIn.length] as SoakConsole);
  log(
    `  ${soakParks.length} parks with gates, ${soakParks.reduce((n, p) => n + p.entries.length + p.exits.length, 0)} gate devices; console users: ${signedIn.map((c) => `${c.username}${c.mayExport ? '' : ' (no export permission: lists only)'}`).join(', ')}`,
  );

  const connections = new pg.Client({ connectionString: target.databaseUrl });
  await connections.connect();
  closers.unshift(() => connections.end());
  const openConnections = async () => {
    const { rows } = await connections.query<{ pid: number; state: string | null }>(
      `select pid, state from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return { n: rows.length, active: rows.filter((r) => r.state === 'active').length, pids: rows.map((r) => r.pid) };
  };
  // CPU of the backends serving the soak's database, read from /proc when PostgreSQL runs on this machine (the
  // server's other databases, say other people's tests, are not counted)
  const local = ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(target.databaseUrl).hostname);
  const backendTicks = new Map<number, number>();
  const backendCpuSeconds = (pids: number[]): number | null => {
    if (!local) return null;
    let ticks = 0;
    for (const pid of pids) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const now = Number(fields[11]) + Number(fields[12]);
        ticks += now - (backendTicks.get(pid) ?? 0);
        backendTicks.set(pid, now);
      } catch {
        return null;
      }
    }
    return ticks / 100;
  };

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  backendCpuSeconds((await openConnections()).pids);
  const minutesSeen: Minute[] = [];
  let total: IntervalStats | null = null;
  let cpuBefore = process.cpuUsage();
  let intervalStart = performance.now();
  const sample = async (stats: IntervalStats) => {
    const seconds = (performance.now() - intervalStart) / 1000;
    intervalStart = performance.now();
    const loopP99 = ms(loop.percentile(99));
    const loopMax = ms(loop.max);
    const cpu = process.cpuUsage(cpuBefore);
    cpuBefore = process.cpuUsage();
    const db = await openConnections();
    const databaseCpu = backendCpuSeconds(db.pids);
    const memory = process.memoryUsage();
    const m: Minute = {
      minute: minutesSeen.length + 1,
      stats,
      rssMb: mb(memory.rss),
      heapMb: mb(memory.heapUsed),
      loopP99,
      loopMax,
      connections: db.n,
      activeConnections: db.active,
      serverCpu: (cpu.user + cpu.system) / 1e6 / seconds,
      databaseCpu: databaseCpu == null ? null : databaseCpu / seconds,
      load: loadavg()[0] ?? 0,
    };
    loop.reset();
    minutesSeen.push(m);
    log(minuteLine(m));
  };

  log(
    `  load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${availableParallelism()} cores)`,
  );
  let samples = Promise.resolve();
  const client = startSoakClient(
    {
      baseUrl,
      seconds: minutes * 60,
      gateRate,
      parks: soakParks,
      consoles,
      thinkMs: Number(values['think-ms']),
      timeZone: config.timeZone,
    },
    (m: ClientMessage) => {
      if (m.kind === 'interval') samples = samples.then(() => sample(m.stats));
      else total = m.total;
    },
  );
  stopLoad = client.stop;
  loop.reset();
  intervalStart = performance.now();
  const runEnds = performance.now() + minutes * 60_000;
  // a minute's figures each minute; the last interval comes with the end of the run
  const ticker = setInterval(() => {
    if (performance.now() < runEnds - 5_000) client.tick();
  }, 60_000);
  await client.done;
  clearInterval(ticker);
  await samples;
  printSummary(minutesSeen, total);
} finally {
  await closeAll();
}

function errorsOf(stats: IntervalStats): string[] {
  return Object.entries(stats.routes).flatMap(([route, r]) =>
    Object.entries(r.errors).map(([status, n]) => `${route} ${status} ×${n}`),
  );
}

function minuteLine(m: Minute): string {
  const r = m.stats.routes;
  const p99s = Object.entries(r)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, s]) => `${route} ${s.count} p99 ${s.p99.toFixed(0)}`)
    .join(', ');
  const errors = errorsOf(m.stats);
  return [
    `min ${m.minute}: errors ${errors.length ? errors.join(', ') : 0}`,
    `RSS ${m.rssMb} MB (heap ${m.heapMb})`,
    `loop p99 ${m.loopP99.toFixed(1)} max ${m.loopMax.toFixed(1)} ms`,
    `db connections ${m.connections} (${m.activeConnections} active)`,
    `cpu server ${(m.serverCpu * 100).toFixed(0)} %${m.databaseCpu == null ? '' : ` its database backends ${(m.databaseCpu * 100).toFixed(0)} %`}, load ${m.load.toFixed(2)}`,
    `| ${p99s} (ms)`,
  ].join(' | ');
}

function printSummary(minutesSeen: Minute[], total: IntervalStats | null) {
  const routes = total ? Object.keys(total.routes) : [];
  const perMinute = markdownTable(
    [
      'min',
      'gate events',
      'console calls',
      'errors',
      'RSS MB',
      'loop p99 ms',
      'loop max ms',
      'db conns',
      'cpu server',
      'cpu db backends',
      'load',
      ...routes.map((r) => `${r} p99`),
    ],
    minutesSeen.map((m) => [
      String(m.minute),
      String(m.stats.routes['gate event']?.count ?? 0),
      String(
        Object.entries(m.stats.routes)
          .filter(([r]) => r !== 'gate event' && r !== 'pay')
          .reduce((n, [, s]) => n + s.count, 0),
      ),
      String(errorsOf(m.stats).length ? errorsOf(m.stats).join(', ') : 0),
      String(m.rssMb),
      m.loopP99.toFixed(1),
      m.loopMax.toFixed(1),
      `${m.connections} (${m.activeConnections})`,
      `${(m.serverCpu * 100).toFixed(0)} %`,
      m.databaseCpu == null ? '' : `${(m.databaseCpu * 100).toFixed(0)} %`,
      m.load.toFixed(2),
      ...routes.map((r) => (m.stats.routes[r] ? m.stats.routes[r].p99.toFixed(0) : '')),
    ]),
  );
  const byRoute = total
    ? markdownTable(
        ['route', 'answers', 'non-2xx', 'p50 ms', 'p99 ms', 'max ms'],
        Object.entries(total.routes).map(([route, s]) => [
          route,
          String(s.count),
          Object.entries(s.errors).length
            ? Object.entries(s.errors)
                .map(([status, n]) => `${status} ×${n}`)
                .join(', ')
            : '0',
          s.p50.toFixed(1),
          s.p99.toFixed(1),
          s.max.toFixed(0),
        ]),
      )
    : '(the load process sent no totals)';
  const first = minutesSeen[0];
  const last = minutesSeen.at(-1);
  const allErrors = total ? errorsOf(total) : ['unknown'];
  console.log(
    [
      `\nSoak summary: ${minutes} min, ${gateRate} gate events/s offered (gate latency from each read's due time),`,
      `${consoleCount} console users (a pause of about ${values['think-ms']} ms between calls).`,
      `Errors: ${allErrors.length ? allErrors.join(', ') : 'none'}; gate verdicts ${JSON.stringify(total?.verdicts ?? {})}${total?.unsent ? `; ${total.unsent} due reads not sent (plan ran out)` : ''}.`,
      first && last
        ? `RSS ${first.rssMb} MB after the first minute, ${last.rssMb} MB after the last; event-loop delay p99 at most ${Math.max(...minutesSeen.map((m) => m.loopP99)).toFixed(1)} ms, max ${Math.max(...minutesSeen.map((m) => m.loopMax)).toFixed(1)} ms; open database connections at most ${Math.max(...minutesSeen.map((m) => m.connections))}.`
        : '',
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${availableParallelism()} cores).`,
      '',
      perMinute,
      '',
      byRoute,
      ...(total && allErrors.length
        ? [
            '',
            'The first answers of each error:',
            ...Object.entries(total.routes).flatMap(([route, r]) =>
              Object.entries(r.samples).flatMap(([status, bodies]) => bodies.map((b) => `  ${route} ${status}: ${b}`)),
            ),
          ]
        : []),
    ].join('\n'),
  );
}
