import { defineResource } from '../define-resource';
import { dict, l, ref, text } from '../fields/field-builders';
import { doorReaderKind } from './door.dict';

/**
 * A reader at a door (face, card or QR). It signs in as the device of the device list (`gateDevice`, kind door
 * reader) with the same code, with that device's key, so door readers and gate cameras are issued and revoked alike.
 */
export const doorDeviceResource = defineResource({
  module: 'door/doordevice',
  table: 'door_device',
  section: 'doors',
  label: l('门禁设备', 'Door device'),
  scope: 'park',
  idParam: 'id',
  titleField: 'deviceName',
  fields: {
    deviceName: text(l('设备名称', 'Device name'), { max: 60, required: true, search: 'contains', sortable: true }),
    doorId: ref(l('门禁通道', 'Door'), { to: 'door/doorgate', required: true, search: 'eq' }),
    deviceCode: text(l('设备编号', 'Device code'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
      help: l(
        '与“通道设备”中种类为“门禁读头”的设备编号相同，读头以该设备的密钥登录',
        'The code of a device of kind “Door reader” on the gate devices page; the reader signs in with its key',
      ),
    }),
    readerKind: dict(l('读头类型', 'Reader kind'), { dict: doorReaderKind, default: 4, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/doordevice', group: '/door', icon: 'CameraOutlined', sort: 3 },
});
