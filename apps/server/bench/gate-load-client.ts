import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type DictValue, gateVerdict, payWay, plateColor } from '@parking/resources';

export type GateLane = { parkId: number; plates: number; entries: string[]; exits: string[] };
export type GateLoadJob = {
  /** The gate event endpoint (engine or bare). */
  eventUrl: string;
  /** Where a driver starts paying an order the exit asked for; none for the bare baseline. */
  payUrl?: string;
  parks: GateLane[];
  seconds: number;
  /** Closed loop with this many clients (throughput), or open loop at a fixed rate (latency). */
  clients?: number;
  ratePerSecond?: number;
  seed: number;
};
export type GateLoadResult = {
  events: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  verdicts: Record<string, number>;
  payments: number;
  /** Open loop only: due events not sent because every car was waiting for an answer (overload). */
  starved: number;
};

/** Runs the job in a child process, so the load does not share an event loop with the servers. */
export function runGateLoad(job: GateLoadJob): Promise<GateLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(job)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as GateLoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`gate load client exited with ${code}`)));
  });
}

type Car = {
  plate: string;
  parkId: number;
  inside: boolean;
  clock: number;
  lastDirection: 'in' | 'out';
  lastBody: string | null;
  /** Paid at the exit QR code; reads again at the exit a minute later. */
  paid: boolean;
};

type Verdict = DictValue<typeof gateVerdict>;
const { open, refuse, pay, manualConfirm } = gateVerdict.values;
const verdictNames = new Map<Verdict, string>([
  [open, 'open'],
  [refuse, 'refuse'],
  [pay, 'pay'],
  [manualConfirm, 'manual'],
]);

const provinces = '沪浙苏京粤皖鲁川鄂湘';
const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const alnum = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

/** Stays mostly of an hour or two, some short (free minutes), some all day. */
function stayMinutes(rnd: () => number) {
  const r = rnd();
  if (r < 0.2) return 3 + Math.floor(rnd() * 12);
  if (r < 0.9) return 20 + Math.floor(rnd() * 220);
  return 300 + Math.floor(rnd() * 500);
}

function post(agent: Agent, url: string, body: string, auth?: string): Promise<{ ok: boolean; data: unknown }> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(auth ? { authorization: auth } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          try {
            const answer = JSON.parse(text) as { success?: boolean; data?: unknown };
            resolve({ ok: res.statusCode === 200 && answer.success === true, data: answer.data });
          } catch {
            resolve({ ok: false, data: null });
          }
        });
        res.on('error', () => resolve({ ok: false, data: null }));
      },
    );
    req.on('error', () => resolve({ ok: false, data: null }));
    req.end(body);
  });
}

/** The cars of a run, all outside, parks interleaved: the first draws of the run's generator. */
function carsOf(job: Pick<GateLoadJob, 'parks'>, rnd: () => number): Car[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const start = Date.now() - 20 * 86_400_000;
  const ready: Car[] = [];
  for (const park of job.parks) {
    const seen = new Set<string>();
    while (seen.size < park.plates) {
      const plate = `${pick([...provinces])}${pick([...letters])}${Array.from({ length: 5 }, () => pick([...alnum])).join('')}`;
      if (seen.has(plate)) continue;
      seen.add(plate);
      ready.push({
        plate,
        parkId: park.parkId,
        inside: false,
        clock: start + Math.floor(rnd() * 86_400_000),
        lastDirection: 'in',
        lastBody: null,
        paid: false,
      });
    }
  }
  // shuffle so parks interleave
  for (let i = ready.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [ready[i], ready[j]] = [ready[j] as Car, ready[i] as Car];
  }
  return ready;
}

/** The plates a run with this seed drives, by park (for seeding data about them beforehand). */
export const platesOf = (job: Pick<GateLoadJob, 'parks' | 'seed'>): { plate: string; parkId: number }[] =>
  carsOf(job, random(job.seed)).map((c) => ({ plate: c.plate, parkId: c.parkId }));

async function load(job: GateLoadJob): Promise<GateLoadResult> {
  const rnd = random(job.seed);
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(job.clients ?? 0, 64) });
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const ready = carsOf(job, rnd);
  const devicesOf = new Map(job.parks.map((p) => [p.parkId, p]));
  const latencies: number[] = [];
  const verdicts: Record<string, number> = {};
  let failures = 0;
  let payments = 0;
  let starved = 0;
  let serial = 0;

  /** One read of the car at a gate (or, now and then, a device repeating itself); then the car is ready again. */
  const step = async (car: Car, due: number) => {
    const lane = devicesOf.get(car.parkId) as GateLane;
    const r = rnd();
    let body: string;
    let auth: string;
    if (car.lastBody && r < 0.01) {
      // the device did not hear the answer and sends the same event again
      body = car.lastBody;
      auth = car.lastDirection === 'in' ? pick(lane.entries) : pick(lane.exits);
    } else {
      const direction = car.inside ? 'out' : 'in';
      // 4 %: the camera reads the same plate again a moment later (a repeat inside the window)
      const again = car.lastBody !== null && r < 0.05;
      if (again) car.clock += 2_000;
      else if (car.paid) car.clock += 60_000;
      else car.clock += car.inside ? stayMinutes(rnd) * 60_000 : (60 + Math.floor(rnd() * 2_000)) * 60_000;
      const eventId = `bench-${job.seed}-${++serial}`;
      const repeatDirection = again ? car.lastDirection : direction;
      body = JSON.stringify({
        eventId,
        direction: repeatDirection,
        plateNumber: car.plate,
        plateColor: plateColor.values.blue,
        confidence: 90 + Math.floor(rnd() * 10),
        eventTime: new Date(car.clock).toISOString(),
      });
      auth = repeatDirection === 'in' ? pick(lane.entries) : pick(lane.exits);
      car.lastDirection = repeatDirection;
    }
    const answer = await post(agent, job.eventUrl, body, auth);
    const done = performance.now();
    if (!answer.ok) {
      failures++;
      return;
    }
    latencies.push(done - due);
    const a = answer.data as { verdict?: Verdict; onlineOrderId?: string; repeated?: boolean; reason?: string };
    const key = a.repeated
      ? 'repeated'
      : `${(a.verdict && verdictNames.get(a.verdict)) ?? a.verdict}${a.verdict === refuse && a.reason ? ` (${a.reason})` : ''}`;
    verdicts[key] = (verdicts[key] ?? 0) + 1;
    const sentIn = body.includes('"direction":"in"');
    if (!a.repeated && body !== car.lastBody) {
      if (sentIn && a.verdict === open) car.inside = true;
      if (!sentIn && (a.verdict === open || a.verdict === manualConfirm)) car.inside = false;
      car.paid = false;
      if (!sentIn && a.verdict === pay && a.onlineOrderId && job.payUrl) {
        // the driver scans the exit QR code and pays; the car reads again a minute later
        await post(agent, job.payUrl, JSON.stringify({ onlineOrderId: a.onlineOrderId, payWay: payWay.values.wechat }));
        payments++;
        car.paid = true;
      }
    }
    car.lastBody = body;
  };

  const started = performance.now();
  const until = started + job.seconds * 1000;
  if (job.ratePerSecond) {
    const interval = 1000 / job.ratePerSecond;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; ; i++) {
      const due = started + i * interval;
      if (due >= until) break;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((res) => setTimeout(res, wait));
      const car = ready.shift();
      if (!car) {
        starved++;
        continue;
      }
      const p = step(car, due).then(() => {
        ready.push(car);
      });
      inFlight.push(p);
    }
    await Promise.all(inFlight);
  } else {
    const client = async () => {
      while (performance.now() < until) {
        const car = ready.shift();
        if (!car) {
          await new Promise((res) => setTimeout(res, 1));
          continue;
        }
        await step(car, performance.now());
        ready.push(car);
      }
    };
    await Promise.all(Array.from({ length: job.clients ?? 1 }, client));
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    events: latencies.length,
    failures,
    perSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    verdicts,
    payments,
    starved,
  };
}

if (process.send && process.argv[2]) {
  const result = await load(JSON.parse(process.argv[2]) as GateLoadJob);
  process.send(result, () => process.disconnect());
}
