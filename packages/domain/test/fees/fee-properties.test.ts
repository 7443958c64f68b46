import { describe, expect, it } from 'vitest';
import {
  calculateFee,
  type FeeCalendar,
  type FeePeriod,
  type FeeQuote,
  type FeeRule,
  feeModes,
  zoneParts,
} from '../../src';
import { type Rng, randomCalendar, randomRule, randomStay, seeded, zones } from './random-rules';

type Case = { rule: FeeRule; entry: Date; exit: Date; zone: string; calendar?: FeeCalendar };

function price(c: Case, changes: Partial<Case> = {}): FeeQuote {
  const k = { ...c, ...changes };
  const result = calculateFee({
    rules: [k.rule],
    carType: null,
    entry: k.entry,
    exit: k.exit,
    timeZone: k.zone,
    calendar: k.calendar,
  });
  if (!result.ok) throw new Error(`${result.code}: ${result.message.en}`);
  return result;
}

const later = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

function holds(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/**
 * Runs a check over many random valid rules (each mode in turn) and stays in several zones. The checks throw
 * plain errors, which are cheap; a failure names the seed and case so that it can be replayed.
 */
function forCases(count: number, seed: number, check: (c: Case, rng: Rng) => void): number {
  const rng = seeded(seed);
  for (let i = 0; i < count; i++) {
    const c: Case = {
      rule: randomRule(rng, feeModes[i % feeModes.length]),
      ...randomStay(rng),
      zone: rng.pick(zones),
      calendar: randomCalendar(rng),
    };
    try {
      check(c, rng);
    } catch (e) {
      throw new Error(`case ${i} of seed ${seed}: ${(e as Error).message}\n${JSON.stringify(c)}`);
    }
  }
  return count;
}

const dayOf = (d: Date, zone: string) => {
  const p = zoneParts(d, zone);
  return `${p.year}-${p.month}-${p.day}`;
};

function sumBy(items: FeeQuote['items'], key: (item: FeeQuote['items'][number], i: number) => string) {
  const sums = new Map<string, number>();
  items.forEach((item, i) => {
    const k = key(item, i);
    sums.set(k, (sums.get(k) ?? 0) + item.amount);
  });
  return sums;
}

describe('every valid rule, every stay', { timeout: 30_000 }, () => {
  it('itemises the stay: consecutive lines from entry to exit whose amounts add up to the total', () => {
    forCases(3000, 1, (c) => {
      const q = price(c);
      const first = q.items[0];
      const last = q.items.at(-1);
      holds(first?.from.getTime() === Math.floor(c.entry.getTime() / 60_000) * 60_000, 'starts at entry');
      holds(last?.to.getTime() === Math.floor(c.exit.getTime() / 60_000) * 60_000, 'ends at exit');
      let sum = 0;
      q.items.forEach((item, i) => {
        if (i > 0) holds(item.from.getTime() === q.items[i - 1]?.to.getTime(), `line ${i} follows line ${i - 1}`);
        holds(item.minutes === (item.to.getTime() - item.from.getTime()) / 60_000 && item.minutes >= 0, 'minutes');
        holds(Number.isInteger(item.amount) && item.amount >= 0 && item.amount <= item.listAmount, `amount of ${i}`);
        holds((item.cappedBy === null) === (item.amount === item.listAmount), `cappedBy of ${i}`);
        holds(item.note.zh.length > 0 && item.note.en.length > 0, 'note');
        sum += item.amount;
      });
      holds(sum === q.total && q.total >= 0, `lines add up to ${sum}, total ${q.total}`);
      const free = q.items.filter((i) => i.part === 'free').reduce((s, i) => s + i.minutes, 0);
      holds(q.freeMinutes === free, 'free minutes');
      for (const cap of q.capsApplied) holds(cap.after <= cap.limit && cap.after <= cap.before, 'cap figures');
    });
  });

  it('never charges more than a cap allows over its cycle, natural day, period stretch or the stay', () => {
    forCases(3000, 2, (c) => {
      const q = price(c);
      const { rule } = c;
      if (rule.capTotal !== null) holds(q.total <= rule.capTotal, 'total cap');
      for (const [cycle, sum] of sumBy(q.items, (i) => `${i.cycle}`)) {
        holds(rule.capPerCycle === null || sum <= rule.capPerCycle, `cycle ${cycle} costs ${sum}`);
      }
      for (const [day, sum] of sumBy(q.items, (i) => dayOf(i.from, c.zone))) {
        holds(rule.capPerDay === null || sum <= rule.capPerDay, `day ${day} costs ${sum}`);
      }
      // A stretch of a period: for dayNight, consecutive lines of one period; otherwise a cycle.
      const priced = q.items.filter((i) => i.period !== null);
      let stretch = 0;
      const keys = priced.map((item, i) => {
        if (i > 0 && priced[i - 1]?.period !== item.period) stretch++;
        return rule.mode === 'dayNight' ? `${stretch}` : `${item.cycle}`;
      });
      const sums = sumBy(priced, (_, i) => keys[i] as string);
      priced.forEach((item, i) => {
        const cap = rule.periods[item.period as number]?.cap ?? null;
        holds(cap === null || (sums.get(keys[i] as string) ?? 0) <= cap, `stretch ${keys[i]} over its cap`);
      });
    });
  });

  it('never lowers the fee when the car leaves later, in every mode', () => {
    forCases(3000, 3, (c, rng) => {
      const base = price(c).total;
      for (const step of [1, rng.int(1, 120), rng.int(1, 3 * 1440)]) {
        const more = price(c, { exit: later(c.exit, step) }).total;
        holds(more >= base, `${step} min later costs ${more}, less than ${base}`);
      }
    });
  });

  it('charges nothing for a stay within the free minutes, whatever else the rule says', () => {
    forCases(1500, 4, (c, rng) => {
      const exit = later(c.entry, rng.int(0, c.rule.freeMinutes));
      holds(price(c, { exit }).total === 0, 'a stay within the free minutes is charged');
    });
  });

  it('costs at most one cycle cap more when a whole cycle is added to a stay of at least one cycle', () => {
    let tried = 0;
    forCases(3000, 5, (c, rng) => {
      if (c.rule.mode !== 'cycle24' && c.rule.mode !== 'cycle12') return;
      const length = c.rule.mode === 'cycle24' ? 1440 : 720;
      const rule = { ...c.rule, capPerDay: null, capTotal: null, periods: c.rule.periods.filter((p) => !p.holiday) };
      const cap = Math.min(
        rule.capPerCycle ?? Number.POSITIVE_INFINITY,
        rule.periods[0]?.cap ?? Number.POSITIVE_INFINITY,
      );
      if (!Number.isFinite(cap)) return;
      tried++;
      const exit = later(c.entry, length + rng.int(0, 5 * 1440));
      const added = price(c, { rule, exit: later(exit, length) }).total - price(c, { rule, exit }).total;
      holds(added >= 0 && added <= cap, `a cycle more adds ${added}, the cap is ${cap}`);
    });
    expect(tried).toBeGreaterThan(200);
  });

  it('rounds down to no more than nearest, and nearest to no more than up', () => {
    forCases(2000, 6, (c) => {
      const [down = 0, nearest = 0, up = 0] = (['down', 'nearest', 'up'] as const).map(
        (rounding) => price(c, { rule: { ...c.rule, rounding } }).total,
      );
      holds(down <= nearest && nearest <= up, `down ${down}, nearest ${nearest}, up ${up}`);
    });
  });

  it('never charges more with caps than without them', () => {
    forCases(2000, 7, (c) => {
      const periods = c.rule.periods.map((p) => ({ ...p, cap: null }));
      const open = { ...c.rule, capPerCycle: null, capPerDay: null, capTotal: null, periods };
      holds(price(c).total <= price(c, { rule: open }).total, 'caps raised the fee');
    });
  });

  // A daily cap is left out: deducting moves the ladder later, which can move dear units from a day already at
  // its cap to the next day, where they are charged.
  it('never charges more when the free minutes are deducted than when they are not (without a daily cap)', () => {
    forCases(2000, 8, (c) => {
      if (c.rule.capPerDay !== null) return;
      const deducted = price(c, { rule: { ...c.rule, deductFreeMinutes: true } }).total;
      const charged = price(c, { rule: { ...c.rule, deductFreeMinutes: false } }).total;
      holds(deducted <= charged, `deducted ${deducted}, from entry ${charged}`);
    });
  });

  it('prices cycles counted from entry the same in every zone when nothing depends on the calendar', () => {
    forCases(2000, 9, (c) => {
      if (!['cycle24', 'cycle12', 'ladder', 'flat'].includes(c.rule.mode) || c.rule.capPerDay !== null) return;
      const shanghai = price(c, { zone: 'Asia/Shanghai', calendar: undefined }).total;
      holds(price(c, { zone: 'America/New_York', calendar: undefined }).total === shanghai, 'zone changed the fee');
    });
  });

  it('ignores the calendar when the rule has no holiday prices', () => {
    forCases(2000, 10, (c) => {
      const rule = { ...c.rule, holidayFlatPrice: null, periods: c.rule.periods.filter((p) => !p.holiday) };
      const calendar: FeeCalendar = { holidays: ['2026-01-01'], workdays: [], weekendIsHoliday: true };
      holds(
        price(c, { rule, calendar }).total === price(c, { rule, calendar: undefined }).total,
        'calendar changed it',
      );
    });
  });

  it('keeps each line inside its cycle, natural day or daily window, and a flat fee at one of its prices', () => {
    forCases(3000, 11, (c) => {
      const q = price(c);
      const entry = Math.floor(c.entry.getTime() / 60_000);
      const minuteOf = (d: Date) => d.getTime() / 60_000;
      for (const item of q.items) {
        if (item.part === 'free' || item.minutes === 0) continue;
        const from = minuteOf(item.from);
        const last = minuteOf(item.to) - 1;
        if (c.rule.mode === 'cycle24' || c.rule.mode === 'cycle12') {
          const length = c.rule.mode === 'cycle24' ? 1440 : 720;
          holds(Math.floor((from - entry) / length) === Math.floor((last - entry) / length), 'line crosses a cycle');
        }
        if (c.rule.mode === 'naturalDay')
          holds(dayOf(item.from, c.zone) === dayOf(new Date(last * 60_000), c.zone), 'line crosses midnight');
        if (c.rule.mode === 'dayNight') {
          const p = c.rule.periods[item.period as number] as FeePeriod;
          const clock = zoneParts(item.from, c.zone);
          const minute = clock.hour * 60 + clock.minute;
          const inside =
            p.endMinute > p.startMinute
              ? minute >= p.startMinute && minute < p.endMinute
              : minute >= p.startMinute || minute < p.endMinute;
          holds(inside, `a line of period ${item.period} starts at ${minute}`);
        }
      }
      if (c.rule.mode === 'flat') {
        const prices = [0, c.rule.flatPrice, c.rule.holidayFlatPrice ?? 0];
        holds(prices.includes(q.total) || q.capsApplied.length > 0, `flat fee ${q.total}`);
      }
    });
  });

  it('exercises every part, cap and rounding: the checks above are not empty', () => {
    const seen = new Set<string>();
    forCases(3000, 1, (c) => {
      const q = price(c);
      for (const item of q.items) {
        seen.add(`part:${item.part}`);
        if (item.cappedBy) seen.add(`cap:${item.cappedBy}`);
        if (item.holiday) seen.add('holiday');
      }
      if (q.total > 0) seen.add(`mode:${c.rule.mode}`);
    });
    const expected = ['free', 'first', 'unit', 'step', 'flat'].map((p) => `part:${p}`);
    expected.push('cap:period', 'cap:cycle', 'cap:day', 'cap:total', 'holiday', ...feeModes.map((m) => `mode:${m}`));
    expect([...seen].filter((s) => expected.includes(s)).sort()).toEqual(expected.sort());
  });
});
