import { defineResource, type ResourceDef } from '../define-resource';
import { date, datetime, dict, int, l, ref, text } from '../fields/field-builders';
import type { Field, Label } from '../fields/field-types';
import { attendanceStatus } from './door.dict';

/**
 * Attendance read from the doors: an employee's opened passes on each of the operator's local days. Declared
 * like a resource for the console's list page, search form and columns; no table of its own and not in
 * `resources` (the routes are hand-written in apps/server/src/modules/doors).
 */
function attendanceView<F extends Record<string, Field>>(
  label: Label,
  path: string,
  fields: F,
  titleField: keyof F & string,
): ResourceDef<F, 'park'> {
  return defineResource({
    module: 'attendance',
    table: '',
    section: 'reports',
    label,
    scope: 'park',
    idParam: 'id',
    titleField,
    fields,
    permissionPrefix: `attendance/${path}`,
    routes: { list: [`/attendance/${path}`], detail: [], submit: [], remove: false, export: [] },
    menu: { path: `/attendance/${path}`, group: '/attendance' },
  });
}

const person = {
  employeeId: ref(l('人员', 'Employee'), { to: 'door/dooremployee', search: 'eq' }),
  empNo: text(l('工号', 'Employee number'), { max: 32 }),
  empName: text(l('姓名', 'Name'), { max: 40, search: 'contains' }),
  deptId: ref(l('部门', 'Department'), { to: 'door/basedept', search: 'eq' }),
  groupId: ref(l('考勤组', 'Attendance group'), { to: 'attendanceManagement/group', search: 'eq' }),
};

/** Each employee's day: first and last opened pass, how many passes, the minutes between, judged against the shift. */
export const attendanceDetailView = attendanceView(
  l('考勤明细', 'Attendance details'),
  'attendanceDetail',
  {
    day: date(l('日期', 'Day'), { search: 'range' }),
    ...person,
    firstPass: datetime(l('首次通行', 'First pass')),
    lastPass: datetime(l('末次通行', 'Last pass')),
    passes: int(l('通行次数', 'Passes')),
    minutes: int(l('在场分钟', 'Minutes present')),
    shiftId: ref(l('班次', 'Shift'), { to: 'attendanceManagement/shift' }),
    status: dict(l('考勤结果', 'Attendance'), { dict: attendanceStatus, search: 'eq' }),
    lateMinutes: int(l('迟到分钟', 'Minutes late')),
    earlyMinutes: int(l('早退分钟', 'Minutes early')),
  },
  'empName',
);

/** Each employee's period: days present, passes, minutes present in all, first and last day. */
export const attendanceSumView = attendanceView(
  l('考勤汇总', 'Attendance summary'),
  'attendanceSum',
  {
    day: date(l('日期', 'Day'), { search: 'range', list: false }),
    ...person,
    days: int(l('出勤天数', 'Days present')),
    passes: int(l('通行次数', 'Passes')),
    minutes: int(l('在场分钟', 'Minutes present')),
    firstDay: text(l('首个出勤日', 'First day'), { max: 10 }),
    lastDay: text(l('末个出勤日', 'Last day'), { max: 10 }),
    lateDays: int(l('迟到天数', 'Days late')),
    earlyDays: int(l('早退天数', 'Days left early')),
    missingDays: int(l('缺卡天数', 'Days with a missing pass')),
    absentDays: int(l('缺勤天数', 'Days absent')),
    lateMinutes: int(l('迟到分钟', 'Minutes late')),
    earlyMinutes: int(l('早退分钟', 'Minutes early')),
  },
  'empName',
);
