import { defineResource } from '../define-resource';
import { bool, int, l, text } from '../fields/field-builders';

/**
 * How a park's gate devices behave (parkParameter, one row per park): the lowest plate confidence taken,
 * how long a camera waits before reading the same plate again, the voice volume by day and by night.
 */
export const parkParameterResource = defineResource({
  module: 'parkParameter',
  table: 'park_device_parameter',
  section: 'devices',
  label: l('车场设备参数', 'Park device parameters'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    minConfidence: int(l('最低识别可信度', 'Lowest plate confidence'), { min: 0, max: 100, default: 80 }),
    repeatSeconds: int(l('同车重复识别间隔(秒)', 'Seconds before the same plate is read again'), {
      min: 0,
      max: 3600,
      default: 30,
    }),
    openDelayMs: int(l('抬杆延时(毫秒)', 'Barrier delay (ms)'), { min: 0, max: 10000, default: 500 }),
    offlineDecide: bool(l('断网时相机自主判断', 'Cameras decide while offline'), { default: true }),
    dayVolume: int(l('白天音量', 'Day volume'), { min: 0, max: 10, default: 8 }),
    nightVolume: int(l('夜间音量', 'Night volume'), { min: 0, max: 10, default: 3 }),
    nightStartMinute: int(l('夜间开始(当日分钟)', 'Night starts (minute of day)'), {
      min: 0,
      max: 1439,
      default: 1320,
      list: false,
    }),
    nightEndMinute: int(l('夜间结束(当日分钟)', 'Night ends (minute of day)'), {
      min: 0,
      max: 1439,
      default: 420,
      list: false,
    }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  upsertBy: ['parkId'],
  routes: { export: [] },
  menu: { path: '/basedata/parkParameter', group: '/basedata', icon: 'ControlOutlined', sort: 12 },
});
