import { type DictValue, gateType, gateVerdict, passState, payWay } from '@parking/resources';
import { type ApiClient, payOrder, simulatorDevices } from './gate-client';
import { planDay, readsOf } from './traffic-day';

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
};

export type SimulationProgress = { sent: number; total: number; opened: number; refused: number; paid: number };

type Answer = { verdict: DictValue<typeof gateVerdict>; onlineOrderId?: string };

type PlateRow = { plateNumber: string };

/** The park's monthly-pass cars in force and its black-listed cars, as the operator keeps them. */
async function knownCars(api: ApiClient, parkId: number) {
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
  const visits = Array.from({ length: o.days }, (_, d) =>
    planDay({
      midnight: new Date(o.from.getTime() + d * 86_400_000),
      cars: o.carsPerDay,
      seed: o.seed + d,
      regulars: passPlates,
      regularShare: o.passShare ?? 0.2,
      blackListed: blackPlates,
      blackShare: o.blackShare ?? 0.01,
    }),
  ).flat();
  let reads = readsOf(visits, end);
  if (o.limit !== undefined) reads = reads.slice(0, o.limit);
  const progress: SimulationProgress = { sent: 0, total: reads.length, opened: 0, refused: 0, paid: 0 };
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
  for (const r of reads) {
    let h = 0;
    for (const c of r.plate) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    lanes[h % lanes.length]?.push(r);
  }
  await Promise.all(
    lanes.map(async (lane) => {
      for (const r of lane) {
        if (o.speed > 0) {
          const due = started + (r.at.getTime() - simStart) / o.speed;
          const wait = due - Date.now();
          if (wait > 0) await new Promise((res) => setTimeout(res, wait));
        }
        const gates = r.direction === 'in' ? entries : exits;
        const device = gates[r.plate.length % gates.length] as (typeof gates)[number];
        let answer = await send(device, r.plate, r.direction, r.at);
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
