import { fork } from 'node:child_process';
import { Agent, get, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** One URL loaded by `clients` closed loops: a warm-up, then `seconds` measured. POST when it has a body. */
export type ReportLoadJob = {
  name: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  clients: number;
  warmUpSeconds: number;
  seconds: number;
};
export type ReportLoadResult = {
  name: string;
  requests: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
};

const loaderFlag = '--reports-load';

/**
 * Runs the jobs one after another in one child process, so the load does not share an event loop with the
 * servers it measures and the loader starts once for all of them (list-bench's load-client starts one per job).
 */
export function runLoads(jobs: ReportLoadJob[]): Promise<ReportLoadResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [loaderFlag], { execArgv: ['--import', 'tsx'] });
    child.once('message', (results) => resolve(results as ReportLoadResult[]));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited with ${code}`)));
    child.send(jobs);
  });
}

function requestOnce(agent: Agent, job: ReportLoadJob): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (res: import('node:http').IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(res.statusCode === 200 && body.includes('"success":true')));
      res.on('error', () => resolve(false));
    };
    if (job.body === undefined) {
      get(job.url, { agent, headers: job.headers }, done).on('error', () => resolve(false));
      return;
    }
    const req = request(
      job.url,
      { method: 'POST', agent, headers: { ...job.headers, 'content-type': 'application/json' } },
      done,
    );
    req.on('error', () => resolve(false));
    req.end(job.body);
  });
}

async function loadFor(job: ReportLoadJob, seconds: number): Promise<ReportLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.clients });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
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
    name: job.name,
    requests: latencies.length,
    failures,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
  };
}

if (process.send && process.argv[2] === loaderFlag) {
  process.once('message', async (jobs) => {
    const results: ReportLoadResult[] = [];
    for (const job of jobs as ReportLoadJob[]) {
      if (job.warmUpSeconds > 0) await loadFor(job, job.warmUpSeconds);
      results.push(await loadFor(job, job.seconds));
    }
    process.send?.(results, () => process.disconnect());
  });
}
