import { formatLocalDate, formatLocalDateTime, parseLocalDateTime } from '@parking/domain';

/** The instant a pass's last day ends in the zone: 23:59:59 of that day. */
export function endOfDay(date: string, timeZone: string): Date {
  const at = parseLocalDateTime(`${date} 23:59:59`, timeZone);
  if (!at) throw new Error(`not a date: ${date}`);
  return at;
}

export function startOfDay(date: string, timeZone: string): Date {
  const at = parseLocalDateTime(`${date} 00:00:00`, timeZone);
  if (!at) throw new Error(`not a date: ${date}`);
  return at;
}

export const localDate = (at: Date, timeZone: string): string => formatLocalDate(at, timeZone);

export const localTime = (at: Date, timeZone: string): string => formatLocalDateTime(at, timeZone);

export const todayIn = (timeZone: string): string => formatLocalDate(new Date(), timeZone);
