import { oweState, payWay } from '@parking/resources';
import { type ApiClient, payOrder, simulatorBerthDevices } from './gate-client';
import { planBerthDay } from './roadside-day';
import { seededRandom } from './traffic-day';

export type RoadsideOptions = {
  parkId: number;
  /** First simulated day, local midnight. */
  from: Date;
  days: number;
  /** Stays a day over the park's free berths. */
  staysPerDay: number;
  seed: number;
  /** Share of stays left unpaid (escapes, which become arrears); about one in six unless told. */
  escapeShare?: number;
  /** Share of those arrears the driver pays at a booth afterwards. */
  recoverShare?: number;
};

export type RoadsideProgress = { sent: number; paid: number; escapes: number; recovered: number };

type BerthAnswer = { outcome: string };
type BerthRow = { id: number; berthNo: string };
type OweRow = { id: number; plateNumber: string };

/** The driver of an escaped stay pays its arrear at a booth: the operator takes it with feeOwe. */
async function payArrear(api: ApiClient, parkId: number, plate: string): Promise<boolean> {
  const owes = await api.request<{ data: OweRow[] }>('GET', '/api/updown/plat/owe/getOwePage', {
    query: { parkId, plateNumber: plate, state: oweState.values.normal, size: 10 },
  });
  const owe = owes.data.find((o) => o.plateNumber === plate);
  if (!owe) return false;
  await api.request('POST', '/api/updown/plat/owe/feeOwe', { query: { oweId: owe.id } });
  return true;
}

/**
 * Plays roadside stays through the real berth API: the attendant's handheld registers each car with its
 * plate, most are paid from the handheld's order through the payment channel, and the berth sensor
 * reports the car leaving; those that leave owing become escapes.
 */
export async function runRoadside(api: ApiClient, o: RoadsideOptions): Promise<RoadsideProgress> {
  const berths = await api.request<{ data: BerthRow[] }>('GET', '/api/updown/door/rdBerth/list', {
    query: { parkId: o.parkId, hasCar: false, size: 6 },
  });
  const progress: RoadsideProgress = { sent: 0, paid: 0, escapes: 0, recovered: 0 };
  const recovers = seededRandom(o.seed * 1000 + o.parkId + 7);
  if (!berths.data.length) return progress;
  const { sensor, handheld } = await simulatorBerthDevices(api, o.parkId);
  let serial = 0;
  const send = async (auth: string, body: Record<string, unknown>) => {
    const answer = await api.request<BerthAnswer>('POST', '/api/device/berth/event', {
      auth,
      body: { eventId: `sim-rd-${o.seed}-${o.parkId}-${Date.now()}-${++serial}`, ...body },
    });
    progress.sent++;
    return answer;
  };
  for (let d = 0; d < o.days; d++) {
    const visits = planBerthDay({
      midnight: new Date(o.from.getTime() + d * 86_400_000),
      berthNos: berths.data.map((b) => b.berthNo),
      stays: o.staysPerDay,
      seed: o.seed * 1000 + o.parkId + d,
      ...(o.escapeShare === undefined ? {} : { escapeShare: o.escapeShare }),
    });
    const payLater: string[] = [];
    for (const v of visits) {
      await send(handheld, {
        berthNo: v.berthNo,
        direction: 'in',
        plateNumber: v.plate,
        eventTime: v.inAt.toISOString(),
      });
      if (v.settle === 'pay') {
        const order = await api.request<{ onlineOrderId: string | null }>('POST', '/api/device/berth/order', {
          auth: handheld,
          body: { berthNo: v.berthNo, eventTime: new Date(v.outAt.getTime() - 120_000).toISOString() },
        });
        if (order.onlineOrderId) {
          await payOrder(api, order.onlineOrderId, payWay.values.wechat);
          progress.paid++;
        }
      }
      const out = await send(sensor, { berthNo: v.berthNo, direction: 'out', eventTime: v.outAt.toISOString() });
      if (out.outcome === 'escaped') {
        progress.escapes++;
        if (recovers() < (o.recoverShare ?? 0)) payLater.push(v.plate);
      }
    }
    for (const plate of payLater) if (await payArrear(api, o.parkId, plate)) progress.recovered++;
  }
  return progress;
}
