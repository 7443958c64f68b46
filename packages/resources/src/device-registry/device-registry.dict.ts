import { defineDictionary } from '../dictionaries/define-dictionary';

/** Text colours a parking LED screen shows (red, green and yellow on two-colour screens; all on full colour). */
export const ledColor = defineDictionary(
  'ledColor',
  { zh: '显示颜色', en: 'Text colour' },
  {
    red: [1, '红色', 'Red'],
    green: [2, '绿色', 'Green'],
    yellow: [3, '黄色', 'Yellow'],
    blue: [4, '蓝色', 'Blue'],
    white: [5, '白色', 'White'],
  },
);

/** When a gate's screen shows a configuration: while idle, or for a car entering, leaving or refused. */
export const ledScene = defineDictionary(
  'ledScene',
  { zh: '显示场景', en: 'Screen scene' },
  {
    idle: [1, '空闲时', 'Idle'],
    entry: [2, '车辆入场', 'Car entering'],
    exit: [3, '车辆出场', 'Car leaving'],
    full: [4, '车位已满', 'Park full'],
  },
);

export const sensorSensitivity = defineDictionary(
  'sensorSensitivity',
  { zh: '检测灵敏度', en: 'Sensitivity' },
  {
    low: [1, '低', 'Low'],
    medium: [2, '中', 'Medium'],
    high: [3, '高', 'High'],
  },
);

/** The position a parking lock last reported. */
export const lockPosition = defineDictionary(
  'lockPosition',
  { zh: '地锁状态', en: 'Lock position' },
  {
    unknown: [0, '未知', 'Unknown'],
    raised: [1, '已升起', 'Raised'],
    lowered: [2, '已降下', 'Lowered'],
    fault: [3, '故障', 'Fault'],
  },
);

export const weekPart = defineDictionary(
  'weekPart',
  { zh: '适用日期', en: 'Days' },
  {
    everyDay: [0, '每天', 'Every day'],
    workdays: [1, '工作日', 'Workdays'],
    weekends: [2, '周末', 'Weekends'],
  },
);

/** Whether a camera known by its serial number may join the platform. */
export const authorizeState = defineDictionary(
  'authorizeState',
  { zh: '授权状态', en: 'Authorisation' },
  {
    pending: [0, '待授权', 'Pending'],
    authorized: [1, '已授权', 'Authorised'],
    revoked: [2, '已撤销', 'Revoked'],
  },
);

/** What a guidance device group is for: a screen counting the free spaces of its detectors, or a floor zone. */
export const guidanceGroupType = defineDictionary(
  'guidanceGroupType',
  { zh: '分组类型', en: 'Group type' },
  {
    screenCount: [1, '诱导屏计数', 'Screen count'],
    zone: [2, '区域统计', 'Zone'],
  },
);

export const spaceKind = defineDictionary(
  'spaceKind',
  { zh: '车位类型', en: 'Space kind' },
  {
    standard: [1, '普通车位', 'Standard'],
    charging: [2, '充电车位', 'Charging'],
    accessible: [3, '无障碍车位', 'Accessible'],
    small: [4, '小型车位', 'Small'],
    reserved: [5, '专属车位', 'Reserved'],
  },
);

/** The message format a camera speaks (see the protocol adapters of the devices module). */
export const cameraProtocol = defineDictionary(
  'cameraProtocol',
  { zh: '通讯协议', en: 'Protocol' },
  {
    productJson: [1, '平台 JSON', 'Platform JSON'],
    vzenithMqtt: [2, '臻识 MQTT', 'Vzenith MQTT'],
    vzenithHttp: [3, '臻识 HTTP 推送', 'Vzenith HTTP push'],
    hikvisionIsapi: [4, '海康 ISAPI', 'Hikvision ISAPI'],
  },
);

/** Where a device's log asked for stands: asked (the device acknowledged), uploaded, or not coming. */
export const deviceLogState = defineDictionary(
  'deviceLogState',
  { zh: '日志状态', en: 'Log state' },
  {
    requested: [0, '等待上传', 'Awaiting upload'],
    uploaded: [1, '已上传', 'Uploaded'],
    failed: [2, '未上传', 'Not uploaded'],
  },
);

export const deviceRegistryDictionaries = [
  ledColor,
  ledScene,
  sensorSensitivity,
  lockPosition,
  weekPart,
  authorizeState,
  guidanceGroupType,
  spaceKind,
  cameraProtocol,
  deviceLogState,
];
