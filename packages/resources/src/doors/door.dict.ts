import { defineDictionary } from '../dictionaries/define-dictionary';

/** Which way people go through a door. */
export const doorDirection = defineDictionary(
  'doorDirection',
  { zh: '门禁方向', en: 'Door direction' },
  {
    entry: [1, '进门', 'Entry'],
    exit: [2, '出门', 'Exit'],
    both: [3, '双向', 'Both ways'],
  },
);

/** How a person proved who they are at a door. */
export const doorPassKind = defineDictionary(
  'doorPassKind',
  { zh: '通行方式', en: 'Pass by' },
  {
    face: [1, '人脸', 'Face'],
    card: [2, '刷卡', 'Card'],
    qr: [3, '二维码', 'QR code'],
  },
);

/** What a door reader reads. */
export const doorReaderKind = defineDictionary(
  'doorReaderKind',
  { zh: '读头类型', en: 'Reader kind' },
  {
    face: [1, '人脸识别', 'Face recognition'],
    card: [2, '刷卡', 'Card reader'],
    qr: [3, '二维码', 'QR code reader'],
    combined: [4, '人脸+刷卡+二维码', 'Face, card and QR'],
  },
);

/** Why a door opened or stayed shut. */
export const doorVerdict = defineDictionary(
  'doorVerdict',
  { zh: '通行结果', en: 'Door verdict' },
  {
    opened: [1, '已开门', 'Opened'],
    unknownPerson: [2, '未登记人员', 'Unknown person'],
    personDisabled: [3, '人员停用或未审核', 'Person disabled or not approved'],
    noGrant: [4, '无此门权限', 'No grant for this door'],
    outsideTime: [5, '不在通行时段', 'Outside the allowed hours'],
    holiday: [6, '节假日不可通行', 'Closed on holidays'],
    doorDisabled: [7, '门禁停用', 'Door disabled'],
  },
);

/** Which early-warning list a watched person is on. */
export const yjListKind = defineDictionary(
  'yjListKind',
  { zh: '名单类型', en: 'List' },
  {
    watch: [1, '关注人员', 'Watched'],
    blocked: [2, '黑名单', 'Blocked'],
    vip: [3, '重要人员', 'VIP'],
  },
);

/** Where a message to an early-warning camera stands (a push of identities, an upgrade). */
export const yjSendState = defineDictionary(
  'yjSendState',
  { zh: '下发状态', en: 'Sent' },
  {
    waiting: [0, '待下发', 'Waiting'],
    sent: [1, '已下发', 'Sent'],
    failed: [2, '下发失败', 'Failed'],
  },
);

/** What an early-warning camera saw that raised an alert. */
export const yjAlarmKind = defineDictionary(
  'yjAlarmKind',
  { zh: '预警类型', en: 'Alert' },
  {
    none: [0, '无预警', 'None'],
    listed: [1, '名单人员', 'Listed person'],
    stranger: [2, '陌生人', 'Stranger'],
    crowd: [3, '人员聚集', 'Crowd'],
  },
);

/** How an employee's day went against the shift of their attendance group. */
export const attendanceStatus = defineDictionary(
  'attendanceStatus',
  { zh: '考勤结果', en: 'Attendance' },
  {
    normal: [1, '正常', 'On time'],
    late: [2, '迟到', 'Late'],
    early: [3, '早退', 'Left early'],
    lateAndEarly: [4, '迟到且早退', 'Late and left early'],
    missingPass: [5, '缺卡', 'Missing pass'],
    absent: [6, '缺勤', 'Absent'],
    dayOff: [7, '休息日', 'Day off'],
  },
);

export const doorDictionaries = [
  attendanceStatus,
  doorDirection,
  doorPassKind,
  doorReaderKind,
  doorVerdict,
  yjListKind,
  yjSendState,
  yjAlarmKind,
];
