import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export type ServerChild = {
  url: string;
  pid: number;
  /** The highest RSS sampled since the last `resetPeak` (MB). */
  peakRssMb: () => number;
  rssMb: () => number;
  resetPeak: () => void;
  stop: () => Promise<void>;
};

const bundleScript = fileURLToPath(new URL('../scripts/bundle.mjs', import.meta.url));
const mainFile = fileURLToPath(new URL('../dist/main.mjs', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS of a process, in MB, from /proc (0 once it has gone). */
function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts the server as `npm start` would (the bundle dist/main.mjs, built first) in a child process on the bench
 * database, and samples its RSS every 200 ms.
 */
export async function startServerChild(env: Record<string, string>, log: (line: string) => void): Promise<ServerChild> {
  execFileSync(process.execPath, [bundleScript], { stdio: 'inherit' });
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS passes node options to the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, mainFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      MQTT_PORT: '0',
      DEMO_CAMERAS: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid as number;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 200);
  child.stderr?.on('data', (chunk) => log(`  server: ${String(chunk).trimEnd()}`));
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const onExit = (code: number | null) => reject(new Error(`the server exited with ${code} before listening`));
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk) => {
      if (seen.includes('is running on')) return;
      seen += String(chunk);
      if (seen.includes('is running on')) {
        child.off('exit', onExit);
        resolve();
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    rssMb: () => rssOf(pid),
    peakRssMb: () => Math.max(peak, rssOf(pid)),
    resetPeak: () => {
      peak = rssOf(pid);
    },
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A bearer token of a user, signed in through the API as the console does. */
export async function signIn(
  baseUrl: string,
  client: { clientId: string; clientSecret: string },
  username: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/api-uaa/oauth/user/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await res.json()) as { data?: { accessToken?: string }; msg?: string };
  if (!answer.data?.accessToken) throw new Error(`sign-in of ${username} failed: ${res.status} ${answer.msg}`);
  return answer.data.accessToken;
}
