import { defineResource } from '../define-resource';
import { ledEffect } from '../dictionaries';
import { dict, int, l, ref, text } from '../fields/field-builders';
import { ledColor } from './device-registry.dict';

/** One line of an LED screen setting: its text, colour, effect (calls.md §9), speed and stay time. */
export const ledConfigLineResource = defineResource({
  module: 'parkledconfigdetail',
  table: 'park_led_config_line',
  section: 'devices',
  label: l('显示屏行', 'LED screen line'),
  scope: 'park',
  // edited on the LED settings page: its buttons guard them
  permissionPrefix: 'parkledconfig',
  idParam: 'id',
  titleField: 'content',
  fields: {
    configId: ref(l('显示屏设置', 'LED screen setting'), { to: 'parkledconfig', required: true, search: 'eq' }),
    lineNo: int(l('行号', 'Line'), { min: 1, max: 8, default: 1, required: true, sortable: true }),
    content: text(l('显示内容', 'Text'), { max: 64, required: true, search: 'contains' }),
    color: dict(l('颜色', 'Colour'), { dict: ledColor, default: 2 }),
    effect: dict(l('显示特效', 'Effect'), { dict: ledEffect, default: 0 }),
    speed: int(l('速度(1 最快)', 'Speed (1 fastest)'), { min: 1, max: 10, default: 1 }),
    staySeconds: int(l('停留(秒)', 'Stay (s)'), { min: 0, max: 255, default: 3 }),
  },
  upsertBy: ['configId', 'lineNo'],
  defaultSort: 'lineNo',
  routes: { export: [] },
});
