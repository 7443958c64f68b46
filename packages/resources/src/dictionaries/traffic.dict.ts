import { defineDictionary } from './define-dictionary';

/**
 * Where a stay stands: the car is inside, has left, waits for an operator to match its exit, left unpaid,
 * or was an unmatched exit the operator merged into the car's stay.
 */
export const stayState = defineDictionary(
  'stayState',
  { zh: '在场状态', en: 'Stay state' },
  {
    inside: [1, '在场', 'Inside'],
    left: [2, '已出场', 'Left'],
    manualConfirm: [3, '待人工确认', 'Manual confirm'],
    escaped: [4, '逃费', 'Escaped'],
    merged: [5, '已合并', 'Merged'],
  },
);

export const plateColor = defineDictionary(
  'plateColor',
  { zh: '车牌颜色', en: 'Plate colour' },
  {
    blue: [1, '蓝牌', 'Blue'],
    yellow: [2, '黄牌', 'Yellow'],
    white: [3, '白牌', 'White'],
    black: [4, '黑牌', 'Black'],
    green: [5, '绿牌', 'Green'],
    other: [9, '其他', 'Other'],
  },
);

export const gateDirection = defineDictionary(
  'gateDirection',
  { zh: '进出方向', en: 'Direction' },
  {
    entry: [1, '入场', 'Entry'],
    exit: [2, '出场', 'Exit'],
  },
);

/** What the gate was told: open, stay shut, wait for payment, or wait for an operator. */
export const gateVerdict = defineDictionary(
  'gateVerdict',
  { zh: '放行结果', en: 'Gate verdict' },
  {
    open: [1, '放行', 'Open'],
    refuse: [2, '拒绝', 'Refuse'],
    pay: [3, '待支付', 'Pay first'],
    manualConfirm: [4, '待人工确认', 'Manual confirm'],
  },
);

export const orderState = defineDictionary(
  'orderState',
  { zh: '订单状态', en: 'Order state' },
  {
    unpaid: [0, '待支付', 'Unpaid'],
    paid: [1, '已支付', 'Paid'],
    refunded: [2, '已退款', 'Refunded'],
    partlyRefunded: [3, '部分退款', 'Partly refunded'],
    closed: [4, '已关闭', 'Closed'],
  },
);

/** Why an order was raised: to leave at the exit gate, or paid ahead from a QR code. */
export const orderKind = defineDictionary(
  'orderKind',
  { zh: '订单类型', en: 'Order kind' },
  {
    exit: [1, '出口缴费', 'Exit payment'],
    advance: [2, '场内预缴', 'Paid in advance'],
    difference: [3, '补缴差额', 'Difference after grace'],
  },
);

/** What a signed device is: a camera at a gate, a sensor in one roadside berth, or an attendant's handheld. */
export const deviceKind = defineDictionary(
  'deviceKind',
  { zh: '设备种类', en: 'Device kind' },
  {
    gateCamera: [1, '通道相机', 'Gate camera'],
    berthSensor: [2, '泊位地磁', 'Berth sensor'],
    handheld: [3, '手持终端', 'Handheld'],
    berthLock: [4, '车位锁', 'Berth lock'],
    doorReader: [5, '门禁读头', 'Door reader'],
  },
);

/** Whose protocol a device speaks: the product's own JSON, Vzenith's MQTT and HTTP push, Hikvision's ISAPI. */
export const deviceVendor = defineDictionary(
  'deviceVendor',
  { zh: '设备协议', en: 'Device protocol' },
  {
    own: ['own', '平台协议', 'Product JSON'],
    vzenith: ['vzenith', '臻识', 'Vzenith'],
    hikvision: ['hikvision', '海康', 'Hikvision'],
  },
);

/** What a command asks of a device. */
export const deviceCommandKind = defineDictionary(
  'deviceCommandKind',
  { zh: '设备指令', en: 'Device command' },
  {
    openGate: ['openGate', '开闸', 'Open barrier'],
    closeGate: ['closeGate', '关闸', 'Close barrier'],
    ledText: ['ledText', '屏显文字', 'Screen text'],
    ledLight: ['ledLight', '屏幕亮度', 'Screen brightness'],
    voice: ['voice', '语音播报', 'Voice'],
    speaker: ['speaker', '喇叭开关', 'Speaker on/off'],
    setTime: ['setTime', '设备校时', 'Set clock'],
    whiteListAdd: ['whiteListAdd', '下发白名单', 'White list: add'],
    whiteListDelete: ['whiteListDelete', '删除白名单', 'White list: delete'],
    ossConfig: ['ossConfig', '图片存储配置', 'Picture storage'],
    upgrade: ['upgrade', '升级固件', 'Upgrade firmware'],
    encryption: ['encryption', '相机加密', 'Camera encryption'],
    lockRead: ['lockRead', '读取车位锁', 'Read lock'],
    lockWrite: ['lockWrite', '设置车位锁', 'Write lock'],
    lockOperate: ['lockOperate', '升降车位锁', 'Raise or lower lock'],
    keepOpen: ['keepOpen', '道闸常开', 'Keep barrier open'],
    reboot: ['reboot', '重启设备', 'Restart device'],
    syncFeeRule: ['syncFeeRule', '同步收费规则', 'Sync fee rules'],
    clearCache: ['clearCache', '清除缓存', 'Clear cache'],
    uploadLog: ['uploadLog', '上传日志', 'Upload log'],
  },
);

/** A device command's state: queued, sent, acknowledged by the device, refused by it, or unanswered in time. */
export const deviceCommandState = defineDictionary(
  'deviceCommandState',
  { zh: '指令状态', en: 'Command state' },
  {
    queued: [0, '排队中', 'Queued'],
    sent: [1, '已下发', 'Sent'],
    acknowledged: [2, '已确认', 'Acknowledged'],
    failed: [3, '失败', 'Failed'],
    timedOut: [4, '超时', 'Timed out'],
  },
);

/** Where an escape stands: owed, paid later (the arrears recovery), or written off by an operator. */
export const escapeState = defineDictionary(
  'escapeState',
  { zh: '追缴状态', en: 'Recovery state' },
  {
    unrecovered: [0, '未追缴', 'Unrecovered'],
    recovered: [1, '已追缴', 'Recovered'],
    cancelled: [2, '已撤销', 'Cancelled'],
  },
);
