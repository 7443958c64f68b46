import { payWay } from '@parking/resources';
import { type ApiClient, payOrder } from '../gate-client';
import { debtorPlates, knownCars } from '../run-simulation';
import { planDay, readsOf } from '../traffic-day';
import { type FleetCamera, takesEntries, takesExits } from './camera-fleet';
import type { SimCamera } from './sim-camera';

export type CameraDayOptions = {
  parkId: number;
  from: Date;
  days: number;
  carsPerDay: number;
  /** 0 as fast as the server answers, 60 a minute a second, 1 real time. */
  speed: number;
  seed: number;
  lanes: number;
  passShare: number;
  blackShare: number;
  debtorShare: number;
  limit?: number;
};

export type CameraDayProgress = { sent: number; total: number; opened: number; closed: number; paid: number };

type OrderRow = { onlineOrderId: string };

const plateHash = (plate: string) => {
  let h = 0;
  for (const c of plate) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
};

/** One car at a time at a camera, as at a real lane. */
const lanesOf = new WeakMap<SimCamera, Promise<unknown>>();
function atCamera<T>(cam: SimCamera, work: () => Promise<T>): Promise<T> {
  const run = (lanesOf.get(cam) ?? Promise.resolve()).then(work, work);
  lanesOf.set(
    cam,
    run.catch(() => undefined),
  );
  return run;
}

let plateids = Math.floor(Date.now() / 1000) % 1_000_000;

/**
 * A plate read at the camera and what the lane did with it: whether the barrier opened before the screen
 * showed the decision (the server sends gpio_out before serial_data), or nothing within `ms`.
 */
export function readAndWatch(
  cam: SimCamera,
  plate: string,
  at: Date,
  ms = 15_000,
): Promise<'open' | 'closed' | 'silent'> {
  return atCamera(cam, async () => {
    const opensBefore = cam.barrierOpens;
    const shown = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        cam.off('screen', on);
        resolve(false);
      }, ms);
      const on = () => {
        clearTimeout(timer);
        cam.off('screen', on);
        resolve(true);
      };
      cam.on('screen', on);
    });
    await cam.read({ plate, plateid: ++plateids, at });
    if (!(await shown)) return 'silent';
    return cam.barrierOpens > opensBefore ? 'open' : 'closed';
  });
}

/**
 * Plays the park's day (the same day model as the HTTP simulator) through its simulated cameras: each car is
 * read by a camera of an entry lane and later of an exit lane. A car asked to pay at the exit pays the
 * order the exit raised (as a driver scanning the screen's code; the simulator finds it through the order
 * list) and is read again.
 */
export async function runCameraDay(
  api: ApiClient,
  fleet: FleetCamera[],
  o: CameraDayOptions,
  onProgress: (p: CameraDayProgress) => void = () => {},
): Promise<CameraDayProgress> {
  const mine = fleet.filter((f) => f.parkId === o.parkId);
  const entries = mine.filter((f) => takesEntries(f.gateType));
  const exits = mine.filter((f) => takesExits(f.gateType));
  if (!entries.length || !exits.length) {
    throw new Error(`park ${o.parkId} needs cameras at an entry and at an exit gate (give --devices more cameras)`);
  }
  const visitorEntries = entries.some((f) => f.allowTempCar) ? entries.filter((f) => f.allowTempCar) : entries;
  const { passPlates, blackPlates } = await knownCars(api, o.parkId);
  const debtors = o.debtorShare > 0 ? await debtorPlates(api, o.parkId) : [];
  const end = new Date(o.from.getTime() + o.days * 86_400_000);
  const visits = Array.from({ length: o.days }, (_, d) =>
    planDay({
      midnight: new Date(o.from.getTime() + d * 86_400_000),
      cars: o.carsPerDay,
      seed: o.seed + d,
      regulars: passPlates,
      regularShare: o.passShare,
      blackListed: blackPlates,
      blackShare: o.blackShare,
      debtors,
      debtorShare: o.debtorShare,
    }),
  ).flat();
  let reads = readsOf(visits, end);
  if (o.limit !== undefined) reads = reads.slice(0, o.limit);
  const progress: CameraDayProgress = { sent: 0, total: reads.length, opened: 0, closed: 0, paid: 0 };
  const passCars = new Set(passPlates);
  const lanes: (typeof reads)[] = Array.from({ length: Math.max(1, o.lanes) }, () => []);
  for (const r of reads) lanes[plateHash(r.plate) % lanes.length]?.push(r);
  const started = Date.now();
  const simStart = reads[0]?.at.getTime() ?? 0;
  await Promise.all(
    lanes.map(async (lane) => {
      const turnedAway = new Set<string>();
      for (const r of lane) {
        if (r.direction === 'out' && turnedAway.delete(r.plate)) continue;
        if (o.speed > 0) {
          const wait = started + (r.at.getTime() - simStart) / o.speed - Date.now();
          if (wait > 0) await new Promise((res) => setTimeout(res, wait));
        }
        const at = r.direction === 'out' ? exits : passCars.has(r.plate) ? entries : visitorEntries;
        const camera = at[plateHash(r.plate) % at.length] as FleetCamera;
        let outcome = await readAndWatch(camera.cam, r.plate, r.at);
        if (r.direction === 'out' && outcome === 'closed') {
          const orders = await api.request<{ data: OrderRow[] }>('GET', '/api/updown/static/getPageUnChargeOrder', {
            query: { parkId: o.parkId, plateNumber: r.plate, size: 5 },
          });
          const order = orders.data[0];
          if (order) {
            await payOrder(api, order.onlineOrderId, payWay.values.wechat);
            progress.paid++;
            outcome = await readAndWatch(camera.cam, r.plate, new Date(r.at.getTime() + 60_000));
          }
        }
        if (r.direction === 'in' && outcome !== 'open') turnedAway.add(r.plate);
        if (outcome === 'open') progress.opened++;
        else progress.closed++;
        progress.sent++;
        onProgress(progress);
      }
    }),
  );
  return progress;
}
