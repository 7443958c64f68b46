import { type FeeCalendar, isHoliday } from './fee-calendar';
import { cycleLength, type FeePeriod, type FeeRule, minutesPerDay } from './fee-rule';
import type { PreparedRule } from './prepared-rule';
import type { StayClock } from './zone-clock';

/** A stretch of the stay, in epoch minutes, either free or priced by one period from one point of its ladder. */
export type StayChunk = {
  from: number;
  to: number;
  cycle: number;
  /** null for free time. */
  period: FeePeriod | null;
  periodIndex: number | null;
  /** Minute of the period's ladder the chunk starts at: 0, or after the first period when it does not repeat. */
  counterStart: number;
  holiday: boolean;
  /** Running number of priced chunks: the scope of a period's cap. */
  stretch: number;
};

export type StayContext = {
  rule: FeeRule;
  prepared: PreparedRule;
  entry: number;
  exit: number;
  clock: StayClock;
  calendar?: FeeCalendar;
};

export class UnpricedTime extends Error {}

const freeChunk = (from: number, to: number, cycle: number): StayChunk => ({
  from,
  to,
  cycle,
  period: null,
  periodIndex: null,
  counterStart: 0,
  holiday: false,
  stretch: -1,
});

/** cycle24, cycle12, naturalDay and ladder: cycles from entry (or midnight), each priced by one whole-day period. */
export function cycleChunks(ctx: StayContext): StayChunk[] {
  const { rule, prepared, entry: a, exit: b, clock, calendar } = ctx;
  const out: StayChunk[] = [];
  const length = cycleLength(rule);
  const free = rule.freeMinutes;
  const holidays = calendar !== undefined && prepared.hasHolidayPeriods;
  const freeUntil = rule.deductFreeMinutes ? a + free : a;
  let charged = 0;
  let cycleStart = a;
  for (let k = 0; cycleStart < b; k++) {
    const cycleEnd =
      rule.mode === 'naturalDay' ? clock.nextMidnight(cycleStart) : length === null ? b : cycleStart + length;
    const end = Math.min(cycleEnd, b);
    let start = Math.max(cycleStart, freeUntil);
    if (k > 0 && rule.repeatFree && free > 0) {
      if (b - cycleStart <= free) start = end;
      else if (rule.deductFreeMinutes) start = Math.max(start, cycleStart + free);
    }
    start = Math.min(start, end);
    if (start > cycleStart) out.push(freeChunk(cycleStart, start, k));
    if (end > start) {
      const holiday = holidays && isHoliday(calendar, clock.day(cycleStart));
      const period = (holiday ? prepared.holiday : prepared.everyday)[0];
      if (!period) throw new UnpricedTime();
      out.push({
        from: start,
        to: end,
        cycle: k,
        period,
        periodIndex: rule.periods.indexOf(period),
        counterStart: charged === 0 || rule.repeatFirst ? 0 : period.firstMinutes,
        holiday,
        stretch: charged++,
      });
    }
    cycleStart = cycleEnd;
  }
  return out;
}

const wraps = (p: FeePeriod) => p.endMinute <= p.startMinute;
const isWholeDay = (p: FeePeriod) => p.startMinute === 0 && p.endMinute === minutesPerDay;

function contains(p: FeePeriod, minuteOfDay: number): boolean {
  if (wraps(p)) return minuteOfDay >= p.startMinute || minuteOfDay < p.endMinute;
  return minuteOfDay >= p.startMinute && minuteOfDay < p.endMinute;
}

function periodAt(periods: FeePeriod[], minuteOfDay: number): FeePeriod | undefined {
  for (const p of periods) if (contains(p, minuteOfDay)) return p;
  return undefined;
}

/** The first midnight (a wall minute) after `day` whose day is a holiday when `day` is not, or the reverse; none within `lastDay`: infinity. */
function nextKindChange(calendar: FeeCalendar | undefined, day: number, holiday: boolean, lastDay: number): number {
  for (let d = day + 1; d <= lastDay; d++) if (isHoliday(calendar, d) !== holiday) return d * minutesPerDay;
  return Number.POSITIVE_INFINITY;
}

/** dayNight: the stay cut at the boundaries of the daily periods, and at midnights where holiday prices begin or end. */
export function windowChunks(ctx: StayContext): StayChunk[] {
  const { rule, prepared, entry: a, exit: b, clock, calendar } = ctx;
  const out: StayChunk[] = [];
  const holidays = calendar !== undefined && prepared.hasHolidayPeriods;
  const freeEnd = rule.deductFreeMinutes ? Math.min(a + rule.freeMinutes, b) : a;
  if (freeEnd > a) out.push(freeChunk(a, freeEnd, 0));
  const seen = new Set<FeePeriod>();
  let t = freeEnd;
  while (t < b) {
    const wall = clock.wall(t);
    const day = Math.floor(wall / minutesPerDay);
    const minute = wall - day * minutesPerDay;
    const holiday = holidays && isHoliday(calendar, day);
    const period = periodAt(holiday ? prepared.holiday : prepared.everyday, minute);
    if (!period) throw new UnpricedTime();
    let endWall = Number.POSITIVE_INFINITY;
    if (!isWholeDay(period)) {
      const endDay = wraps(period) && minute >= period.startMinute ? day + 1 : day;
      endWall = endDay * minutesPerDay + period.endMinute;
    }
    if (holidays) endWall = Math.min(endWall, nextKindChange(calendar, day, holiday, clock.day(b)));
    const end = Math.min(b, Number.isFinite(endWall) ? Math.max(t + 1, clock.instant(endWall)) : b);
    out.push({
      from: t,
      to: end,
      cycle: Math.floor((t - a) / minutesPerDay),
      period,
      periodIndex: rule.periods.indexOf(period),
      counterStart: !seen.has(period) || rule.repeatFirst ? 0 : period.firstMinutes,
      holiday,
      stretch: out.length,
    });
    seen.add(period);
    t = end;
  }
  return out;
}
