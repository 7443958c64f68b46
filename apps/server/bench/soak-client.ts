import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type DictValue, gateVerdict, payWay } from '@parking/resources';
import { type PlannedRead, planDay, readsOf } from '../src/simulate/traffic-day';

/** A park the soak drives: its gate devices' keys and the cars it knows (pass holders, black-listed). */
export type SoakPark = {
  parkId: number;
  /** Cars arriving in a simulated day. */
  carsPerDay: number;
  entries: string[];
  /** Entry gates that let temporary cars in (the others are for pass holders). */
  tempEntries: string[];
  exits: string[];
  passPlates: string[];
  blackPlates: string[];
};
/** A console user: a bearer token and what they look at (a park of theirs and a day with stays in it). */
export type SoakConsole = { username: string; token: string; parkId: number; mayExport: boolean };
export type SoakJob = {
  baseUrl: string;
  seconds: number;
  gateRate: number;
  parks: SoakPark[];
  consoles: SoakConsole[];
  /** Mean pause of a console user between two calls, in ms. */
  thinkMs: number;
  timeZone: string;
};

/** What one route saw in an interval: latencies of its answers and the count of each non-2xx status. */
export type RouteStats = {
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: Record<string, number>;
  /** The first answers of each non-2xx status, as the server sent them. */
  samples: Record<string, string[]>;
};
export type IntervalStats = {
  routes: Record<string, RouteStats>;
  verdicts: Record<string, number>;
  /** Due gate reads not sent because the plan ran out (never expected). */
  unsent: number;
};
export type ClientMessage = { kind: 'interval'; stats: IntervalStats } | { kind: 'done'; total: IntervalStats };

type Tally = { latencies: number[]; errors: Map<string, number>; samples: Map<string, string[]> };

class Stats {
  private routes = new Map<string, Tally>();
  verdicts: Record<string, number> = {};
  unsent = 0;

  add(route: string, ms: number, status: number | 'network', body = '') {
    let t = this.routes.get(route);
    if (!t) {
      t = { latencies: [], errors: new Map(), samples: new Map() };
      this.routes.set(route, t);
    }
    if (status === 'network' || status < 200 || status >= 300) {
      const key = String(status);
      t.errors.set(key, (t.errors.get(key) ?? 0) + 1);
      const samples = t.samples.get(key) ?? [];
      if (samples.length < 3) samples.push(body.slice(0, 300));
      t.samples.set(key, samples);
    } else t.latencies.push(ms);
  }

  summary(): IntervalStats {
    const routes: Record<string, RouteStats> = {};
    for (const [route, t] of this.routes) {
      const l = t.latencies.sort((a, b) => a - b);
      const at = (p: number) => l[Math.min(l.length - 1, Math.floor(l.length * p))] ?? 0;
      routes[route] = {
        count: l.length + [...t.errors.values()].reduce((n, x) => n + x, 0),
        p50: at(0.5),
        p99: at(0.99),
        max: l.at(-1) ?? 0,
        errors: Object.fromEntries(t.errors),
        samples: Object.fromEntries(t.samples),
      };
    }
    return { routes, verdicts: { ...this.verdicts }, unsent: this.unsent };
  }
}

/** Starts the load in a process of its own; `onMessage` gets each interval's figures and the run's. */
export function startSoakClient(job: SoakJob, onMessage: (m: ClientMessage) => void) {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  child.send(job);
  child.on('message', (m) => onMessage(m as ClientMessage));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`soak client exited with ${code}`))));
  });
  return {
    /** Asks for the figures of the interval since the last call. */
    tick: () => {
      if (child.connected) child.send('tick');
    },
    done,
    stop: () => child.exitCode === null && child.kill(),
  };
}

type Verdict = DictValue<typeof gateVerdict>;
const verdictNames = new Map<Verdict, string>([
  [gateVerdict.values.open, 'open'],
  [gateVerdict.values.refuse, 'refuse'],
  [gateVerdict.values.pay, 'pay'],
  [gateVerdict.values.manualConfirm, 'manual'],
]);

type Sent = { status: number | 'network'; body: string };

function send(agent: Agent, url: string, o: { method: string; auth?: string; body?: unknown }): Promise<Sent> {
  return new Promise((resolve) => {
    const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
    const req = request(
      url,
      {
        method: o.method,
        agent,
        headers: {
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(o.auth ? { authorization: o.auth } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve({ status: 'network', body: '' }));
      },
    );
    req.on('error', () => resolve({ status: 'network', body: '' }));
    req.end(payload);
  });
}

const hashOf = (s: string) => {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
};

/** Every park's simulated days, one after another, merged in time order: enough reads for the whole run. */
function planReads(job: SoakJob): (PlannedRead & { park: SoakPark })[] {
  const needed = job.gateRate * job.seconds * 1.3;
  const perDay = job.parks.reduce((n, p) => n + p.carsPerDay * 2, 0);
  const days = Math.ceil(needed / perDay) + 1;
  const firstMidnight = new Date(Date.now() - (days + 2) * 86_400_000);
  firstMidnight.setUTCHours(0, 0, 0, 0);
  const until = new Date(8.64e15);
  const reads: (PlannedRead & { park: SoakPark })[] = [];
  for (let d = 0; d < days; d++) {
    for (const [i, park] of job.parks.entries()) {
      const visits = planDay({
        midnight: new Date(firstMidnight.getTime() + d * 86_400_000),
        cars: park.carsPerDay,
        seed: 1 + d * 1000 + i,
        regulars: park.passPlates,
        regularShare: 0.2,
        blackListed: park.blackPlates,
        blackShare: 0.01,
      });
      for (const r of readsOf(visits, until)) reads.push({ ...r, park });
    }
  }
  return reads.sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function run(job: SoakJob) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let interval = new Stats();
  const total = new Stats();
  const record = (route: string, ms: number, status: number | 'network', body?: string) => {
    interval.add(route, ms, status, body);
    total.add(route, ms, status, body);
  };
  process.on('message', (m) => {
    if (m !== 'tick') return;
    const stats = interval.summary();
    interval = new Stats();
    process.send?.({ kind: 'interval', stats } satisfies ClientMessage);
  });

  const started = performance.now();
  const until = started + job.seconds * 1000;

  // gate traffic: the simulator's days replayed at a fixed rate, each car's reads in order
  const plan = planReads(job);
  let next = 0;
  type Read = PlannedRead & { park: SoakPark; afterPaying?: boolean };
  const followUps: Read[] = [];
  const carChains = new Map<string, Promise<void>>();
  let serial = 0;
  const gateRead = async (r: Read, due: number) => {
    const gates =
      r.direction === 'out'
        ? r.park.exits
        : r.park.passPlates.includes(r.plate) || !r.park.tempEntries.length
          ? r.park.entries
          : r.park.tempEntries;
    const device = gates[hashOf(r.plate) % gates.length] as string;
    const eventId = `soak-${++serial}`;
    const answer = await send(agent, `${job.baseUrl}/api/device/gate/event`, {
      method: 'POST',
      auth: device,
      body: { eventId, direction: r.direction, plateNumber: r.plate, eventTime: r.at.toISOString(), confidence: 95 },
    });
    record(
      'gate event',
      performance.now() - due,
      answer.status,
      `${answer.body} (sent: ${JSON.stringify(r.plate)} ${r.direction} at ${r.at.toISOString()})`,
    );
    if (answer.status !== 200) return;
    const a = (
      JSON.parse(answer.body) as {
        data: { verdict: Verdict; onlineOrderId?: string; repeated?: boolean; reason?: string };
      }
    ).data;
    const verdict = verdictNames.get(a.verdict) ?? String(a.verdict);
    const name = a.repeated ? 'repeated' : a.reason ? `${verdict} (${a.reason})` : verdict;
    interval.verdicts[name] = (interval.verdicts[name] ?? 0) + 1;
    total.verdicts[name] = (total.verdicts[name] ?? 0) + 1;
    if (r.direction === 'out' && a.verdict === gateVerdict.values.pay && a.onlineOrderId && !r.afterPaying) {
      // the driver scans the exit's QR code and pays (confirming on the sandbox's page when it asks, as
      // the simulator does); the camera reads the car again a minute later
      const sent = performance.now();
      const started = await send(agent, `${job.baseUrl}/api/pay/order/start`, {
        method: 'POST',
        body: { onlineOrderId: a.onlineOrderId, payWay: payWay.values.wechat },
      });
      let status = started.status;
      if (status === 200) {
        const payUrl = (JSON.parse(started.body) as { data: { payUrl: string } }).data.payUrl;
        const token = new URLSearchParams(new URL(payUrl).hash.slice(1)).get('token');
        if (token) {
          const confirmed = await send(agent, `${job.baseUrl}/api/pay/sandbox/confirm`, {
            method: 'POST',
            body: { onlineOrderId: a.onlineOrderId, token },
          });
          status = confirmed.status;
        }
      }
      record('pay', performance.now() - sent, status, status === 200 ? '' : `${started.body}`);
      followUps.push({ ...r, at: new Date(r.at.getTime() + 60_000), afterPaying: true });
    }
  };
  const gates = (async () => {
    const every = 1000 / job.gateRate;
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; ; i++) {
      const due = started + i * every;
      if (due >= until) break;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((res) => setTimeout(res, wait));
      const r: Read | undefined = followUps.shift() ?? plan[next++];
      if (!r) {
        interval.unsent++;
        total.unsent++;
        continue;
      }
      const car = `${r.park.parkId}:${r.plate}`;
      const p = (carChains.get(car) ?? Promise.resolve()).then(() => gateRead(r, due));
      carChains.set(car, p);
      inFlight.add(p);
      void p.finally(() => {
        inFlight.delete(p);
        if (carChains.get(car) === p) carChains.delete(car);
      });
    }
    await Promise.all(inFlight);
  })();

  // console users: lists and now and then an export, with a person's pause between calls
  const dayOf = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: job.timeZone }).format(d);
  const firstDay = plan[0]?.at ?? new Date();
  const consoles = job.consoles.map(async (c, i) => {
    let rnd = hashOf(`${c.username}-${i}`) || 1;
    const random = () => {
      rnd ^= rnd << 13;
      rnd ^= rnd >>> 17;
      rnd ^= rnd << 5;
      return (rnd >>> 0) / 4_294_967_296;
    };
    const auth = `Bearer ${c.token}`;
    while (performance.now() < until) {
      await new Promise((res) => setTimeout(res, job.thinkMs * (0.5 + random())));
      if (performance.now() >= until) break;
      // a day of the replayed traffic that has stays by now
      const day = dayOf(new Date(firstDay.getTime() + Math.floor(random() * 3) * 86_400_000));
      const r = random() * (c.mayExport ? 1 : 0.9);
      const [route, path] =
        r < 0.4
          ? [
              'in/out records',
              `/api/updown/parkIORecord/list?current=${1 + Math.floor(random() * 3)}&size=20&parkId=${c.parkId}`,
            ]
          : r < 0.65
            ? ['orders', `/api/updown/static/getPageOnlineOrder?current=1&size=20&parkId=${c.parkId}`]
            : r < 0.9
              ? ['passes', `/api/updown/parkMonth/listPage?current=1&size=20&parkId=${c.parkId}`]
              : [
                  'export in/out',
                  `/api/updown/parkIORecord/export?parkId=${c.parkId}&inTimeStart=${encodeURIComponent(`${day} 00:00:00`)}&inTimeEnd=${encodeURIComponent(`${day} 23:59:59`)}`,
                ];
      const sent = performance.now();
      const answer = await send(agent, `${job.baseUrl}${path}`, { method: 'GET', auth });
      record(route, performance.now() - sent, answer.status, answer.body);
    }
  });

  await Promise.all([gates, ...consoles]);
  agent.destroy();
  process.send?.({ kind: 'interval', stats: interval.summary() } satisfies ClientMessage);
  process.send?.({ kind: 'done', total: total.summary() } satisfies ClientMessage, () => process.disconnect());
}

if (process.send) process.once('message', (job) => void run(job as SoakJob));
