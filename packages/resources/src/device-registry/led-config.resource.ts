import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, ref, text } from '../fields/field-builders';
import { ledScene } from './device-registry.dict';

/**
 * What one gate's LED screen shows in one scene (idle, a car entering or leaving, the park full): its
 * lines are parkledconfigdetail rows, edited with a preview on the LED settings page.
 */
export const ledConfigResource = defineResource({
  module: 'parkledconfig',
  table: 'park_led_config',
  section: 'devices',
  label: l('显示屏设置', 'LED screen setting'),
  scope: 'park',
  idParam: 'id',
  titleField: 'configName',
  fields: {
    configName: text(l('设置名称', 'Setting name'), { max: 60, required: true, search: 'contains', sortable: true }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', search: 'eq' }),
    scene: dict(l('显示场景', 'Scene'), { dict: ledScene, default: 1, search: 'eq' }),
    lineCount: int(l('屏幕行数', 'Screen lines'), { min: 1, max: 8, default: 4 }),
    screenAddress: int(l('屏幕地址', 'Screen address'), { min: 0, max: 255, default: 0, list: false }),
    volume: int(l('语音音量', 'Voice volume'), { min: 0, max: 10, default: 6 }),
    voiceText: text(l('语音播报', 'Voice announcement'), { max: 100, column: { ellipsis: true } }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/car/ledSetting', group: '/car', icon: 'DesktopOutlined', sort: 11 },
});
