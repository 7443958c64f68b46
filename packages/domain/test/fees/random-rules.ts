import {
  type FeeCalendar,
  type FeeMode,
  type FeePeriod,
  type FeeRule,
  type FeeStep,
  feeModes,
  feePeriod,
  newFeeRule,
  validateFeeRule,
} from '../../src';

/** mulberry32: a tiny seeded generator, so that a failing case can be replayed from its seed. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof seeded>;

function prices(rng: Rng, holiday: boolean): Omit<FeePeriod, 'startMinute' | 'endMinute' | 'cap'> {
  const firstMinutes = rng.pick([0, 0, 30, 60, 120]);
  const unitMinutes = rng.pick([15, 30, 60, 120]);
  const steps: FeeStep[] = [];
  let start = firstMinutes;
  let unit = unitMinutes;
  for (let n = rng.int(0, 2); n > 0; n--) {
    start += unit * rng.int(1, 6);
    unit = rng.pick([15, 30, 60, 120]);
    steps.push({ fromMinute: start, unitMinutes: unit, unitPrice: rng.int(0, 10) * 50 });
  }
  return {
    holiday,
    firstMinutes,
    firstPrice: firstMinutes ? rng.int(0, 20) * 50 : 0,
    unitMinutes,
    unitPrice: rng.int(0, 10) * 50,
    steps,
  };
}

function windows(rng: Rng, holiday: boolean): FeePeriod[] {
  const count = rng.int(1, 3);
  if (count === 1) return [{ ...feePeriod(), ...prices(rng, holiday) }];
  const cuts = new Set<number>();
  while (cuts.size < count) cuts.add(rng.int(0, 47) * 30);
  const sorted = [...cuts].sort((x, y) => x - y);
  return sorted.map((startMinute, i) => ({
    ...feePeriod(),
    ...prices(rng, holiday),
    startMinute,
    endMinute: sorted[(i + 1) % sorted.length] || 1440,
  }));
}

const capAbove = (rng: Rng, floor: number) => (rng.chance(0.5) ? null : floor + rng.int(0, 60) * 50);

/** A valid rule of the mode (any mode when not given), with every part chosen at random. */
export function randomRule(rng: Rng, mode: FeeMode = rng.pick(feeModes)): FeeRule {
  const rule = newFeeRule(mode, `random-${mode}`);
  rule.freeMinutes = rng.pick([0, 0, 5, 15, 30, 60]);
  rule.deductFreeMinutes = rng.chance(0.5);
  rule.repeatFree = rng.chance(0.3);
  rule.repeatFirst = rng.chance(0.5);
  rule.rounding = rng.pick(['up', 'up', 'down', 'nearest'] as const);
  if (mode === 'ladder') rule.cycleMinutes = rng.pick([null, 360, 720, 1440]);
  if (mode === 'flat') {
    rule.flatPrice = rng.int(0, 40) * 50;
    rule.holidayFlatPrice = rng.chance(0.5) ? rng.int(0, 40) * 50 : null;
  } else if (mode === 'dayNight') {
    rule.periods = [...windows(rng, false), ...(rng.chance(0.3) ? windows(rng, true) : [])];
  } else {
    rule.periods = [{ ...feePeriod(), ...prices(rng, false) }];
    if (rng.chance(0.3)) rule.periods.push({ ...feePeriod(), ...prices(rng, true) });
  }
  const firstMost = Math.max(rule.flatPrice, rule.holidayFlatPrice ?? 0, ...rule.periods.map((p) => p.firstPrice));
  for (const p of rule.periods) p.cap = rng.chance(0.2) ? p.firstPrice + rng.int(0, 40) * 50 : null;
  rule.capPerCycle = mode === 'flat' ? null : capAbove(rng, firstMost);
  rule.capPerDay = capAbove(rng, firstMost);
  rule.capTotal = rng.chance(0.2) ? firstMost + rng.int(0, 200) * 50 : null;
  const problems = validateFeeRule(rule);
  if (problems.length > 0) throw new Error(`generated an invalid rule: ${JSON.stringify(problems)}`);
  return rule;
}

export function randomCalendar(rng: Rng): FeeCalendar | undefined {
  if (rng.chance(0.3)) return undefined;
  const holidays: string[] = [];
  for (let n = rng.int(0, 40); n > 0; n--) {
    holidays.push(new Date(Date.UTC(2026, 0, rng.int(1, 365))).toISOString().slice(0, 10));
  }
  return { holidays: [...new Set(holidays)], workdays: [], weekendIsHoliday: rng.chance(0.5) };
}

export const zones = ['Asia/Shanghai', 'UTC', 'Europe/Berlin', 'America/New_York'] as const;

/** An entry somewhere in 2026 (with seconds) and a stay mostly short, sometimes days long. */
export function randomStay(rng: Rng): { entry: Date; exit: Date } {
  const entry = Date.UTC(2026, 0, 1) + rng.int(0, 364 * 24 * 60) * 60_000 + rng.int(0, 59) * 1000;
  const minutes = rng.pick([rng.int(0, 90), rng.int(0, 600), rng.int(0, 3 * 1440), rng.int(0, 12 * 1440)]);
  return { entry: new Date(entry), exit: new Date(entry + minutes * 60_000 + rng.int(0, 59) * 1000) };
}
