import { defineResource } from '../define-resource';
import { l, ref, text } from '../fields/field-builders';

const day = (zh: string, en: string) =>
  ref(l(zh, en), { to: 'door/dmtemplmt3', help: l('不选则当天不可通行', 'none: closed that day') });

/**
 * A week of door hours: a day template for each weekday, and the dates that are holidays with the template
 * they follow instead (none: closed on holidays). Grants name a week plan.
 */
export const doorWeekPlanResource = defineResource({
  module: 'door/dmweeklmt3',
  table: 'door_week_plan',
  section: 'doors',
  label: l('周计划', 'Week plan'),
  scope: 'company',
  idParam: 'id',
  titleField: 'planName',
  fields: {
    planName: text(l('计划名称', 'Plan name'), { max: 60, required: true, search: 'contains', unique: true }),
    monday: day('周一', 'Monday'),
    tuesday: day('周二', 'Tuesday'),
    wednesday: day('周三', 'Wednesday'),
    thursday: day('周四', 'Thursday'),
    friday: day('周五', 'Friday'),
    saturday: day('周六', 'Saturday'),
    sunday: day('周日', 'Sunday'),
    holidayTemplateId: ref(l('节假日时段', 'Holiday hours'), {
      to: 'door/dmtemplmt3',
      help: l('不选则节假日不可通行', 'none: closed on holidays'),
    }),
    holidays: text(l('节假日(yyyy-MM-dd,逗号分隔)', 'Holidays (yyyy-MM-dd, comma list)'), {
      max: 4000,
      list: false,
    }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/dmweeklmt3', group: '/door', icon: 'ScheduleOutlined', sort: 6 },
});
