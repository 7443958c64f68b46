import { defineResource } from '../define-resource';
import { l, text } from '../fields/field-builders';

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (zh: string, en: string, required = false) =>
  text(l(zh, en), {
    max: 5,
    pattern: hhmm,
    patternRule: l('应为 HH:mm，如 09:00', 'must be HH:mm, e.g. 09:00'),
    ...(required ? { required: true as const } : {}),
  });

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
    start1: time('时段一开始', 'Window 1 from', true),
    end1: time('时段一结束', 'Window 1 until', true),
    start2: time('时段二开始', 'Window 2 from'),
    end2: time('时段二结束', 'Window 2 until'),
    start3: time('时段三开始', 'Window 3 from'),
    end3: time('时段三结束', 'Window 3 until'),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/dmtemplmt3', group: '/door', icon: 'ScheduleOutlined', sort: 5 },
});
