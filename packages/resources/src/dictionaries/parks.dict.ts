import { defineDictionary } from './define-dictionary';

export const gateType = defineDictionary(
  'gateType',
  { zh: '通道类型', en: 'Gate type' },
  {
    entry: [1, '入口', 'Entry'],
    exit: [2, '出口', 'Exit'],
    entryAndExit: [3, '出入口', 'Entry and exit'],
  },
);

/** Which passage a gate's time rule governs (geteIoTime ruleType). */
export const gateIoRuleType = defineDictionary(
  'gateIoRuleType',
  { zh: '通行规则类型', en: 'Passage rule type' },
  {
    entry: [1, '进场', 'Entry'],
    exit: [2, '出场', 'Exit'],
  },
);

export const berthType = defineDictionary(
  'berthType',
  { zh: '泊位类型', en: 'Berth type' },
  {
    standard: [1, '普通泊位', 'Standard'],
    largeVehicle: [2, '大车泊位', 'Large vehicle'],
    accessible: [3, '无障碍泊位', 'Accessible'],
    charging: [4, '充电泊位', 'Charging'],
    bookable: [5, '预约泊位', 'Bookable'],
  },
);

export const carModelKind = defineDictionary(
  'carModelKind',
  { zh: '车型', en: 'Vehicle model' },
  {
    smallCar: [1, '小型车', 'Small car'],
    largeVehicle: [2, '大型车', 'Large vehicle'],
    newEnergySmallCar: [3, '新能源小型车', 'New-energy small car'],
    newEnergyLargeVehicle: [4, '新能源大型车', 'New-energy large vehicle'],
    motorcycle: [5, '摩托车', 'Motorcycle'],
    other: [9, '其他', 'Other'],
  },
);

/**
 * What a park command asks of the park's devices or of the platform. The first group is sent with
 * third/set/parkCommand, the plate group with parkCommandVno; the rest are recorded by their own calls.
 */
export const parkCommandType = defineDictionary(
  'parkCommandType',
  { zh: '车场指令', en: 'Park command' },
  {
    openGate: ['openGate', '开闸', 'Open gate'],
    closeGate: ['closeGate', '关闸', 'Close gate'],
    keepOpen: ['keepOpen', '道闸常开', 'Keep gate open'],
    reboot: ['reboot', '重启设备', 'Restart devices'],
    syncTime: ['syncTime', '设备校时', 'Set device clocks'],
    syncWhiteList: ['syncWhiteList', '同步白名单', 'Sync white list'],
    syncFeeRule: ['syncFeeRule', '同步收费规则', 'Sync fee rules'],
    clearCache: ['clearCache', '清除缓存', 'Clear device cache'],
    releaseCar: ['releaseCar', '放行车辆', 'Release a car'],
    addWhite: ['addWhite', '下发白名单车辆', 'Add car to white list'],
    removeWhite: ['removeWhite', '删除白名单车辆', 'Remove car from white list'],
    syncToPlatRadPark: ['syncToPlatRadPark', '同步路侧车场到平台', 'Sync roadside park to platform'],
    syncParkIO2InCarRecord: ['syncParkIO2InCarRecord', '进出记录同步在场车辆', 'Rebuild cars inside from records'],
    villageLock: ['villageLock', '小区锁定', 'Lock village'],
    villageUnlock: ['villageUnlock', '小区解锁', 'Unlock village'],
    mqttNoticeDown: ['mqttNoticeDown', '下发通知', 'Push notice to devices'],
  },
);

/** A command waits to be delivered, is delivered, answered by the device, or failed (with a reason). */
export const commandState = defineDictionary(
  'commandState',
  { zh: '指令状态', en: 'Command state' },
  {
    waiting: [0, '待下发', 'Waiting'],
    sent: [1, '已下发', 'Sent'],
    acknowledged: [2, '已确认', 'Acknowledged'],
    failed: [3, '失败', 'Failed'],
  },
);

/** How a park's staff hear that its devices went offline. */
export const offlineNoticeType = defineDictionary(
  'offlineNoticeType',
  { zh: '离线通知', en: 'Offline notice' },
  {
    off: [0, '关闭', 'Off'],
    sms: [1, '短信', 'SMS'],
    wechat: [2, '微信', 'WeChat'],
    smsAndWechat: [3, '短信和微信', 'SMS and WeChat'],
  },
);

export const printTemplateType = defineDictionary(
  'printTemplateType',
  { zh: '打印模板类型', en: 'Print type' },
  {
    entryTicket: [1, '入场小票', 'Entry ticket'],
    exitTicket: [2, '出场小票', 'Exit ticket'],
    paymentReceipt: [3, '缴费凭证', 'Payment receipt'],
    monthlyPassReceipt: [4, '月卡缴费凭证', 'Monthly pass receipt'],
  },
);

export const platformSyncState = defineDictionary(
  'platformSyncState',
  { zh: '平台同步状态', en: 'Platform sync' },
  {
    notSynced: [0, '未同步', 'Not synced'],
    syncing: [1, '同步中', 'Syncing'],
    synced: [2, '已同步', 'Synced'],
    syncFailed: [3, '同步失败', 'Sync failed'],
  },
);

export const regionLevel = defineDictionary(
  'regionLevel',
  { zh: '行政区划级别', en: 'Region level' },
  {
    province: [1, '省', 'Province'],
    city: [2, '市', 'City'],
    district: [3, '区县', 'District'],
  },
);
