import { addDays, formatLocalDate, parseLocalDateTime } from '@parking/domain';

/** Every local day from the first to the last, both included, as yyyy-MM-dd. */
export function daysFromTo(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The instant a local day begins, or the day `plusDays` later. */
export function midnightOf(day: string, timeZone: string, plusDays = 0): Date {
  const at = parseLocalDateTime(addDays(day, plusDays), timeZone);
  if (!at) throw new Error(`not a day: ${day}`);
  return at;
}

export const localToday = (timeZone: string, now = new Date()): string => formatLocalDate(now, timeZone);
