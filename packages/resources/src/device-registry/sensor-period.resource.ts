import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, ref, text } from '../fields/field-builders';
import { sensorSensitivity, weekPart } from './device-registry.dict';

/**
 * When a roadside park's geomagnetic sensors count stays (dmperiod): minutes of the day, an end at or
 * before the start running past midnight; outside every period the road parks free. A period without a
 * section holds for the whole park.
 */
export const sensorPeriodResource = defineResource({
  module: 'dmperiod',
  table: 'rd_sensor_period',
  section: 'devices',
  label: l('地磁时段', 'Sensor period'),
  scope: 'park',
  idParam: 'id',
  titleField: 'periodName',
  fields: {
    periodName: text(l('时段名称', 'Period name'), { max: 40, required: true, search: 'contains' }),
    sectionId: ref(l('泊位段(空为全场)', 'Berth section (empty: whole park)'), { to: 'curbPark/area', search: 'eq' }),
    days: dict(l('适用日期', 'Days'), { dict: weekPart, default: 0, search: 'eq' }),
    startMinute: int(l('开始(当日分钟)', 'Start (minute of day)'), { min: 0, max: 1439, default: 480, required: true }),
    endMinute: int(l('结束(当日分钟)', 'End (minute of day)'), { min: 1, max: 1440, default: 1200, required: true }),
    sensitivity: dict(l('检测灵敏度', 'Sensitivity'), { dict: sensorSensitivity, default: 2 }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/road/dmperiod', group: '/road', icon: 'FieldTimeOutlined', sort: 9 },
});
