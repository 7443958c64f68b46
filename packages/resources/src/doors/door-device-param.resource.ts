import { defineResource } from '../define-resource';
import { bool, int, l, ref } from '../fields/field-builders';

/** How a door reader behaves: at most one row a reader (a reader without one keeps the defaults shown here). */
export const doorDeviceParamResource = defineResource({
  module: 'door/dmdevparam',
  table: 'door_device_param',
  section: 'doors',
  label: l('设备参数', 'Reader settings'),
  scope: 'park',
  idParam: 'id',
  titleField: 'doorDeviceId',
  fields: {
    doorDeviceId: ref(l('门禁设备', 'Door device'), {
      to: 'door/doordevice',
      required: true,
      unique: true,
      search: 'eq',
    }),
    openSeconds: int(l('开门时长(秒)', 'Door open for (seconds)'), { min: 1, max: 60, default: 5, required: true }),
    faceThreshold: int(l('人脸比对阈值', 'Face match threshold'), { min: 50, max: 100, default: 80, required: true }),
    liveness: bool(l('活体检测', 'Liveness check'), { default: true }),
    strangerAlarm: bool(l('陌生人报警', 'Alarm on strangers'), { default: false }),
    volume: int(l('音量', 'Volume'), { min: 0, max: 10, default: 6 }),
  },
  defaultSort: '-id',
  menu: { path: '/door/dmdevparam', group: '/door', icon: 'SettingOutlined', sort: 4 },
});
