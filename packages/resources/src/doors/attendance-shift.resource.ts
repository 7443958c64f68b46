import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';
import { clockTime } from './clock-time.field';

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
    workStart: clockTime('上班时间', 'Work starts', { required: true }),
    workEnd: clockTime('下班时间', 'Work ends', { required: true }),
    lateGraceMinutes: int(l('迟到宽限(分钟)', 'Grace for late (minutes)'), { min: 0, max: 240, default: 0 }),
    earlyGraceMinutes: int(l('早退宽限(分钟)', 'Grace for leaving early (minutes)'), { min: 0, max: 240, default: 0 }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/attendanceManagement/shift', group: '/attendanceManagement', icon: 'ScheduleOutlined', sort: 2 },
});
