import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, ref, text } from '../fields/field-builders';

/** A camera's crowd alert setting: how many people within how many minutes raise a crowd alert. */
export const yjHeatResource = defineResource({
  module: 'door/yjHeat',
  table: 'yj_heat',
  // kept by whoever keeps the alert cameras: they have no page of their own
  permissionPrefix: 'door/yjCamera',
  section: 'doors',
  label: l('热度预警', 'Crowd alert'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  fields: {
    cameraId: ref(l('预警摄像机', 'Camera'), { to: 'door/yjCamera', required: true, search: 'eq' }),
    people: int(l('人数阈值', 'People'), { min: 1, max: 10000, required: true }),
    minutes: int(l('统计时长(分钟)', 'Within minutes'), { min: 1, max: 1440, required: true, default: 10 }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
});
