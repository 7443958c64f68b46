import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const webDir = resolve(import.meta.dirname, '../..');
const repoDir = resolve(webDir, '../..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped while starting:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer at ${url}:\n${log()}`);
}

/** The real server on a free port with an empty data folder and these settings; `stop` ends it and removes the folder. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-web-test-'));
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MQTT_PORT: '0',
      DEMO_CAMERAS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const stopped = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseUrl}/login`, server, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, stop };
}

/** The same build a release gets, with its bundle-size check; vitest's NODE_ENV=test would bundle React's dev build. */
function buildConsole(): void {
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the console did not build:\n${built.stdout}\n${built.stderr}`);
  console.log(
    built.stdout
      .split('\n')
      .filter((l) => /gzipped JS/.test(l))
      .join('\n'),
  );
}

/** Builds the console, starts the real server on a free port with an empty data folder, stops it after. */
export default async function setup(project: TestProject) {
  const given = process.env.WEB_TEST_BASE_URL;
  if (given) {
    // iterating on tests against a server someone already runs with a fresh build
    project.provide('baseUrl', given.replace(/\/$/, ''));
    return;
  }
  // run-lanes.mjs builds once for both lanes
  if (process.env.WEB_TEST_BUILT !== '1') buildConsole();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
