/** The days an operator marks: holidays, and weekend days that are worked (make-up working days). */
export type FeeCalendar = {
  /** Dates `yyyy-MM-dd` of the park's zone that are holidays. */
  holidays: readonly string[];
  /** Dates that are working days even on a weekend. */
  workdays: readonly string[];
  /** Saturdays and Sundays count as holidays unless listed in `workdays`. */
  weekendIsHoliday: boolean;
};

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `yyyy-MM-dd` date, or null when it is not a real date. */
export function dayNumberOfDate(text: string): number | null {
  const m = datePattern.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return ms / 86_400_000;
}

type CompiledCalendar = { holidays: Set<number>; workdays: Set<number>; weekendIsHoliday: boolean };
const compiled = new WeakMap<FeeCalendar, CompiledCalendar>();

function compile(calendar: FeeCalendar): CompiledCalendar {
  let c = compiled.get(calendar);
  if (!c) {
    const days = (list: readonly string[]) => new Set(list.map(dayNumberOfDate).filter((d): d is number => d !== null));
    c = {
      holidays: days(calendar.holidays),
      workdays: days(calendar.workdays),
      weekendIsHoliday: calendar.weekendIsHoliday,
    };
    compiled.set(calendar, c);
  }
  return c;
}

/** Whether a local day (days since 1970-01-01 on the park's clock) is a holiday. */
export function isHoliday(calendar: FeeCalendar | undefined, dayNumber: number): boolean {
  if (!calendar) return false;
  const c = compile(calendar);
  if (c.holidays.has(dayNumber)) return true;
  if (!c.weekendIsHoliday || c.workdays.has(dayNumber)) return false;
  const weekday = (((dayNumber + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
  return weekday === 0 || weekday === 6;
}
