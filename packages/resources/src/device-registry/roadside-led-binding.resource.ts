import { defineResource } from '../define-resource';
import { dict, int, l, ref, text } from '../fields/field-builders';
import { ledColor } from './device-registry.dict';

/** Which berth section's free berths a roadside screen shows, on which line and with which words before. */
export const roadsideLedBindingResource = defineResource({
  module: 'door/rdBindled',
  table: 'rd_led_binding',
  section: 'devices',
  label: l('诱导屏绑定', 'Screen binding'),
  scope: 'park',
  idParam: 'id',
  titleField: 'prefix',
  permissionPrefix: 'rdLed',
  fields: {
    ledId: ref(l('诱导屏', 'Screen'), { to: 'door/rdLed', required: true, search: 'eq' }),
    sectionId: ref(l('泊位段', 'Berth section'), { to: 'curbPark/area', required: true, search: 'eq' }),
    lineNo: int(l('显示行', 'Line'), { min: 1, max: 8, default: 1, required: true }),
    prefix: text(l('前缀文字', 'Words before the count'), { max: 20 }),
    color: dict(l('颜色', 'Colour'), { dict: ledColor, default: 2 }),
  },
  upsertBy: ['ledId', 'lineNo'],
  routes: { export: [] },
});
