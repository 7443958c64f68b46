import { zoneParts } from '../local-time';
import { minutesPerDay } from './fee-rule';

/**
 * The park's clock in whole minutes since 1970 (epoch minutes for instants, wall minutes for what the
 * clock shows). The engine asks for offsets several times per stay, so they are cached per zone and UTC
 * day: a day whose two ends have the same offset is taken to have it throughout (no zone changes its
 * offset twice in a day), and a day with a change is looked up per quarter hour, on which zones change.
 */
type ZoneCache = {
  days: Map<number, number>;
  quarters: Map<number, number>;
  blocks: Map<number, number>;
  lastDay: number;
  lastOffset: number;
};
const caches = new Map<string, ZoneCache>();
const mixed = Number.NaN;

function offsetAt(epochMinute: number, timeZone: string): number {
  const ms = epochMinute * 60_000;
  const p = zoneParts(new Date(ms), timeZone);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms) / 60_000);
}

let lastZone = '';
let lastCache: ZoneCache | undefined;

function cacheOf(timeZone: string): ZoneCache {
  if (timeZone === lastZone && lastCache) return lastCache;
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = { days: new Map(), quarters: new Map(), blocks: new Map(), lastDay: Number.NaN, lastOffset: 0 };
    caches.set(timeZone, cache);
  }
  lastZone = timeZone;
  lastCache = cache;
  return cache;
}

function quarterOffset(cache: ZoneCache, epochMinute: number, timeZone: string): number {
  const quarter = Math.floor(epochMinute / 15);
  const known = cache.quarters.get(quarter);
  if (known !== undefined) return known;
  const start = offsetAt(quarter * 15, timeZone);
  if (start !== offsetAt(quarter * 15 + 14, timeZone)) return offsetAt(epochMinute, timeZone);
  if (cache.quarters.size > 10_000) cache.quarters.clear();
  cache.quarters.set(quarter, start);
  return start;
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(epochMinute: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const cache = cacheOf(timeZone);
  const day = Math.floor(epochMinute / minutesPerDay);
  if (day === cache.lastDay) return cache.lastOffset;
  let offset = cache.days.get(day);
  if (offset === undefined) {
    const start = offsetAt(day * minutesPerDay, timeZone);
    offset = start === offsetAt(day * minutesPerDay + minutesPerDay - 1, timeZone) ? start : mixed;
    if (cache.days.size > 100_000) cache.days.clear();
    cache.days.set(day, offset);
  }
  if (Number.isNaN(offset)) return quarterOffset(cache, epochMinute, timeZone);
  cache.lastDay = day;
  cache.lastOffset = offset;
  return offset;
}

export const wallMinute = (epochMinute: number, timeZone: string): number =>
  epochMinute + offsetMinutes(epochMinute, timeZone);

/** Days since 1970-01-01 on the park's clock. */
export const localDay = (epochMinute: number, timeZone: string): number =>
  Math.floor(wallMinute(epochMinute, timeZone) / minutesPerDay);

/**
 * The first instant at which the park's clock shows `wall` or later. A time skipped by a daylight-saving
 * change resolves to the first minute after the gap.
 */
export function instantOfWall(wall: number, timeZone: string): number {
  let t = wall - offsetMinutes(wall - offsetMinutes(wall, timeZone), timeZone);
  for (let i = 0; i < 240 && wallMinute(t, timeZone) < wall; i++) t++;
  for (let i = 0; i < 240 && wallMinute(t - 1, timeZone) >= wall; i++) t--;
  return t;
}

/** The next local midnight after an instant (never the instant itself, even where clocks go back over midnight). */
export const nextMidnight = (epochMinute: number, timeZone: string): number =>
  Math.max(epochMinute + 1, instantOfWall((localDay(epochMinute, timeZone) + 1) * minutesPerDay, timeZone));

/** The park's clock over one stay. */
export interface StayClock {
  wall(epochMinute: number): number;
  instant(wall: number): number;
  day(epochMinute: number): number;
  nextMidnight(epochMinute: number): number;
}

/** The park's clock at any time, through the cached lookups. */
class ZoneClock implements StayClock {
  constructor(private readonly timeZone: string) {}
  wall(t: number) {
    return wallMinute(t, this.timeZone);
  }
  instant(w: number) {
    return instantOfWall(w, this.timeZone);
  }
  day(t: number) {
    return localDay(t, this.timeZone);
  }
  nextMidnight(t: number) {
    return nextMidnight(t, this.timeZone);
  }
}

/** A clock over minutes in which the zone keeps one offset: plain arithmetic. */
class FixedClock implements StayClock {
  constructor(private readonly offset: number) {}
  wall(t: number) {
    return t + this.offset;
  }
  instant(w: number) {
    return w - this.offset;
  }
  day(t: number) {
    return Math.floor((t + this.offset) / minutesPerDay);
  }
  nextMidnight(t: number) {
    return (Math.floor((t + this.offset) / minutesPerDay) + 1) * minutesPerDay - this.offset;
  }
}

export const zoneClock = (timeZone: string): StayClock => new ZoneClock(timeZone);

/** About a year of minutes: the span over which a zone is checked once for a single offset. */
const blockMinutes = 2 ** 19;

/** The zone's offset throughout a block, or NaN when it changes within it (daylight saving). */
function blockOffset(block: number, timeZone: string): number {
  const blocks = cacheOf(timeZone).blocks;
  let offset = blocks.get(block);
  if (offset === undefined) {
    const start = block * blockMinutes;
    offset = offsetMinutes(start, timeZone);
    // No zone changes its offset twice within a day, so a change shows between two day starts.
    for (let t = start; t < start + blockMinutes + minutesPerDay && !Number.isNaN(offset); t += minutesPerDay) {
      if (offsetMinutes(Math.min(t, start + blockMinutes - 1), timeZone) !== offset) offset = Number.NaN;
    }
    blocks.set(block, offset);
  }
  return offset;
}

/**
 * A clock for the minutes from `from` to `to`: plain arithmetic when the zone keeps one offset throughout
 * (always in Asia/Shanghai since 1992), the cached lookups above otherwise.
 */
export function stayClock(from: number, to: number, timeZone: string): StayClock {
  // A day either side: midnights and period ends after the exit are looked up too.
  const first = Math.floor((from - minutesPerDay) / blockMinutes);
  const last = Math.floor((to + 2 * minutesPerDay) / blockMinutes);
  const offset = blockOffset(first, timeZone);
  for (let block = first; block <= last; block++) {
    const o = block === first ? offset : blockOffset(block, timeZone);
    if (Number.isNaN(o) || o !== offset) return new ZoneClock(timeZone);
  }
  return new FixedClock(offset);
}
