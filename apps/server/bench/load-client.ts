import { fork } from 'node:child_process';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';

export type LoadJob = { url: string; headers: Record<string, string>; clients: number; seconds: number };
export type LoadResult = { requests: number; failures: number; perSecond: number; p50Ms: number; p99Ms: number };

/**
 * Runs `clients` closed loops against one URL for `seconds`, in a child process so the load
 * generator does not share an event loop with the servers it measures. (A worker thread would do,
 * but Node 20 does not apply tsx's loader to worker entry files.)
 */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(job)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited with ${code}`)));
  });
}

/** One request; true when it answered 200 with a successful envelope. */
function requestOnce(agent: Agent, job: LoadJob): Promise<boolean> {
  return new Promise((resolve) => {
    get(job.url, { agent, headers: job.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(res.statusCode === 200 && body.includes('"success":true')));
      res.on('error', () => resolve(false));
    }).on('error', () => resolve(false));
  });
}

async function load(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.clients });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + job.seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      if (await requestOnce(agent, job)) latencies.push(performance.now() - sent);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: job.clients }, client));
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    failures,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
  };
}

if (process.send && process.argv[2]) {
  const result = await load(JSON.parse(process.argv[2]) as LoadJob);
  process.send(result, () => process.disconnect());
}
