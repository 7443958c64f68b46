import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, dict, l, ref, text } from '../fields/field-builders';

const day = (zh: string, en: string, works: boolean) => bool(l(zh, en), { default: works, column: { width: 64 } });

/**
 * The people of a department (and the departments below it, unless one of those has a group of its own) who
 * work one shift on the chosen weekdays; the holidays listed are days off. Attendance judges each of their
 * days by it.
 */
export const attendanceGroupResource = defineResource({
  module: 'attendanceManagement/group',
  table: 'attendance_group',
  section: 'doors',
  label: l('考勤组', 'Attendance group'),
  scope: 'company',
  idParam: 'id',
  titleField: 'groupName',
  fields: {
    groupName: text(l('考勤组名称', 'Group name'), { max: 60, required: true, search: 'contains', unique: true }),
    deptId: ref(l('部门', 'Department'), {
      to: 'door/basedept',
      required: true,
      unique: true,
      search: 'eq',
      help: l('含下级部门(下级部门另有考勤组的除外)', 'with the departments below it, unless they have a group'),
    }),
    shiftId: ref(l('班次', 'Shift'), { to: 'attendanceManagement/shift', required: true, search: 'eq' }),
    monday: day('周一', 'Mon', true),
    tuesday: day('周二', 'Tue', true),
    wednesday: day('周三', 'Wed', true),
    thursday: day('周四', 'Thu', true),
    friday: day('周五', 'Fri', true),
    saturday: day('周六', 'Sat', false),
    sunday: day('周日', 'Sun', false),
    holidays: text(l('节假日(yyyy-MM-dd,逗号分隔)', 'Holidays (yyyy-MM-dd, comma list)'), {
      max: 4000,
      list: false,
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/attendanceManagement/group', group: '/attendanceManagement', icon: 'TeamOutlined', sort: 1 },
});
