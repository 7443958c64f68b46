import { zoneParts } from '../local-time';
import { minuteOf } from './door-hours';

/** A shift's hours on the operator's wall clock, and the minutes of grace before a pass counts late or early. */
export type Shift = { workStart: string; workEnd: string; lateGraceMinutes: number; earlyGraceMinutes: number };

/** Which days an attendance group works: Monday first (index 0) to Sunday, and the holidays it does not. */
export type WorkWeek = { workDays: readonly boolean[]; holidays: ReadonlySet<string> };

/**
 * How an employee's day went against their shift: on time, late, left early, both, one pass only (the other
 * is missing), no pass on a working day, or passes on a day off.
 */
export type AttendanceStatus = 'normal' | 'late' | 'early' | 'lateAndEarly' | 'missingPass' | 'absent' | 'dayOff';

export type AttendanceVerdict = { status: AttendanceStatus; lateMinutes: number; earlyMinutes: number };

/** A local date's weekday, Monday 0 to Sunday 6. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function isWorkDay(week: WorkWeek, date: string): boolean {
  return !week.holidays.has(date) && week.workDays[weekdayOf(date)] === true;
}

/** The rule a shift's hours break, or null: both given as HH:mm, work ending after it starts (no night shifts). */
export function shiftProblem(workStart: string, workEnd: string): { zh: string; en: string } | null {
  if (minuteOf(workEnd) <= minuteOf(workStart))
    return { zh: '须晚于上班时间(不支持跨天班次)', en: 'must be after the start of work (no shifts past midnight)' };
  return null;
}

/**
 * Judges a local day from its first and last opened pass (instants), or none. A late arrival counts its
 * minutes from the start of work once past the grace; leaving early the same before the end. One pass alone
 * cannot say whether it was the arrival or the departure: it is a missing pass, with no minutes counted.
 */
export function judgeAttendanceDay(
  shift: Shift,
  workDay: boolean,
  passes: { first: Date; last: Date; count: number } | null,
  timeZone: string,
): AttendanceVerdict {
  if (!passes || passes.count === 0) return { status: workDay ? 'absent' : 'dayOff', lateMinutes: 0, earlyMinutes: 0 };
  if (!workDay) return { status: 'dayOff', lateMinutes: 0, earlyMinutes: 0 };
  if (passes.count === 1) return { status: 'missingPass', lateMinutes: 0, earlyMinutes: 0 };
  const local = (d: Date) => {
    const p = zoneParts(d, timeZone);
    return p.hour * 60 + p.minute;
  };
  const start = minuteOf(shift.workStart);
  const end = minuteOf(shift.workEnd);
  const arrived = local(passes.first);
  const left = local(passes.last);
  const lateMinutes = arrived > start + shift.lateGraceMinutes ? arrived - start : 0;
  const earlyMinutes = left < end - shift.earlyGraceMinutes ? end - left : 0;
  const status =
    lateMinutes && earlyMinutes ? 'lateAndEarly' : lateMinutes ? 'late' : earlyMinutes ? 'early' : 'normal';
  return { status, lateMinutes, earlyMinutes };
}
