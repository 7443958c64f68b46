import { currentLang } from '../../i18n';

/** The guidance overview's own words, in both languages. */
const words = {
  allParks: ['全部车场', 'All parks'],
  park: ['车场', 'Park'],
  refresh: ['刷新', 'Refresh'],
  buildings: ['楼栋', 'Buildings'],
  spaces: ['车位', 'Spaces'],
  occupied: ['有车', 'Occupied'],
  free: ['空闲', 'Free'],
  disabled: ['停用', 'Disabled'],
  devices: ['检测器与诱导屏', 'Detectors and screens'],
  gateways: ['网关', 'Gateways'],
  online: ['在线', 'Online'],
  offline: ['离线', 'Offline'],
  building: ['楼栋', 'Building'],
  noBuilding: ['(未分楼栋)', '(no building)'],
  floor: ['楼层', 'Floor'],
  floorName: ['{n}层', 'Floor {n}'],
  basement: ['B{n}', 'B{n}'],
  occupancy: ['占用率', 'Occupancy'],
  empty: [
    '还没有诱导楼栋：在“楼栋”“车位”“诱导设备”中添加',
    'No guided building yet: add them under Buildings, Spaces and Devices',
  ],
} as const satisfies Record<string, readonly [string, string]>;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

export const gt = (key: keyof typeof words, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'zh' ? 0 : 1], vars);
