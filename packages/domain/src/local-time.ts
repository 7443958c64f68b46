/**
 * Operators read and type times as `yyyy-MM-dd HH:mm:ss` in their own zone; the database keeps
 * instants. These convert between the two for any IANA zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function zoneParts(instant: Date, timeZone: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as Parts;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const bucketMs = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The zone's offset for the 15 minutes around an instant. Zones change offset only on quarter
 * hours, so one Intl call serves every instant of the bucket; a bucket whose ends disagree (a
 * change inside it) is not cached.
 */
function cachedOffset(ms: number, timeZone: string): number {
  const bucket = Math.floor(ms / bucketMs);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const known = zone.get(bucket);
  if (known !== undefined) return known;
  const start = offsetAt(new Date(bucket * bucketMs), timeZone);
  const end = offsetAt(new Date((bucket + 1) * bucketMs - 1000), timeZone);
  if (start !== end) return offsetAt(new Date(ms), timeZone);
  if (zone.size > 50_000) zone.clear();
  zone.set(bucket, start);
  return start;
}

const dayMs = 86_400_000;
const twoDigits = Array.from({ length: 60 }, (_, n) => pad(n));
const dayTexts = new Map<number, string>();

/** `yyyy-MM-dd ` of a day counted from 1970-01-01; lists show many times of few days. */
function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    const d = new Date(day * dayMs);
    text = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} `;
    if (dayTexts.size > 10_000) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const local = ms + cachedOffset(ms, timeZone);
  const day = Math.floor(local / dayMs);
  const second = Math.floor((local - day * dayMs) / 1000);
  return `${dayText(day)}${twoDigits[Math.floor(second / 3600)]}:${twoDigits[Math.floor(second / 60) % 60]}:${twoDigits[second % 60]}`;
}

export function formatLocalDate(instant: Date, timeZone: string): string {
  return formatLocalDateTime(instant, timeZone).slice(0, 10);
}

export const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Offset of the zone from UTC at the given instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Reads `yyyy-MM-dd[ HH:mm[:ss]]` as a wall-clock time in the zone, or an ISO instant with offset. */
export function parseLocalDateTime(text: string, timeZone: string): Date | null {
  const m = localDateTimePattern.exec(text.trim());
  if (!m) {
    if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) {
      const d = new Date(text);
      return Number.isNaN(d.getTime()) ? null : d;
    }
    return null;
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23) return null;
  // Two passes settle the offset across a daylight-saving change.
  let guess = wall - cachedOffset(wall, timeZone);
  guess = wall - cachedOffset(guess, timeZone);
  return new Date(guess);
}
