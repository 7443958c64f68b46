import { defineResource } from '../define-resource';
import { l, text } from '../fields/field-builders';
import { clockTime } from './clock-time.field';

/**
 * A day's opening hours for doors: up to three windows, each from its start minute to the end of its end
 * minute, in the operator's zone. Week plans name one per day.
 */
export const doorDayTemplateResource = defineResource({
  module: 'door/dmtemplmt3',
  table: 'door_day_template',
  section: 'doors',
  label: l('时段模板', 'Day template'),
  scope: 'company',
  idParam: 'id',
  titleField: 'templateName',
  fields: {
    templateName: text(l('模板名称', 'Template name'), { max: 60, required: true, search: 'contains', unique: true }),
    start1: clockTime('时段一开始', 'Window 1 from', { required: true }),
    end1: clockTime('时段一结束', 'Window 1 until', { required: true }),
    start2: clockTime('时段二开始', 'Window 2 from'),
    end2: clockTime('时段二结束', 'Window 2 until'),
    start3: clockTime('时段三开始', 'Window 3 from'),
    end3: clockTime('时段三结束', 'Window 3 until'),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/dmtemplmt3', group: '/door', icon: 'ScheduleOutlined', sort: 5 },
});
