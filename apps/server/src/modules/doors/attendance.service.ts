import { doorEmployeeResource, doorEventResource, doorVerdict } from '@parking/resources';
import { and, count, eq, gte, ilike, isNotNull, lt, max, min, sql } from 'drizzle-orm';
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
  firstPass: Date;
  lastPass: Date;
  passes: number;
  minutes: number;
};

/**
 * Attendance from the doors: for each employee and local day of the period (by default the last 30 days), the
 * first and last pass the doors opened for them, how many, and the minutes between. Refused passes do not count.
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
  const rows = await db
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
        ...(q.employeeId ? [eq(t.employeeId, q.employeeId)] : []),
        ...(q.deptId ? [eq(e.deptId, q.deptId)] : []),
        ...(q.empName ? [ilike(e.empName, `%${q.empName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)] : []),
      ),
    )
    // by position: the zone is a bound parameter
    .groupBy(sql`1`, e.id, e.empNo, e.empName, e.deptId)
    .orderBy(sql`1 desc`, e.empNo);
  return rows.map((r) => {
    const first = new Date(r.firstPass as unknown as string);
    const last = new Date(r.lastPass as unknown as string);
    return {
      day: r.day,
      employeeId: r.employeeId,
      empNo: r.empNo,
      empName: r.empName,
      deptId: r.deptId ?? null,
      firstPass: first,
      lastPass: last,
      passes: Number(r.passes),
      minutes: Math.round((last.getTime() - first.getTime()) / 60_000),
    };
  });
}

/** Each employee's period from their days: days present, passes, minutes, first and last day. */
export function attendanceSums(days: AttendanceDay[]) {
  const byEmployee = new Map<
    number,
    Omit<AttendanceDay, 'day' | 'firstPass' | 'lastPass'> & { days: number; firstDay: string; lastDay: string }
  >();
  for (const d of days) {
    const sum = byEmployee.get(d.employeeId);
    if (!sum) {
      const { day, firstPass: _f, lastPass: _l, ...rest } = d;
      byEmployee.set(d.employeeId, { ...rest, days: 1, firstDay: day, lastDay: day });
      continue;
    }
    sum.days += 1;
    sum.passes += d.passes;
    sum.minutes += d.minutes;
    if (d.day < sum.firstDay) sum.firstDay = d.day;
    if (d.day > sum.lastDay) sum.lastDay = d.day;
  }
  return [...byEmployee.values()].sort((a, b) => a.empNo.localeCompare(b.empNo));
}
