import { zoneParts } from '../local-time';

/** A day's door windows, as HH:mm texts; a window is open from its start minute to the end of its end minute. */
export type DayWindows = { start: string; end: string }[];

/** A week of door hours: Monday first (index 0) to Sunday; null is a closed day. */
export type WeekHours = {
  days: (DayWindows | null)[];
  /** Hours of the holidays, or null when doors stay shut on them. */
  holiday: DayWindows | null;
  /** Holidays as yyyy-MM-dd in the operator's zone. */
  holidays: ReadonlySet<string>;
};

export type DoorHoursVerdict = 'open' | 'outsideTime' | 'holiday';

/** The minute of the day an HH:mm clock text names (09:30 is 570). */
export const minuteOf = (hhmm: string): number => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`not HH:mm: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** The day's windows from a template's three optional start/end pairs (a pair with a missing end is left out). */
export function windowsOf(t: {
  start1?: string | null;
  end1?: string | null;
  start2?: string | null;
  end2?: string | null;
  start3?: string | null;
  end3?: string | null;
}): DayWindows {
  const pairs: [string | null | undefined, string | null | undefined][] = [
    [t.start1, t.end1],
    [t.start2, t.end2],
    [t.start3, t.end3],
  ];
  return pairs.flatMap(([start, end]) => (start && end ? [{ start, end }] : []));
}

/** What is wrong with a template's windows, or null: each pair whole, each start before its end, none overlapping. */
export function windowsProblem(pairs: [string | null | undefined, string | null | undefined][]): {
  index: number;
  rule: { zh: string; en: string };
} | null {
  const seen: { from: number; to: number }[] = [];
  for (const [i, [start, end]] of pairs.entries()) {
    if (!start && !end) continue;
    if (!start || !end)
      return { index: i, rule: { zh: '开始与结束须同时填写', en: 'needs both its start and its end' } };
    const from = minuteOf(start);
    const to = minuteOf(end);
    if (to < from) return { index: i, rule: { zh: '结束不能早于开始', en: 'cannot end before it starts' } };
    if (seen.some((w) => from <= w.to && to >= w.from))
      return { index: i, rule: { zh: '与其它时段重叠', en: 'overlaps another window' } };
    seen.push({ from, to });
  }
  return null;
}

/** Dates of a comma list (yyyy-MM-dd each), or the first text that is not a real date. */
export function parseHolidayList(text: string | null | undefined): { dates: string[] } | { bad: string } {
  const parts = (text ?? '')
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of parts) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(p);
    const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!d || d.toISOString().slice(0, 10) !== p) return { bad: p };
  }
  return { dates: parts };
}

/**
 * Whether a door plan lets someone through at an instant, judged by the wall clock of the operator's zone: a
 * holiday follows the holiday hours (none: shut), any other day its weekday's template (none: shut).
 */
export function doorHoursAt(week: WeekHours, instant: Date, timeZone: string): DoorHoursVerdict {
  const p = zoneParts(instant, timeZone);
  const date = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const minute = p.hour * 60 + p.minute;
  const within = (windows: DayWindows) => windows.some((w) => minute >= minuteOf(w.start) && minute <= minuteOf(w.end));
  if (week.holidays.has(date)) return week.holiday && within(week.holiday) ? 'open' : 'holiday';
  const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
  const windows = week.days[weekday];
  return windows && within(windows) ? 'open' : 'outsideTime';
}
