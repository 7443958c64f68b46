import type { Message } from '@parking/domain';
import { and, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { parseTime } from '../../crud/input';
import { type Cols, col } from '../../db/columns';
import { badRequest } from '../../platform/errors';
import { merged } from '../parks/visible';

/** A validity window; an open end means since ever or for good. */
export type Window = { start: Date | null; end: Date | null };

const startLabel: Message = { zh: '生效时间', en: 'Valid from' };
const endLabel: Message = { zh: '失效时间', en: 'Valid until' };

const asTime = (key: string, label: Message, v: unknown, timeZone: string): Date | null =>
  v == null ? null : v instanceof Date ? v : parseTime(key, label, String(v), timeZone);

/** The window a submit will store (submitted values over the row's), refusing an end before the start. */
export function windowOf(values: Row, existing: Row | null, timeZone: string): Window {
  const start = asTime('startTime', startLabel, merged(values, existing, 'startTime'), timeZone);
  const end = asTime('endTime', endLabel, merged(values, existing, 'endTime'), timeZone);
  if (start && end && end < start) {
    throw badRequest({
      zh: `${endLabel.zh}(endTime): 不能早于${startLabel.zh}`,
      en: `${endLabel.en}(endTime): cannot be before ${startLabel.en.toLowerCase()}`,
    });
  }
  return { start, end };
}

/** Rows whose window contains the instant (a value, or a column of the surrounding query). */
export function validAt(c: Cols, at: Date | SQL): SQL {
  const [start, end] = [col(c, 'startTime'), col(c, 'endTime')];
  return and(or(isNull(start), lte(start, at)), or(isNull(end), gte(end, at))) as SQL;
}

/** Rows whose window shares at least one instant with the given one. */
export function overlapping(c: Cols, w: Window): SQL {
  const [start, end] = [col(c, 'startTime'), col(c, 'endTime')];
  const conds: SQL[] = [];
  if (w.end) conds.push(or(isNull(start), lte(start, w.end)) as SQL);
  if (w.start) conds.push(or(isNull(end), gte(end, w.start)) as SQL);
  return conds.length ? (and(...conds) as SQL) : sql`true`;
}

/**
 * An entry added without a start is valid from now on, not since ever: an entry that ended long ago
 * must not stand in the way of a new one.
 */
export function startNowIfOpen(values: Row, existing: Row | null): void {
  if (!existing && values.startTime == null) values.startTime = new Date();
}
