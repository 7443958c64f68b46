import { formatLocalDateTime } from '@parking/domain';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { type AttendanceQuery, attendanceDays, attendanceSums } from './attendance.service';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const query = z.object({
  parkId: optionalId,
  PKID: optionalId,
  employeeId: optionalId,
  deptId: optionalId,
  groupId: optionalId,
  status: z.coerce.number().int().min(1).max(7).optional(),
  empName: z.string().trim().max(40).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  dayStart: day.optional(),
  dayEnd: day.optional(),
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
});
type Query = z.infer<typeof query>;

const labels = (k: string) =>
  ({
    parkId: { zh: '停车场', en: 'Park' },
    PKID: { zh: '停车场', en: 'Park' },
    employeeId: { zh: '人员', en: 'Employee' },
    deptId: { zh: '部门', en: 'Department' },
    groupId: { zh: '考勤组', en: 'Attendance group' },
    status: { zh: '考勤结果', en: 'Attendance' },
    empName: { zh: '姓名', en: 'Name' },
    startDate: { zh: '开始日期', en: 'From' },
    endDate: { zh: '结束日期', en: 'Until' },
    dayStart: { zh: '开始日期', en: 'From' },
    dayEnd: { zh: '结束日期', en: 'Until' },
  })[k];

const asQuery = (q: Query): AttendanceQuery => ({
  parkId: q.parkId ?? q.PKID,
  employeeId: q.employeeId,
  deptId: q.deptId,
  empName: q.empName || undefined,
  startDate: q.startDate ?? q.dayStart,
  endDate: q.endDate ?? q.dayEnd,
});

const paged = <T>(rows: T[], q: Query) => {
  const current = q.current ?? 1;
  const size = q.size ?? 10;
  return { total: rows.length, current, size, data: rows.slice((current - 1) * size, current * size) };
};

const filters =
  'parkId, employeeId, deptId, groupId, empName, startDate and endDate (yyyy-MM-dd, local days; by default the last 30 days)';

const ofGroup = <T extends { groupId: number | null }>(rows: T[], q: Query) =>
  q.groupId ? rows.filter((r) => r.groupId === q.groupId) : rows;

export const attendanceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/attendance/attendanceDetail',
    section: 'reports',
    summary: `Attendance details from the doors: per employee and local day, the first and last opened pass, passes and minutes between, and the day judged against the shift of the employee's attendance group (status: attendanceStatus; late and early minutes; a working day without a pass is absent); filtered by ${filters} and status`,
    query,
    labels,
    handler: async ({ app, access, query: q }) => {
      const zone = app.config.timeZone;
      const days = ofGroup(await attendanceDays(app.db, access, asQuery(q), zone), q).filter(
        (d) => !q.status || d.status === q.status,
      );
      return paged(
        days.map((d, i) => ({
          ...d,
          id: i + 1,
          firstPass: d.firstPass && formatLocalDateTime(d.firstPass, zone),
          lastPass: d.lastPass && formatLocalDateTime(d.lastPass, zone),
        })),
        q,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/attendance/attendanceSum',
    section: 'reports',
    summary: `Attendance summary from the doors: per employee, days present, passes and minutes present in the period, first and last day, and against the shift of their group the days late, left early, with a missing pass and absent, with the minutes late and early; filtered by ${filters}`,
    query,
    labels,
    handler: async ({ app, access, query: q }) => {
      const sums = attendanceSums(ofGroup(await attendanceDays(app.db, access, asQuery(q), app.config.timeZone), q));
      return paged(
        sums.map((s) => ({ ...s, id: s.employeeId })),
        q,
      );
    },
  }),
];
