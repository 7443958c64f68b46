import { defineResource } from '../define-resource';
import { deviceKind, enabledState } from '../dictionaries';
import { datetime, dict, l, ref, text } from '../fields/field-builders';

/**
 * A device that reports cars: a camera or controller at a gate, a sensor in a roadside berth, or an
 * attendant's handheld. It signs in with its own key, issued once by an operator (`gateDevice/issueKey`)
 * and kept only as a keyed hash.
 */
export const gateDeviceResource = defineResource({
  module: 'gateDevice',
  table: 'gate_device',
  section: 'parks',
  label: l('通道设备', 'Gate device'),
  scope: 'park',
  idParam: 'deviceId',
  titleField: 'deviceCode',
  fields: {
    deviceCode: text(l('设备编号', 'Device code'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    deviceName: text(l('设备名称', 'Device name'), { max: 60, search: 'contains' }),
    deviceKind: dict(l('设备种类', 'Device kind'), { dict: deviceKind, default: 1, search: 'eq' }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', search: 'eq' }),
    keyHash: text(l('设备密钥', 'Device key'), { max: 64, secret: true, readOnly: true, form: false, list: false }),
    keyIssuedAt: datetime(l('密钥签发时间', 'Key issued at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/basedata/gatedevice', group: '/basedata', icon: 'CameraOutlined', sort: 9 },
});
