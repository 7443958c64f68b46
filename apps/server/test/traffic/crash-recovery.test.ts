import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection';
import { ApiClient } from '../../src/simulate/gate-client';
import { runSimulation } from '../../src/simulate/run-simulation';

const root = new URL('../../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
const password = 'Crash@test2026';
let server: ChildProcess | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

// the server as `npm start` runs it: the bundle, built here into a file of this run's own
const bundle = join(root, `apps/server/dist/test-${process.pid}/main.mjs`);
execFileSync(process.execPath, [join(root, 'apps/server/scripts/bundle.mjs'), bundle]);

/** The real server in its own process, on the embedded database kept in `dataDir`. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await stopped(server);
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(bundle, '..'), { recursive: true, force: true });
});

describe('a server killed while gates report', () => {
  it('keeps every acknowledged event exactly once and no stay half-written', async () => {
    const port = await freePort();
    server = await startServer(port);
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    await api.signIn('admin', password);
    const parks = await api.request<{ data: { id: number }[] }>('GET', '/api/updown/basePark/list', {
      query: { parkName: '世纪广场' },
    });
    const parkId = parks.data[0]?.id as number;
    const acked: string[] = [];
    const killAfter = 30;
    const run = runSimulation(
      api,
      { parkId, from: new Date('2026-05-01T00:00:00+08:00'), days: 1, carsPerDay: 200, speed: 0, seed: 9, lanes: 4 },
      () => {},
      (id) => {
        acked.push(id);
        if (acked.length === killAfter) server?.kill('SIGKILL');
      },
    ).catch((err: Error) => err);
    const outcome = await run;
    // the simulation must have been cut off by the kill, not have failed on its own
    expect(acked.length).toBeGreaterThanOrEqual(killAfter);
    expect(outcome).toBeInstanceOf(Error);
    await stopped(server);

    // the server starts again on the same data (its migrations and seed see a used database)
    server = await startServer(port);
    await api.signIn('admin', password);
    server.kill('SIGTERM');
    await stopped(server);

    const database = await openDatabase({ dataDir });
    try {
      const events = await database.query<{ event_key: string; record_id: number | null }>(
        "select event_key, record_id from gate_event where event_key like '%:sim-%'",
      );
      const counts = new Map<string, number>();
      for (const e of events) {
        const id = e.event_key.slice(e.event_key.indexOf(':') + 1);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      for (const id of acked) expect(counts.get(id), id).toBe(1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      // every stay the simulator's gates made has the event that made it, and every event's stay exists
      const orphanStays = await database.query<{ n: number }>(
        `select count(*)::int as n from park_io_record r join gate_device d on d.gate_id = r.in_gate_id
         where d.device_code like 'SIM-%' and r.in_time >= '2026-05-01' and not exists
         (select 1 from gate_event e where e.record_id = r.id)`,
      );
      expect(Number(orphanStays[0]?.n)).toBe(0);
      const danglingEvents = await database.query<{ n: number }>(
        `select count(*)::int as n from gate_event e where e.record_id is not null and not exists
         (select 1 from park_io_record r where r.id = e.record_id)`,
      );
      expect(Number(danglingEvents[0]?.n)).toBe(0);
    } finally {
      await database.close();
    }
  }, 600_000);
});
