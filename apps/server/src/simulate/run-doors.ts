import { type DictValue, doorPassKind, enabledState } from '@parking/resources';
import type { ApiClient } from './gate-client';
import { seededRandom } from './traffic-day';

export type DoorDayOptions = {
  parkId: number;
  /** First simulated day, local midnight. */
  from: Date;
  days: number;
  seed: number;
  /** Passes of people the doors do not know (a lost or foreign card), per reader and day. */
  strangers?: number;
};

export type DoorDayResult = { sent: number; opened: number; refused: number; readers: number };

type DoorDeviceRow = { id: number; deviceCode: string; doorId: number };
type EmployeeRow = { id: number; empNo: string; cardNo: string | null; companyId: number };
type DeviceRow = { id: number; deviceCode: string };
type DoorAnswer = { open: boolean };

/** A key for each door reader of the park, through the device register (readers are devices like cameras). */
async function readerKeys(api: ApiClient, parkId: number): Promise<string[]> {
  const readers = await api.request<{ data: DoorDeviceRow[] }>('GET', '/api/updown/door/doordevice/list', {
    query: { parkId, size: 100 },
  });
  const keys: string[] = [];
  for (const reader of readers.data) {
    const found = await api.request<{ data: DeviceRow[] }>('GET', '/api/updown/gateDevice/list', {
      query: { parkId, deviceCode: reader.deviceCode },
    });
    const device = found.data.find((d) => d.deviceCode === reader.deviceCode);
    if (!device) continue;
    const key = await api.request<{ authorization: string }>('POST', '/api/updown/gateDevice/issueKey', {
      query: { deviceId: device.id },
    });
    keys.push(key.authorization);
  }
  return keys;
}

/** Minutes after midnight around a centre, spread like people arriving. */
const around = (rand: () => number, centre: number, spread: number) =>
  Math.max(0, Math.min(1439, Math.round(centre + (rand() + rand() + rand() - 1.5) * spread)));

/**
 * Days of people passing the park's doors through their readers' device route: each enabled employee of the
 * park's company comes in around nine, some go out for lunch and back, and leave around six, at a reader of
 * the park (by card where they have one, else by face); a stranger's card now and then. The server decides
 * each pass from the grants and week plans, so weekends and doors a person has no grant for are refused.
 */
export async function runDoorDays(api: ApiClient, o: DoorDayOptions): Promise<DoorDayResult> {
  const result: DoorDayResult = { sent: 0, opened: 0, refused: 0, readers: 0 };
  const keys = await readerKeys(api, o.parkId);
  result.readers = keys.length;
  if (!keys.length) return result;
  const parks = await api.request<{ data: { id: number; companyId: number }[] }>('GET', '/api/updown/basePark/list', {
    query: { size: 500 },
  });
  const companyId = parks.data.find((p) => p.id === o.parkId)?.companyId;
  const employees = await api.request<{ data: EmployeeRow[] }>('GET', '/api/updown/door/dooremployee/list', {
    query: { state: enabledState.values.enabled, size: 500 },
  });
  const people = employees.data.filter((e) => e.companyId === companyId);
  const rand = seededRandom(o.seed * 104_729 + o.parkId);
  type Pass = { at: number; kind: DictValue<typeof doorPassKind>; credential: string; reader: string };
  const passes: Pass[] = [];
  const pick = () => keys[Math.floor(rand() * keys.length)] as string;
  for (let d = 0; d < o.days; d++) {
    const midnight = o.from.getTime() + d * 86_400_000;
    for (const e of people) {
      const byCard = e.cardNo ? { kind: doorPassKind.values.card, credential: e.cardNo } : null;
      const how = byCard ?? { kind: doorPassKind.values.face, credential: e.empNo };
      const minutes = [around(rand, 9 * 60 - 10, 40)];
      if (rand() < 0.4) minutes.push(around(rand, 12 * 60, 20), around(rand, 13 * 60, 20));
      minutes.push(around(rand, 18 * 60, 60));
      const reader = pick();
      for (const m of minutes) passes.push({ at: midnight + m * 60_000 + Math.floor(rand() * 60_000), ...how, reader });
    }
    for (const reader of keys) {
      for (let i = 0; i < (o.strangers ?? 1); i++) {
        const credential = `X${Math.floor(rand() * 1e7)}`;
        passes.push({
          at: midnight + around(rand, 14 * 60, 300) * 60_000,
          kind: doorPassKind.values.card,
          credential,
          reader,
        });
      }
    }
  }
  passes.sort((a, b) => a.at - b.at);
  let serial = 0;
  for (const p of passes) {
    const answer = await api.request<DoorAnswer>('POST', '/api/device/door/event', {
      auth: p.reader,
      body: {
        eventId: `sim-door-${o.seed}-${p.at}-${++serial}`,
        passKind: p.kind,
        credential: p.credential,
        eventTime: new Date(p.at).toISOString(),
      },
    });
    result.sent++;
    if (answer.open) result.opened++;
    else result.refused++;
  }
  return result;
}
