import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (zh: string, en: string) =>
  text(l(zh, en), {
    max: 5,
    required: true,
    pattern: hhmm,
    patternRule: l('应为 HH:mm，如 09:00', 'must be HH:mm, e.g. 09:00'),
  });

/**
 * Working hours that attendance is judged by, on the operator's wall clock: the first opened door pass of a
 * day after the start plus its grace is late, the last before the end less its grace is leaving early.
 */
export const attendanceShiftResource = defineResource({
  module: 'attendanceManagement/shift',
  table: 'attendance_shift',
  section: 'doors',
  label: l('班次', 'Shift'),
  scope: 'company',
  idParam: 'id',
  titleField: 'shiftName',
  fields: {
    shiftName: text(l('班次名称', 'Shift name'), { max: 60, required: true, search: 'contains', unique: true }),
    workStart: time('上班时间', 'Work starts'),
    workEnd: time('下班时间', 'Work ends'),
    lateGraceMinutes: int(l('迟到宽限(分钟)', 'Grace for late (minutes)'), { min: 0, max: 240, default: 0 }),
    earlyGraceMinutes: int(l('早退宽限(分钟)', 'Grace for leaving early (minutes)'), { min: 0, max: 240, default: 0 }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/attendanceManagement/shift', group: '/attendanceManagement', icon: 'ScheduleOutlined', sort: 2 },
});
