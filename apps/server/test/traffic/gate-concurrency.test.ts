import { stayState } from '@parking/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../support/test-app';
import { type Answer, gateEvent, type Plaza, plazaWithDevices, trafficApp } from './traffic-helpers';

let app: TestApp;
let plaza: Plaza;

beforeAll(async () => {
  app = await trafficApp();
  plaza = await plazaWithDevices(app, 'GC');
});
afterAll(() => app.close());

/** The same numbers every run (mulberry32), so every run sends the same reads from the same callers. */
let state = 20_261_124;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (t ^ (t >>> 14)) >>> 0;
};

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const differences = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length;

/**
 * Plates at least three characters apart from each other, so a plate one character off one of them is
 * at least two off every other: the one-character match can only take the car it was made from.
 */
function distinctPlates(count: number): string[] {
  const plates: string[] = [];
  const next = () => letters[random() % letters.length] ?? 'A';
  while (plates.length < count) {
    const plate = `沪${'ABCDEFGH'[plates.length % 8]}${Array.from({ length: 5 }, next).join('')}`;
    if (plates.every((p) => differences(p, plate) >= 3)) plates.push(plate);
  }
  return plates;
}

/** The plate with its character at `position` (past the province and letter) read as another. */
const misread = (plate: string, position: number) => {
  const chars = [...plate];
  const i = 2 + position;
  chars[i] = chars[i] === '8' ? '9' : '8';
  return chars.join('');
};

type Read = { eventId: string; device: string; direction: 'in' | 'out'; plateNumber: string; eventTime: string };

const callers = 16;
const readsEach = 30;
const cars = 24;
const rounds = 2;

/** The park starts afresh: no car inside, every stall free. */
async function startAfresh() {
  const fresh = await call(app, 'POST', '/api/updown/parkIORecord/initHistoryPark', {
    token: plaza.token,
    query: { parkId: plaza.parkId },
  });
  expect(fresh.status).toBe(200);
}

const send = (r: Read) =>
  gateEvent(app, r.device, {
    eventId: r.eventId,
    direction: r.direction,
    plateNumber: r.plateNumber,
    eventTime: r.eventTime,
  });

/** Each caller sends its reads one after the other, all callers at once; the answers by event id. */
async function sendAll(lanes: Read[][]) {
  const answers = new Map<string, { status: number; answer: Answer; msg: string }>();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const r of lane) {
        const res = await send(r);
        answers.set(r.eventId, { status: res.status, answer: res.body.data, msg: res.body.msg });
      }
    }),
  );
  return answers;
}

describe('concurrent plate reads at the gates: exits of cars inside, plates one character off them, entries', () => {
  const plates = distinctPlates(rounds * callers * readsEach);
  for (let round = 1; round <= rounds; round++) {
    it(`are each answered once without a server error; stays and free stalls stay consistent (round ${round})`, async () => {
      await startAfresh();
      const ours = plates.slice((round - 1) * callers * readsEach, round * callers * readsEach);
      const inside = ours.slice(0, cars);
      const newcomers = ours.slice(cars);
      const now = Date.now();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
      const key = `GC${round}-`;

      // most cars came two hours ago and owe at the exit, so they stay inside; a few came just now and leave free
      const entered = await Promise.all(
        inside.map((plateNumber, i) =>
          gateEvent(app, plaza.entry, {
            eventId: `${key}in-${i}`,
            direction: 'in',
            plateNumber,
            eventTime: at(i % 4 ? 120 : 5),
          }),
        ),
      );
      expect(entered.map((r) => [r.status, r.body.data.open])).toEqual(inside.map(() => [200, true]));
      const stayOf = new Map(entered.map((r, i) => [r.body.data.recordId, inside[i]]));

      const reads: Read[] = [];
      const read = (device: string, direction: Read['direction'], plateNumber: string) =>
        reads.push({ eventId: `${key}${reads.length}`, device, direction, plateNumber, eventTime: at(0) });
      // each car is read at the exit three times, and three times one character off
      for (const plate of inside) {
        for (const position of [0, 2, 4]) {
          read(plaza.exit, 'out', plate);
          read(plaza.exit, 'out', misread(plate, position));
        }
      }
      for (const plate of newcomers.slice(0, callers * readsEach - reads.length)) read(plaza.entry, 'in', plate);
      // dealt round the callers, so a car's reads meet its misreads and the entries in flight
      const lanes = Array.from({ length: callers }, (_, lane) => reads.filter((_, i) => i % callers === lane));

      const answers = await sendAll(lanes);
      const failed = [...answers.values()].filter((a) => a.status !== 200).map((a) => `${a.status} ${a.msg}`);
      expect(failed).toEqual([]);
      expect(answers.size).toBe(reads.length);
      // the cars that owe stay inside after their exit: reads one character off them are taken as them
      const takenAsCar = reads.filter(
        (r) => !inside.includes(r.plateNumber) && stayOf.has(answers.get(r.eventId)?.answer.recordId ?? null),
      );
      expect(takenAsCar.length).toBeGreaterThan(0);

      // each read was recorded once, and the same event id again answers what was answered
      const [events] = await app.database.query<{ n: string; distinctKeys: string }>(
        `select count(*) as n, count(distinct event_key) as "distinctKeys" from gate_event
          where park_id = $1 and event_key like $2 and deleted_at is null`,
        [plaza.parkId, `%:${key}%`],
      );
      expect(Number(events?.n)).toBe(reads.length + cars);
      expect(Number(events?.distinctKeys)).toBe(reads.length + cars);
      const again = await sendAll(lanes);
      for (const [eventId, first] of answers) expect(again.get(eventId)).toEqual(first);

      // a car is inside at most once, and the free stalls are the totals less the cars inside
      const twice = await app.database.query(
        `select plate_number, count(*) from park_io_record
          where park_id = $1 and state = $2 and deleted_at is null group by plate_number having count(*) > 1`,
        [plaza.parkId, stayState.values.inside],
      );
      expect(twice).toEqual([]);
      const stalls = await app.database.query<{ kind: string; free: number; total: number; inside: string }>(
        `select 'park' as kind, p.free_stalls as free, p.total_stalls as total,
            (select count(*) from park_io_record s where s.park_id = p.id and s.state = $2 and s.deleted_at is null) as inside
          from park p where p.id = $1
          union all
          select 'area ' || a.id, a.free_stalls, a.total_stalls,
            (select count(*) from park_io_record s where s.area_id = a.id and s.state = $2 and s.deleted_at is null)
          from park_area a where a.park_id = $1 and a.deleted_at is null`,
        [plaza.parkId, stayState.values.inside],
      );
      expect(stalls.length).toBeGreaterThan(1);
      for (const s of stalls) {
        expect({ kind: s.kind, free: Number(s.free) }).toEqual({
          kind: s.kind,
          free: Number(s.total) - Number(s.inside),
        });
      }
    });
  }
});
