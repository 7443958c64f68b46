/** A car's visit to a park: when it arrives and when it leaves; a black-listed car is turned away. */
export type Visit = { plate: string; arriveAt: Date; leaveAt: Date; turnedAway?: boolean };

/** A small seeded generator, so a simulated day can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export const randomPlate = (rand: () => number, prefix = '沪'): string => {
  const city = letters[Math.floor(rand() * letters.length)];
  const tail = Array.from({ length: 5 }, () =>
    rand() < 0.2 ? letters[Math.floor(rand() * letters.length)] : String(Math.floor(rand() * 10)),
  ).join('');
  return `${prefix}${city}${tail}`;
};

/** Minutes after midnight of an arrival: most in the morning and evening peaks, the rest through the day. */
function arrivalMinute(rand: () => number): number {
  const r = rand();
  const around = (centre: number, spread: number) => centre + (rand() + rand() + rand() - 1.5) * spread;
  const m = r < 0.35 ? around(8 * 60, 60) : r < 0.65 ? around(18 * 60, 70) : 6 * 60 + rand() * 16 * 60;
  return Math.max(0, Math.min(1439, Math.round(m)));
}

/** How long a car stays, in minutes: short errands, half days, and some overnight. */
function stayMinutes(rand: () => number): number {
  const r = rand();
  if (r < 0.3) return 5 + Math.floor(rand() * 40);
  if (r < 0.8) return 60 + Math.floor(rand() * 300);
  return 480 + Math.floor(rand() * 720);
}

/**
 * The visits of one day: `cars` arrivals from the given midnight, each with a stay. About `regularShare`
 * of the arrivals are `regulars` (the park's monthly-pass cars), `blackShare` are black-listed cars,
 * which the gate turns away, and `debtorShare` are `debtors` (cars owing the company) coming back.
 */
export function planDay(o: {
  midnight: Date;
  cars: number;
  seed: number;
  regulars?: string[];
  regularShare?: number;
  blackListed?: string[];
  blackShare?: number;
  debtors?: string[];
  debtorShare?: number;
}): Visit[] {
  const rand = seededRandom(o.seed);
  const regulars = o.regulars ?? [];
  const blackListed = o.blackListed ?? [];
  const debtors = o.debtors ?? [];
  const inside = new Map<string, number>();
  const visits: Visit[] = [];
  for (let i = 0; i < o.cars; i++) {
    let plate =
      regulars.length && rand() < (o.regularShare ?? 0.25)
        ? (regulars[Math.floor(rand() * regulars.length)] as string)
        : '';
    const turnedAway = !plate && blackListed.length > 0 && rand() < (o.blackShare ?? 0.01);
    if (turnedAway) plate = blackListed[Math.floor(rand() * blackListed.length)] as string;
    const regular = plate !== '' && !turnedAway;
    // drawn only when there are debtors, so a day without them is the day it always was
    if (!plate && debtors.length > 0 && rand() < (o.debtorShare ?? 0)) {
      plate = debtors[Math.floor(rand() * debtors.length)] as string;
    }
    if (!plate) plate = randomPlate(rand);
    const arrive = o.midnight.getTime() + arrivalMinute(rand) * 60_000 + Math.floor(rand() * 60) * 1000;
    if (turnedAway) {
      // the gate refuses the car: it never enters, so it is never inside
      visits.push({ plate, arriveAt: new Date(arrive), leaveAt: new Date(arrive), turnedAway });
      continue;
    }
    // the same car cannot arrive again before it has left: a pass car's turn goes to another car
    if (regular && (inside.get(plate) ?? 0) > arrive) plate = randomPlate(rand);
    if ((inside.get(plate) ?? 0) > arrive) continue;
    const leave = arrive + stayMinutes(rand) * 60_000;
    inside.set(plate, leave);
    visits.push({ plate, arriveAt: new Date(arrive), leaveAt: new Date(leave) });
  }
  return visits.sort((a, b) => a.arriveAt.getTime() - b.arriveAt.getTime());
}

/** A gate read the simulator sends: an arrival or a departure of a visit, in time order. */
export type PlannedRead = { plate: string; direction: 'in' | 'out'; at: Date };

export function readsOf(visits: Visit[], until: Date): PlannedRead[] {
  const reads: PlannedRead[] = [];
  for (const v of visits) {
    reads.push({ plate: v.plate, direction: 'in', at: v.arriveAt });
    if (v.leaveAt <= until && !v.turnedAway) reads.push({ plate: v.plate, direction: 'out', at: v.leaveAt });
  }
  return reads.sort((a, b) => a.at.getTime() - b.at.getTime());
}
