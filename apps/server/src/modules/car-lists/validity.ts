import type { Message } from '@parking/domain';
import { and, type Column, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { parseTime } from '../../crud/input';
import { badRequest } from '../../platform/errors';

/** A validity window; an open end means since ever or for good. */
export type Window = { start: Date | null; end: Date | null };

/** The window a submit carries: times as typed, or instants; absent keeps the row's. */
type SubmittedWindow = { startTime?: string | Date | null; endTime?: string | Date | null };
type StoredWindow = { startTime: Date | null; endTime: Date | null };
/** The window's columns of a list's table. */
type WindowColumns = { startTime: Column; endTime: Column };

const startLabel: Message = { zh: '生效时间', en: 'Valid from' };
const endLabel: Message = { zh: '失效时间', en: 'Valid until' };

const asTime = (key: string, label: Message, v: string | Date | null | undefined, timeZone: string): Date | null =>
  v == null ? null : v instanceof Date ? v : parseTime(key, label, v, timeZone);

/** The window a submit will store (submitted values over the row's), refusing an end before the start. */
export function windowOf(values: SubmittedWindow, existing: StoredWindow | null, timeZone: string): Window {
  const startValue = values.startTime !== undefined ? values.startTime : existing?.startTime;
  const endValue = values.endTime !== undefined ? values.endTime : existing?.endTime;
  const start = asTime('startTime', startLabel, startValue, timeZone);
  const end = asTime('endTime', endLabel, endValue, timeZone);
  if (start && end && end < start) {
    throw badRequest({
      zh: `${endLabel.zh}(endTime): 不能早于${startLabel.zh}`,
      en: `${endLabel.en}(endTime): cannot be before ${startLabel.en.toLowerCase()}`,
    });
  }
  return { start, end };
}

/** Rows whose window contains the instant (a value, or a column of the surrounding query). */
export const validAt = (t: WindowColumns, at: Date | SQL): SQL | undefined =>
  and(or(isNull(t.startTime), lte(t.startTime, at)), or(isNull(t.endTime), gte(t.endTime, at)));

/** Rows whose window shares at least one instant with the given one (undefined: every row's does). */
export const overlapping = (t: WindowColumns, w: Window): SQL | undefined =>
  and(
    w.end ? or(isNull(t.startTime), lte(t.startTime, w.end)) : undefined,
    w.start ? or(isNull(t.endTime), gte(t.endTime, w.start)) : undefined,
  );

/**
 * An entry added without a start is valid from now on, not since ever: an entry that ended long ago
 * must not stand in the way of a new one.
 */
export function startNowIfOpen(values: SubmittedWindow, existing: StoredWindow | null): void {
  if (!existing && values.startTime == null) values.startTime = new Date();
}
