import { defineDictionary } from './define-dictionary';
import { deviceKind } from './traffic.dict';

export const deviceType = defineDictionary(
  'deviceType',
  { zh: '设备类型', en: 'Device type' },
  {
    plateCamera: [1, '车牌识别相机', 'Plate camera'],
    barrierGate: [2, '道闸', 'Barrier gate'],
    ledScreen: [3, 'LED 显示屏', 'LED screen'],
    parkingLock: [4, '地锁', 'Parking lock'],
    doorAccessDevice: [5, '门禁设备', 'Door access device'],
    magneticSensor: [6, '地磁', 'Magnetic sensor'],
    videoPole: [7, '视频桩', 'Video pole'],
    handheldTerminal: [8, '手持终端', 'Handheld terminal'],
    gateway: [9, '网关', 'Gateway'],
    guidanceScreen: [10, '诱导屏', 'Guidance screen'],
    spaceDetector: [11, '车位检测器', 'Space detector'],
    faceRecognitionDevice: [12, '人脸识别设备', 'Face recognition device'],
    intercom: [13, '语音对讲', 'Intercom'],
  },
);

export const onlineState = defineDictionary(
  'onlineState',
  { zh: '在线状态', en: 'Online state' },
  {
    online: [1, '在线', 'Online'],
    offline: [0, '离线', 'Offline'],
  },
);

const directions: [string, string][] = [
  ['上', 'up'],
  ['下', 'down'],
  ['左', 'left'],
  ['右', 'right'],
];
const fourWays = (from: number, zh: (d: string) => string, en: (d: string) => string): [number, string, string][] =>
  directions.map(([dz, de], i) => [from + i, zh(dz), en(de)]);
const corners: [string, string][] = [
  ['左上', 'top left'],
  ['右上', 'top right'],
  ['左下', 'bottom left'],
  ['右下', 'bottom right'],
];
const threeD: [string, string][] = [
  ['百叶窗', 'blinds'],
  ['滚动', 'scroll'],
  ['旋转', 'rotation'],
  ['翻转', 'flip'],
  ['翻页', 'page turn'],
  ['开门', 'door'],
  ['卷帘', 'shutter'],
  ['波浪', 'wave'],
  ['下雨', 'rain'],
  ['碎屏', 'broken screen'],
  ['方块旋转', 'box rotate'],
  ['扩散', 'spread'],
  ['分裂', 'split'],
  ['分层', 'layering'],
  ['水滴', 'drops'],
];

const effects: [number, string, string][] = [
  [0, '快速打出', 'Fast print'],
  [1, '随机', 'Random'],
  [2, '静止', 'Static'],
  ...fourWays(
    3,
    (d) => `向${d}移动`,
    (d) => `Move ${d}`,
  ),
  ...fourWays(
    7,
    (d) => `从${d}移入`,
    (d) => `Move in from ${d === 'up' ? 'top' : d === 'down' ? 'bottom' : d}`,
  ),
  ...fourWays(
    11,
    (d) => `向${d}镭射`,
    (d) => `Laser ${d}`,
  ),
  ...fourWays(
    15,
    (d) => `向${d}拉幕`,
    (d) => `Curtain ${d}`,
  ),
  ...corners.map(([cz, ce], i): [number, string, string] => [19 + i, `${cz}角覆盖`, `Cover from ${ce} corner`]),
  [23, '方框展开', 'Box curtain out'],
  [24, '方框收缩', 'Box curtain in'],
  [25, '十字展开', 'Cross curtain out'],
  [26, '十字收缩', 'Cross curtain in'],
  [27, '对角拉幕', 'Diagonal curtain'],
  [28, '水平百叶窗', 'Horizontal blinds'],
  [29, '垂直百叶窗', 'Vertical blinds'],
  [30, '左右闭合', 'Close horizontally'],
  [31, '上下闭合', 'Close vertically'],
  [32, '左右对开', 'Split horizontally'],
  [33, '上下对开', 'Split vertically'],
  [34, '放大', 'Zoom in'],
  [35, '马赛克', 'Mosaic'],
  [36, '渐变', 'Gradient'],
  [38, '向内方框擦除', 'Box wipe in'],
  [39, '向外方框擦除', 'Box wipe out'],
  [40, '水平收缩', 'Shrink horizontally'],
  [41, '垂直收缩', 'Shrink vertically'],
  [42, '水平拉伸', 'Stretch horizontally'],
  [43, '垂直拉伸', 'Stretch vertically'],
  ...fourWays(
    50,
    (d) => `连续${d}移`,
    (d) => `Continuous move ${d}`,
  ),
  ...fourWays(
    54,
    (d) => `向${d}覆盖`,
    (d) => `Cover ${d}`,
  ),
  ...Array.from({ length: 32 }, (_, i): [number, string, string] => {
    const kind = threeD[i];
    return kind ? [128 + i, `3D ${kind[0]}`, `3D ${kind[1]}`] : [128 + i, `3D 特效 ${128 + i}`, `3D effect ${128 + i}`];
  }),
];

/**
 * LED and screen display effects (calls.md §9). The spec names the 3D range 128-159 by kind only;
 * the fifteen kinds take the first codes and the rest are numbered. Code names them by number (`effect3`).
 */
export const ledEffect = defineDictionary(
  'ledEffect',
  { zh: '显示特效', en: 'Display effect' },
  Object.fromEntries(effects.map((e) => [`effect${e[0]}`, e])),
);

/** The firmware type each kind of device in the register runs: an upgrade must be made for it. */
export const firmwareTypeOfKind: Readonly<Record<number, number>> = {
  [deviceKind.values.gateCamera]: deviceType.values.plateCamera,
  [deviceKind.values.berthSensor]: deviceType.values.magneticSensor,
  [deviceKind.values.handheld]: deviceType.values.handheldTerminal,
  [deviceKind.values.berthLock]: deviceType.values.parkingLock,
  [deviceKind.values.doorReader]: deviceType.values.doorAccessDevice,
};
