import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deviceCommandState, gateDeviceResource, gateResource, gateType } from '@parking/resources';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { defaultAdminPassword } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { tableOf } from '../src/db/schema';
import { countHoursInSteps } from '../src/modules/reports/summaries/hour-summaries';
import { hashToken } from '../src/platform/auth/tokens';
import { SimCamera } from '../src/simulate/devices/sim-camera';
import { randomPlate, seededRandom } from '../src/simulate/traffic-day';
import { connectIdle, stillOpen } from './idle-devices';
import { createPostgresTarget } from './postgres-target';
import { freePort, type ServerChild, signIn, startServerChild } from './reports-server';
import { seedRecords } from './seed-records';
import { markdownTable, report } from './summary';

/**
 * The device bus under a thousand cameras, on the embedded broker and on Mosquitto: each camera sends a
 * keep-alive every 10 s and a plate read every second; the server decides each read (PostgreSQL, a database
 * of its own, the server in a child process as `npm start` runs it) and sends the barrier and screen commands
 * back. A bare broker answering every read at once with the same commands is measured alike in the same run.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const cameraCount = Number(process.env.BENCH_CAMERAS ?? 1_000);
const idleCount = Number(process.env.BENCH_IDLE_DEVICES ?? 10_000);
const commandRate = 100;
const commandSeconds = Math.min(seconds, 20);
const mosquittoUrl = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const brokers = (process.env.BENCH_BROKERS ?? 'embedded,mosquitto').split(',');
// stays the parks already hold when the cameras start, as a park in service has: a fresh demo's few hundred
// would have PostgreSQL plan the gate's statements for tables a thousand times smaller than they become
const historyRecords = Number(process.env.BENCH_HISTORY_RECORDS ?? 500_000);
const tokenSecret = 'bench-devices-token-secret-0123456789';
const run = Date.now().toString(36).toUpperCase();
const log = (line: string) => process.stderr.write(`${line}\n`);

const p = (xs: number[], q: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const ms = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(1)} ms`);

/** A bench camera; `parkId` and `exit` for the server's cameras, whose exit lanes read cars that came in. */
type Device = { code: string; key: string; id?: number; parkId?: number; exit?: boolean };
type LoadResult = { reads: number; answered: number; latencies: number[]; keepAlives: number; bySecond: number[][] };

/** The cameras read a new plate each second each, spread over the second; latency is read → its serial_data. */
async function cameraLoad(
  url: string,
  devices: Device[],
  forSeconds: number,
): Promise<LoadResult & { cams: SimCamera[] }> {
  const cams = devices.map((d) => new SimCamera({ url, sn: d.code, key: d.key }));
  let n = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (n < cams.length) await (cams[n++] as SimCamera).start();
    }),
  );
  const result: LoadResult = { reads: 0, answered: 0, latencies: [], keepAlives: 0, bySecond: [] };
  const pending = new Map<SimCamera, number[]>();
  for (const cam of cams) {
    pending.set(cam, []);
    cam.on('command', (c) => {
      if (c.name !== 'serial_data') return;
      const sent = pending.get(cam)?.shift();
      if (sent === undefined) return;
      result.answered++;
      result.latencies.push(performance.now() - sent);
      const second = Math.floor((sent - started) / 1000);
      const inSecond = result.bySecond[second] ?? [];
      inSecond.push(performance.now() - sent);
      result.bySecond[second] = inSecond;
    });
  }
  let plateid = 0;
  // plates as a city's cars carry them: numbered in order, cars one character apart would be many times
  // more common than among real cars, and each such pair sends an exit read down the misread path
  const rand = seededRandom(cameraCount * 7 + seconds);
  // Cars inside each park, oldest first: an exit lane reads a car that came in at least 3 s before (as a park
  // sees its cars leave), or a car it never saw when none has; every other lane reads a new car.
  const inside = new Map<number, { plate: string; at: number }[]>();
  const nextPlate = (device: Device) => {
    const cars = device.parkId === undefined ? undefined : inside.get(device.parkId);
    const oldest = cars?.[0];
    if (device.exit && cars && oldest && performance.now() - oldest.at >= 3_000) {
      cars.shift();
      return oldest.plate;
    }
    const plate = randomPlate(rand);
    if (!device.exit && device.parkId !== undefined) {
      const list = inside.get(device.parkId) ?? [];
      list.push({ plate, at: performance.now() });
      inside.set(device.parkId, list);
    }
    return plate;
  };
  const started = performance.now();
  const timers = cams.map((cam, i) =>
    setTimeout(
      () => {
        const device = devices[i] as Device;
        const tick = () => {
          if (performance.now() - started > forSeconds * 1000) return;
          const id = ++plateid;
          const plate = nextPlate(device);
          pending.get(cam)?.push(performance.now());
          result.reads++;
          cam.read({ plate, plateid: id }).catch(() => {
            result.reads--;
            pending.get(cam)?.pop();
          });
        };
        tick();
        timers[i] = setInterval(tick, 1000);
      },
      (i * 1000) / cams.length,
    ),
  );
  await new Promise((r) => setTimeout(r, forSeconds * 1000 + 1000));
  for (const t of timers) clearInterval(t);
  // answers still on their way get a few seconds more
  const end = Date.now() + 15_000;
  while (result.answered < result.reads && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
  return { ...result, cams };
}

function startBare(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./devices-bare.ts', import.meta.url))],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare broker exited with ${code}`)));
    child.stdout?.on('data', (d) => String(d).includes('ready') && resolve(child));
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
}

/** Gate devices written straight into the bench database, each with its key's hash, over the demo's gates. */
/**
 * The stays of the parks' last 60 days, 5% still inside, with the planner's statistics refreshed and their hour
 * summaries counted, as a park in service has them (left to the summary job, they would be counted during the run).
 */
async function fillHistory(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await seedRecords(database, historyRecords, (done) => log(`  history: ${done} of ${historyRecords} stays`));
    const started = performance.now();
    const hours = await countHoursInSteps(database.db);
    log(`  history: ${hours} park hours summarised in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

async function makeDevices(databaseUrl: string, prefix: string, count: number): Promise<Device[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const gates = await database.db
      .select({
        id: tableOf(gateResource).id,
        parkId: tableOf(gateResource).parkId,
        companyId: tableOf(gateResource).companyId,
        gateType: tableOf(gateResource).gateType,
      })
      .from(tableOf(gateResource))
      .where(sql`deleted_at is null`);
    const devices: Device[] = [];
    const t = tableOf(gateDeviceResource);
    for (let from = 0; from < count; from += 1000) {
      const rows = [];
      for (let i = from; i < Math.min(count, from + 1000); i++) {
        const gate = gates[i % gates.length] as (typeof gates)[number];
        const d: Device = {
          code: `${prefix}-${i}`,
          key: `bench-key-${run}-${i}-abcdefgh`,
          parkId: gate.parkId,
          exit: gate.gateType === gateType.values.exit,
        };
        devices.push(d);
        rows.push({
          deviceCode: d.code,
          deviceName: `bench ${i}`,
          gateId: gate.id,
          parkId: gate.parkId,
          companyId: gate.companyId,
          keyHash: hashToken(tokenSecret, d.key),
          keyIssuedAt: new Date(),
        });
      }
      const made = await database.db.insert(t).values(rows).returning({ id: t.id, code: t.deviceCode });
      const ids = new Map(made.map((m) => [m.code, m.id]));
      for (const d of devices) d.id ??= ids.get(d.code);
    }
    return devices;
  } finally {
    await database.close();
  }
}

async function storedEvents(databaseUrl: string, devices: Device[]) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const ids = devices.map((d) => d.id as number);
    const rows = await database.query<{ n: string; distinct_n: string }>(
      'select count(*) as n, count(distinct (device_id, event_key)) as distinct_n from gate_event where device_id = any($1::bigint[])',
      [ids],
    );
    return { stored: Number(rows[0]?.n ?? 0), distinct: Number(rows[0]?.distinct_n ?? 0) };
  } finally {
    await database.close();
  }
}

/** Sent → answered of the bench devices' command rows, as the server recorded them. */
async function commandRows(databaseUrl: string, devices: Device[]) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const rows = await database.query<{ state: number; ms: string | null }>(
      `select state, extract(epoch from (answered_at - sent_at)) * 1000 as ms
       from device_command where device_id = any($1::bigint[])`,
      [devices.map((d) => d.id as number)],
    );
    return {
      rows: rows.length,
      acknowledged: rows.filter((r) => r.state === deviceCommandState.values.acknowledged).length,
      roundTrips: rows.flatMap((r) =>
        r.state === deviceCommandState.values.acknowledged && r.ms !== null ? [Number(r.ms)] : [],
      ),
    };
  } finally {
    await database.close();
  }
}

/**
 * Remote opens (`remoteGate/wXRemoteSnGate`, a gpio_out recorded as a command row) to the cameras at 100 a
 * second: the round trip is the row's sent → acknowledged time, as the command log shows it; the call's own
 * time (its transaction, the operate log, then waiting for the acknowledgement) is reported beside it.
 */
async function commandRoundTrips(server: ServerChild, cams: SimCamera[]) {
  const token = await signIn(
    server.url,
    { clientId: 'console', clientSecret: 'console-secret' },
    'admin',
    defaultAdminPassword,
  );
  const headers = { authorization: `Bearer ${token}` };
  const calls: number[] = [];
  let answered = 0;
  let sent = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  while (performance.now() - started < commandSeconds * 1000) {
    const cam = cams[sent % cams.length] as SimCamera;
    const t0 = performance.now();
    sent++;
    inFlight.push(
      fetch(`${server.url}/api/updown/remoteGate/wXRemoteSnGate?sn=${cam.sn}&reason=bench`, { method: 'POST', headers })
        .then((r) => {
          if (r.ok) answered++;
          calls.push(performance.now() - t0);
          return r.arrayBuffer();
        })
        .then(
          () => undefined,
          () => undefined,
        ),
    );
    const wait = started + (sent * 1000) / commandRate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await Promise.all(inFlight);
  return { sent, answered, calls };
}

type Row = string[];
const rows: Row[] = [];
const add = (what: string, value: string, target: string, holds: boolean | null) => {
  rows.push([what, value, target, holds === null ? '' : holds ? 'holds' : 'MISSED']);
  report({ bench: 'devices', what, value, target, verdict: holds === null ? '' : holds ? 'holds' : 'MISSED' });
};

async function benchBroker(broker: string) {
  const embedded = broker === 'embedded';
  log(`devices, ${broker} broker: bare baseline, ${cameraCount} cameras, ${seconds} s`);
  const barePort = await freePort();
  const bare = await startBare(embedded ? { BARE_PORT: String(barePort) } : { BARE_MQTT_URL: mosquittoUrl });
  let bareLoad: LoadResult;
  try {
    const bareDevices = Array.from({ length: cameraCount }, (_, i) => ({ code: `BAREB${run}-${i}`, key: 'bare' }));
    const r = await cameraLoad(embedded ? `mqtt://127.0.0.1:${barePort}` : mosquittoUrl, bareDevices, seconds);
    await Promise.all(r.cams.map((c) => c.stop()));
    bareLoad = r;
  } finally {
    await stopChild(bare);
  }

  const target = await createPostgresTarget();
  if (!target) throw new Error('the devices benchmark needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');
  const mqttPort = await freePort();
  let server: ServerChild | null = null;
  try {
    log(`devices, ${broker} broker: server on ${target.name}, seeding the demo`);
    server = await startServerChild(
      {
        DATABASE_URL: target.databaseUrl,
        TOKEN_SECRET: tokenSecret,
        PAY_SANDBOX_AUTOPAY: 'true',
        ...(embedded ? { MQTT_PORT: String(mqttPort), MQTT_URL: '' } : { MQTT_URL: mosquittoUrl }),
      },
      log,
    );
    if (historyRecords > 0) await fillHistory(target.databaseUrl);
    const devices = await makeDevices(target.databaseUrl, `BDV${broker[0]?.toUpperCase()}${run}`, cameraCount);
    const url = embedded ? `mqtt://127.0.0.1:${mqttPort}` : mosquittoUrl;
    log(`devices, ${broker} broker: ${cameraCount} cameras for ${seconds} s`);
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(server?.rssMb() ?? 0), 5_000);
    const load = await cameraLoad(url, devices, seconds);
    clearInterval(sampler);
    // a server that fell behind keeps deciding what the broker took: count once the count stops moving
    const drainStarted = Date.now();
    let events = await storedEvents(target.databaseUrl, devices);
    for (let still = 0; events.stored < load.reads && still < 6 && Date.now() - drainStarted < 300_000; ) {
      await new Promise((r) => setTimeout(r, 5_000));
      const now = await storedEvents(target.databaseUrl, devices);
      still = now.stored === events.stored ? still + 1 : 0;
      events = now;
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    log(
      `${broker}: decision p99 of the reads sent in each second: ${load.bySecond.map((xs) => p(xs, 0.99).toFixed(0)).join(' ')} ms`,
    );

    const p99 = p(load.latencies, 0.99);
    const bareP99 = p(bareLoad.latencies, 0.99);
    add(
      `${broker}: plate reads sent / decided (serial_data back) in ${seconds} s`,
      `${load.reads} / ${load.answered} (bare ${bareLoad.reads} / ${bareLoad.answered})`,
      'every read answered',
      load.answered === load.reads,
    );
    add(
      `${broker}: gate events stored, distinct (counted until the count stood still, at most 5 min)`,
      `${events.stored}, ${events.distinct} of ${load.reads} reads, ${drainSeconds.toFixed(0)} s after the load`,
      'no event lost or doubled',
      events.stored === load.reads && events.distinct === events.stored,
    );
    add(
      `${broker}: gate decision, read → screen command`,
      `p50 ${ms(p(load.latencies, 0.5))}, p99 ${ms(p99)} (bare p50 ${ms(p(bareLoad.latencies, 0.5))}, p99 ${ms(bareP99)})`,
      'p99 < 150 ms',
      p99 < 150,
    );
    const settled = (r: LoadResult) => r.bySecond.slice(5).flat();
    add(
      `${broker}: the same for the reads sent after the first 5 s (the server warm, its first backlog gone)`,
      `p50 ${ms(p(settled(load), 0.5))}, p99 ${ms(p(settled(load), 0.99))} (bare p99 ${ms(p(settled(bareLoad), 0.99))})`,
      'reported only',
      null,
    );
    const firstRss = rss[1] ?? rss[0] ?? 0;
    const lastRss = rss.at(-1) ?? 0;
    add(
      `${broker}: server RSS every 5 s`,
      `${firstRss.toFixed(0)} → ${lastRss.toFixed(0)} MB (max ${Math.max(...rss).toFixed(0)})`,
      'flat (last ≤ 1.2 × the second sample)',
      lastRss <= firstRss * 1.2,
    );
    log(`devices, ${broker} broker: command round trips at ${commandRate}/s for ${commandSeconds} s`);
    // the server may still be deciding the reads that queued up: the commands start once it answers again
    const drainEnd = Date.now() + 120_000;
    while (
      Date.now() < drainEnd &&
      !(await fetch(`${server.url}/login`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const commands = await commandRoundTrips(server, load.cams).catch((err: unknown) => {
      log(`devices, ${broker} broker: the command round trips failed: ${err instanceof Error ? err.message : err}`);
      return { sent: 0, answered: 0, calls: [] as number[] };
    });
    await Promise.all(load.cams.map((c) => c.stop()));
    const recorded = await commandRows(target.databaseUrl, devices);
    const rowP99 = p(recorded.roundTrips, 0.99);
    add(
      `${broker}: remote open (gpio_out) at ${commandRate}/s, sent → acknowledged by the camera (command rows)`,
      `${recorded.acknowledged} of ${commands.sent} acknowledged (${recorded.rows} rows), p50 ${ms(p(recorded.roundTrips, 0.5))}, p99 ${ms(rowP99)}`,
      'p99 < 200 ms',
      rowP99 < 200 && recorded.acknowledged === commands.sent,
    );
    add(
      `${broker}: the same from the call (HTTP, command row, operate log) to its answer`,
      `${commands.answered} of ${commands.sent} answered 200, p50 ${ms(p(commands.calls, 0.5))}, p99 ${ms(p(commands.calls, 0.99))}`,
      'reported only',
      null,
    );

    if (embedded && idleCount > 0) {
      log(`devices, embedded broker: ${idleCount} idle devices`);
      const idle = await makeDevices(target.databaseUrl, `BIDLE${run}`, idleCount);
      const before = server.rssMb();
      const held = await connectIdle(mqttPort, idle);
      await new Promise((r) => setTimeout(r, 10_000));
      const open = stillOpen(held.sockets);
      const after = server.rssMb();
      // the broker still serves: a fresh camera signs in and is answered
      const probe = await mqtt.connectAsync(url, {
        username: devices[0]?.code,
        password: devices[0]?.key,
        reconnectPeriod: 0,
      });
      await probe.endAsync();
      for (const s of held.sockets) s.destroy();
      add(
        `embedded: idle devices connected and held 10 s`,
        `${open} of ${idleCount} (${held.refused} refused) in ${held.seconds.toFixed(1)} s; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
        `${idleCount} held`,
        open === idleCount,
      );
    }
  } finally {
    await server?.stop();
    await target.drop();
  }
}

for (const broker of brokers) await benchBroker(broker);
console.log(
  `\nDevices over MQTT (${cameraCount} cameras, ${seconds} s, parks holding ${historyRecords} earlier stays)\n${markdownTable(['figure', 'value', 'target', 'verdict'], rows)}`,
);
