import {
  type AttendanceStatus,
  formatLocalDate,
  isWorkDay,
  judgeAttendanceDay,
  minuteOf,
  parseHolidayList,
  type Shift,
  type WorkWeek,
  zoneParts,
} from '@parking/domain';
import {
  attendanceGroupResource,
  attendanceShiftResource,
  attendanceStatus,
  doorDeptResource,
  doorEmployeeResource,
  doorEventResource,
  doorVerdict,
  enabledState,
  examineState,
} from '@parking/resources';
import { and, count, eq, gte, ilike, isNotNull, isNull, lt, max, min, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { periodOf } from './door-static.service';

export type AttendanceQuery = {
  parkId?: number | undefined;
  employeeId?: number | undefined;
  deptId?: number | undefined;
  empName?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

export type AttendanceDay = {
  day: string;
  employeeId: number;
  empNo: string;
  empName: string;
  deptId: number | null;
  firstPass: Date | null;
  lastPass: Date | null;
  passes: number;
  minutes: number;
  groupId: number | null;
  shiftId: number | null;
  /** Null for an employee in no attendance group: there are no hours to judge the day by. */
  status: number | null;
  lateMinutes: number;
  earlyMinutes: number;
};

type Rule = { groupId: number; shiftId: number; shift: Shift; week: WorkWeek };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayMs = 86_400_000;

/**
 * Each department's attendance rule: the enabled group of the department itself, else of the nearest
 * department above it that has one.
 */
async function rulesByDept(db: Db, access: Access): Promise<(deptId: number | null) => Rule | null> {
  const g = tableOf(attendanceGroupResource);
  const s = tableOf(attendanceShiftResource);
  const d = tableOf(doorDeptResource);
  const groups = await db
    .select({
      groupId: g.id,
      deptId: g.deptId,
      shiftId: s.id,
      workStart: s.workStart,
      workEnd: s.workEnd,
      lateGraceMinutes: s.lateGraceMinutes,
      earlyGraceMinutes: s.earlyGraceMinutes,
      days: sql<
        boolean[]
      >`array[${g.monday}, ${g.tuesday}, ${g.wednesday}, ${g.thursday}, ${g.friday}, ${g.saturday}, ${g.sunday}]`,
      holidays: g.holidays,
    })
    .from(g)
    .innerJoin(s, and(eq(s.id, g.shiftId), isNull(s.deletedAt)))
    .where(and(visibleConditions(attendanceGroupResource, access), eq(g.state, enabledState.values.enabled)));
  if (!groups.length) return () => null;
  const byDept = new Map<number, Rule>();
  for (const r of groups) {
    const holidays = parseHolidayList(r.holidays);
    byDept.set(r.deptId, {
      groupId: r.groupId,
      shiftId: r.shiftId,
      shift: {
        workStart: r.workStart,
        workEnd: r.workEnd,
        lateGraceMinutes: r.lateGraceMinutes ?? 0,
        earlyGraceMinutes: r.earlyGraceMinutes ?? 0,
      },
      week: { workDays: r.days, holidays: new Set('dates' in holidays ? holidays.dates : []) },
    });
  }
  const parents = new Map(
    (
      await db.select({ id: d.id, parentId: d.parentId }).from(d).where(visibleConditions(doorDeptResource, access))
    ).map((r) => [r.id, r.parentId ?? null]),
  );
  return (deptId) => {
    const seen = new Set<number>();
    for (let at = deptId; at != null && !seen.has(at); at = parents.get(at) ?? null) {
      seen.add(at);
      const rule = byDept.get(at);
      if (rule) return rule;
    }
    return null;
  };
}

/** The local days from `from` to the day before `to`, as yyyy-MM-dd. */
function localDays(from: Date, to: Date, timeZone: string): string[] {
  const out: string[] = [];
  let day = formatLocalDate(from, timeZone);
  const last = formatLocalDate(new Date(to.getTime() - 1), timeZone);
  while (day <= last) {
    out.push(day);
    day = new Date(Date.parse(`${day}T12:00:00Z`) + dayMs).toISOString().slice(0, 10);
  }
  return out;
}

/**
 * Attendance from the doors: for each employee and local day of the period (by default the last 30 days), the
 * first and last pass the doors opened for them, how many, and the minutes between, judged against the shift
 * of their attendance group. Refused passes do not count. An employee of a group with no pass on a working
 * day is absent that day, from the day they were registered, up to today once today's work has ended; a park
 * filter lists passes at that park only, so absences (which belong to no park) are left out of it.
 */
export async function attendanceDays(
  db: Db,
  access: Access,
  q: AttendanceQuery,
  timeZone: string,
): Promise<AttendanceDay[]> {
  const t = tableOf(doorEventResource);
  const e = tableOf(doorEmployeeResource);
  const period = periodOf(q, timeZone, false);
  const who = [
    ...(q.employeeId ? [eq(e.id, q.employeeId)] : []),
    ...(q.deptId ? [eq(e.deptId, q.deptId)] : []),
    ...(q.empName ? [ilike(e.empName, `%${escapeLike(q.empName)}%`)] : []),
  ];
  const [rows, ruleOf] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${t.eventTime} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        employeeId: e.id,
        empNo: e.empNo,
        empName: e.empName,
        deptId: e.deptId,
        firstPass: min(t.eventTime),
        lastPass: max(t.eventTime),
        passes: count(),
      })
      .from(t)
      .innerJoin(e, eq(e.id, t.employeeId))
      .where(
        and(
          visibleConditions(doorEventResource, access),
          isNotNull(t.employeeId),
          eq(t.verdict, doorVerdict.values.opened),
          gte(t.eventTime, period.from),
          lt(t.eventTime, period.to),
          ...(q.parkId ? [eq(t.parkId, q.parkId)] : []),
          ...who,
        ),
      )
      // by position: the zone is a bound parameter
      .groupBy(sql`1`, e.id, e.empNo, e.empName, e.deptId),
    rulesByDept(db, access),
  ]);

  const judged = (
    base: Omit<AttendanceDay, 'groupId' | 'shiftId' | 'status' | 'lateMinutes' | 'earlyMinutes'>,
  ): AttendanceDay => {
    const rule = ruleOf(base.deptId);
    if (!rule) return { ...base, groupId: null, shiftId: null, status: null, lateMinutes: 0, earlyMinutes: 0 };
    const passes =
      base.firstPass && base.lastPass ? { first: base.firstPass, last: base.lastPass, count: base.passes } : null;
    const v = judgeAttendanceDay(rule.shift, isWorkDay(rule.week, base.day), passes, timeZone);
    return {
      ...base,
      groupId: rule.groupId,
      shiftId: rule.shiftId,
      status: attendanceStatus.values[v.status satisfies AttendanceStatus],
      lateMinutes: v.lateMinutes,
      earlyMinutes: v.earlyMinutes,
    };
  };

  const out = rows.map((r) => {
    const first = new Date(r.firstPass as unknown as string);
    const last = new Date(r.lastPass as unknown as string);
    return judged({
      day: r.day,
      employeeId: r.employeeId,
      empNo: r.empNo,
      empName: r.empName,
      deptId: r.deptId ?? null,
      firstPass: first,
      lastPass: last,
      passes: Number(r.passes),
      minutes: Math.round((last.getTime() - first.getTime()) / 60_000),
    });
  });

  if (!q.parkId) {
    const present = new Set(out.map((d) => `${d.employeeId}/${d.day}`));
    const today = formatLocalDate(new Date(), timeZone);
    const clock = zoneParts(new Date(), timeZone);
    const now = clock.hour * 60 + clock.minute;
    const days = localDays(period.from, period.to, timeZone);
    const people = await db
      .select({ id: e.id, empNo: e.empNo, empName: e.empName, deptId: e.deptId, createdAt: e.createdAt })
      .from(e)
      .where(
        and(
          visibleConditions(doorEmployeeResource, access),
          eq(e.state, enabledState.values.enabled),
          eq(e.examineState, examineState.values.approved),
          ...who,
        ),
      );
    for (const p of people) {
      const rule = ruleOf(p.deptId ?? null);
      if (!rule) continue;
      const registered = formatLocalDate(p.createdAt, timeZone);
      for (const day of days) {
        if (day < registered || day > today || present.has(`${p.id}/${day}`) || !isWorkDay(rule.week, day)) continue;
        if (day === today && now <= minuteOf(rule.shift.workEnd)) continue;
        out.push(
          judged({
            day,
            employeeId: p.id,
            empNo: p.empNo,
            empName: p.empName,
            deptId: p.deptId ?? null,
            firstPass: null,
            lastPass: null,
            passes: 0,
            minutes: 0,
          }),
        );
      }
    }
  }
  return out.sort((a, b) => (a.day === b.day ? a.empNo.localeCompare(b.empNo) : a.day < b.day ? 1 : -1));
}

export type AttendanceSum = {
  employeeId: number;
  empNo: string;
  empName: string;
  deptId: number | null;
  groupId: number | null;
  /** Days with an opened pass. */
  days: number;
  passes: number;
  minutes: number;
  firstDay: string | null;
  lastDay: string | null;
  lateDays: number;
  earlyDays: number;
  missingDays: number;
  absentDays: number;
  lateMinutes: number;
  earlyMinutes: number;
};

const { late, early, lateAndEarly, missingPass, absent } = attendanceStatus.values;

/** Each employee's period from their days: days present, passes, minutes, and the days judged against the shift. */
export function attendanceSums(days: AttendanceDay[]): AttendanceSum[] {
  const byEmployee = new Map<number, AttendanceSum>();
  for (const d of days) {
    let sum = byEmployee.get(d.employeeId);
    if (!sum) {
      sum = {
        employeeId: d.employeeId,
        empNo: d.empNo,
        empName: d.empName,
        deptId: d.deptId,
        groupId: d.groupId,
        days: 0,
        passes: 0,
        minutes: 0,
        firstDay: null,
        lastDay: null,
        lateDays: 0,
        earlyDays: 0,
        missingDays: 0,
        absentDays: 0,
        lateMinutes: 0,
        earlyMinutes: 0,
      };
      byEmployee.set(d.employeeId, sum);
    }
    sum.lateMinutes += d.lateMinutes;
    sum.earlyMinutes += d.earlyMinutes;
    if (d.status === late || d.status === lateAndEarly) sum.lateDays += 1;
    if (d.status === early || d.status === lateAndEarly) sum.earlyDays += 1;
    if (d.status === missingPass) sum.missingDays += 1;
    if (d.status === absent) sum.absentDays += 1;
    if (!d.passes) continue;
    sum.days += 1;
    sum.passes += d.passes;
    sum.minutes += d.minutes;
    if (!sum.firstDay || d.day < sum.firstDay) sum.firstDay = d.day;
    if (!sum.lastDay || d.day > sum.lastDay) sum.lastDay = d.day;
  }
  return [...byEmployee.values()].sort((a, b) => a.empNo.localeCompare(b.empNo));
}
