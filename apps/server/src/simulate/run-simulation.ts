import { type DictValue, gateType, gateVerdict, oweState, passState, payWay } from '@parking/resources';
import { type ApiClient, payOrder, simulatorDevices } from './gate-client';
import { planDay, readsOf, seededRandom } from './traffic-day';
import { visitorVisits } from './visitor-cars';
import { type CouponTally, couponRulesAt, giveCoupon } from './visitor-coupons';

export type SimulationOptions = {
  parkId: number;
  /** First simulated day, local midnight. */
  from: Date;
  days: number;
  carsPerDay: number;
  /** Time factor: 0 sends as fast as the server answers, 60 plays a minute each second, 1 is real time. */
  speed: number;
  seed: number;
  /** Reads sent at once (each plate's reads stay in order). */
  lanes: number;
  /** Stop after this many reads (for tests). */
  limit?: number;
  /** Share of arrivals that are the park's monthly-pass cars (0.1 to 0.3 in real parks). */
  passShare?: number;
  /** Share of arrivals that are black-listed cars. */
  blackShare?: number;
  /** Share of visitors a merchant gives a coupon before they leave (when a rule holds at the park). */
  couponShare?: number;
  /** Share of arrivals that are cars owing the park's company, coming back. */
  debtorShare?: number;
  /** Reads the console's local times: given, the cars of approved visits in the simulated days come too. */
  parseTime?: (text: string) => Date | null;
};

export type SimulationProgress = {
  sent: number;
  total: number;
  opened: number;
  refused: number;
  paid: number;
  /** Coupons merchants gave visitors, and issues their rules or balances refused. */
  coupons: CouponTally;
};

type Answer = { verdict: DictValue<typeof gateVerdict>; onlineOrderId?: string };

type PlateRow = { plateNumber: string };
type OweRow = { plateNumber: string; companyId: number };

const plateHash = (plate: string) => {
  let h = 0;
  for (const c of plate) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
};

/** The park's monthly-pass cars in force and its black-listed cars, as the operator keeps them. */
export async function knownCars(api: ApiClient, parkId: number) {
  const passes = await api.request<{ data: PlateRow[] }>('GET', '/api/updown/parkMonth/listPage', {
    query: { parkId, state: passState.values.active, size: 500 },
  });
  const black = await api.request<{ data: PlateRow[] }>('GET', '/api/updown/parkBlackList/listPage', {
    query: { parkId, size: 500 },
  });
  return {
    passPlates: passes.data.map((p) => p.plateNumber),
    blackPlates: black.data.map((p) => p.plateNumber),
  };
}

/** Plates owing the park's company (unpaid arrears at any of its parks), the oldest debts first. */
export async function debtorPlates(api: ApiClient, parkId: number): Promise<string[]> {
  const parks = await api.request<{ data: { id: number; companyId: number }[] }>('GET', '/api/updown/basePark/list', {
    query: { size: 500 },
  });
  const companyId = parks.data.find((p) => p.id === parkId)?.companyId;
  const owes = await api.request<{ data: OweRow[] }>('GET', '/api/updown/plat/owe/getOwePage', {
    query: { state: oweState.values.normal, size: 500, sort: 'oweTime' },
  });
  return [...new Set(owes.data.filter((o) => o.companyId === companyId).map((o) => o.plateNumber))];
}

/**
 * Plays visits of the park through the real gate API: entries at entry gates, exits at exit gates,
 * paying through the payment channel when asked and reading the plate again to leave. Calls
 * `onAck` with each event id once the server has acknowledged it (it is committed then).
 */
export async function runSimulation(
  api: ApiClient,
  o: SimulationOptions,
  onProgress: (p: SimulationProgress) => void = () => {},
  onAck: (eventId: string) => void = () => {},
): Promise<SimulationProgress> {
  const devices = await simulatorDevices(api, o.parkId);
  const { entry, exit, entryAndExit } = gateType.values;
  const entries = devices.filter((d) => d.gateType === entry || d.gateType === entryAndExit);
  const exits = devices.filter((d) => d.gateType === exit || d.gateType === entryAndExit);
  if (!entries.length || !exits.length) throw new Error(`park ${o.parkId} needs an entry and an exit gate`);
  const end = new Date(o.from.getTime() + o.days * 86_400_000);
  const { passPlates, blackPlates } = await knownCars(api, o.parkId);
  const debtors = (o.debtorShare ?? 0) > 0 ? await debtorPlates(api, o.parkId) : [];
  const rules = (o.couponShare ?? 0) > 0 ? await couponRulesAt(api, o.parkId) : [];
  const visits = Array.from({ length: o.days }, (_, d) =>
    planDay({
      midnight: new Date(o.from.getTime() + d * 86_400_000),
      cars: o.carsPerDay,
      seed: o.seed + d,
      regulars: passPlates,
      regularShare: o.passShare ?? 0.2,
      blackListed: blackPlates,
      blackShare: o.blackShare ?? 0.01,
      debtors,
      debtorShare: o.debtorShare ?? 0,
    }),
  ).flat();
  if (o.parseTime) {
    visits.push(
      ...(await visitorVisits(api, { parkId: o.parkId, from: o.from, end, seed: o.seed, parseTime: o.parseTime })),
    );
  }
  let reads = readsOf(visits, end);
  if (o.limit !== undefined) reads = reads.slice(0, o.limit);
  const progress: SimulationProgress = {
    sent: 0,
    total: reads.length,
    opened: 0,
    refused: 0,
    paid: 0,
    coupons: { issued: 0, refused: 0 },
  };
  // which visitors get a coupon, decided in time order so a seed plays the same
  const couponRand = seededRandom(o.seed * 7919 + 1);
  const couponPick = new Map<(typeof reads)[number], number>();
  for (const r of reads) {
    if (r.direction === 'out' && rules.length && couponRand() < (o.couponShare ?? 0)) couponPick.set(r, couponRand());
  }
  const started = Date.now();
  const simStart = reads[0]?.at.getTime() ?? 0;
  let serial = 0;
  const send = async (device: { authorization: string }, plate: string, direction: 'in' | 'out', at: Date) => {
    const eventId = `sim-${o.seed}-${at.getTime()}-${++serial}`;
    const answer = await api.request<Answer>('POST', '/api/device/gate/event', {
      auth: device.authorization,
      body: { eventId, direction, plateNumber: plate, eventTime: at.toISOString(), confidence: 95 },
    });
    onAck(eventId);
    return answer;
  };
  const lanes: (typeof reads)[] = Array.from({ length: Math.max(1, o.lanes) }, () => []);
  for (const r of reads) lanes[plateHash(r.plate) % lanes.length]?.push(r);
  // a visitor drives to an entry that takes temporary cars, where the park has one
  const passCars = new Set(passPlates);
  const visitorEntries = entries.some((d) => d.allowTempCar) ? entries.filter((d) => d.allowTempCar) : entries;
  await Promise.all(
    lanes.map(async (lane) => {
      // a car the entry refused never came in, so it does not drive out (each plate keeps to one lane)
      const turnedAway = new Set<string>();
      for (const r of lane) {
        if (r.direction === 'out' && turnedAway.delete(r.plate)) continue;
        if (o.speed > 0) {
          const due = started + (r.at.getTime() - simStart) / o.speed;
          const wait = due - Date.now();
          if (wait > 0) await new Promise((res) => setTimeout(res, wait));
        }
        const gates = r.direction === 'out' ? exits : passCars.has(r.plate) ? entries : visitorEntries;
        const device = gates[plateHash(r.plate) % gates.length] as (typeof gates)[number];
        const pick = couponPick.get(r);
        if (pick !== undefined) {
          await giveCoupon(api, {
            rules,
            parkId: o.parkId,
            plate: r.plate,
            exitAt: r.at,
            pick,
            tally: progress.coupons,
          });
        }
        let answer = await send(device, r.plate, r.direction, r.at);
        if (r.direction === 'in' && answer.verdict === gateVerdict.values.refuse) turnedAway.add(r.plate);
        if (answer.verdict === gateVerdict.values.pay && answer.onlineOrderId) {
          await payOrder(api, answer.onlineOrderId, payWay.values.wechat);
          progress.paid++;
          answer = await send(device, r.plate, 'out', new Date(r.at.getTime() + 60_000));
        }
        if (answer.verdict === gateVerdict.values.open) progress.opened++;
        else progress.refused++;
        progress.sent++;
        onProgress(progress);
      }
    }),
  );
  return progress;
}
