import { defineResource } from '../define-resource';
import { dict, int, l, ref, text } from '../fields/field-builders';
import { sensorSensitivity } from './device-registry.dict';

/** A berth section's own sensor settings where they differ from its park's (rdconfig/area). */
export const roadsideConfigAreaResource = defineResource({
  module: 'rdconfig/area',
  table: 'rd_config_area',
  section: 'devices',
  label: l('泊位段设备配置', 'Section device settings'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  permissionPrefix: 'rdconfig',
  fields: {
    sectionId: ref(l('泊位段', 'Berth section'), { to: 'curbPark/area', required: true, search: 'eq' }),
    sensitivity: dict(l('检测灵敏度', 'Sensitivity'), { dict: sensorSensitivity, default: 2 }),
    occupySeconds: int(l('停入确认(秒)', 'Seconds before a berth is taken'), { min: 0, max: 3600, default: 60 }),
    leaveSeconds: int(l('驶离确认(秒)', 'Seconds before a berth is free'), { min: 0, max: 3600, default: 30 }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  upsertBy: ['sectionId'],
  routes: { export: [] },
});
