import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import { badRequest } from '../../platform/errors';
import { fieldMessage } from './params';

/** A local day (yyyy-MM-dd, default today) as the instants it starts and ends at in the operators' zone. */
export function localDay(timeZone: string, day?: string): { day: string; from: Date; to: Date } {
  const text = day ?? formatLocalDate(new Date(), timeZone);
  const from = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseLocalDateTime(text, timeZone) : null;
  if (!from || formatLocalDate(from, timeZone) !== text) {
    throw badRequest(fieldMessage('day', '须为 yyyy-MM-dd 格式的日期', 'must be a date as yyyy-MM-dd'));
  }
  const next = new Date(
    Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)) + 1),
  );
  const to = parseLocalDateTime(next.toISOString().slice(0, 10), timeZone) as Date;
  return { day: text, from, to };
}
