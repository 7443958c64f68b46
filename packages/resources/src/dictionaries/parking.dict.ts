import { defineDictionary } from './define-dictionary';

export const parkKind = defineDictionary(
  'parkKind',
  { zh: '停车场类型', en: 'Park kind' },
  {
    offStreet: [1, '封闭停车场', 'Off-street park'],
    roadside: [10, '路侧停车场', 'Roadside park'],
    special: [12, '特殊停车场', 'Special park'],
  },
);

export const carKind = defineDictionary(
  'carKind',
  { zh: '车辆类型', en: 'Car kind' },
  {
    temporary: [0, '临时车', 'Temporary'],
    monthly: [1, '月租车', 'Monthly'],
    quarterly: [2, '季租车', 'Quarterly'],
    yearly: [3, '年租车', 'Yearly'],
    customPeriod: [4, '自定义周期', 'Custom period'],
    vip: [5, 'VIP车', 'VIP'],
    storedValue: [6, '储值车', 'Stored value'],
  },
);

/**
 * A monthly pass (grantId) moves between these: approve, temporary stop, stop, recover, expire. Ending soon is
 * never stored: an active pass is answered so within the notice days before its end (see `derived`).
 */
export const passState = defineDictionary(
  'passState',
  { zh: '月卡状态', en: 'Pass state' },
  {
    pending: [0, '待审核', 'Pending review'],
    active: [1, '正常', 'Active'],
    endingSoon: [6, '即将到期', 'Ending soon'],
    paused: [2, '临时停用', 'Temporarily stopped'],
    stopped: [3, '停用', 'Stopped'],
    expired: [4, '已过期', 'Expired'],
    refused: [5, '已拒绝', 'Refused'],
  },
);

export const payWay = defineDictionary(
  'payWay',
  { zh: '支付方式', en: 'Pay way' },
  {
    cash: [1, '现金', 'Cash'],
    wechat: [2, '微信', 'WeChat'],
    alipay: [3, '支付宝', 'Alipay'],
    etc: [4, 'ETC', 'ETC'],
    unionpay: [5, '银联', 'UnionPay'],
    storedValue: [6, '储值扣费', 'Stored value'],
    coupon: [7, '优惠抵扣', 'Coupon'],
    contactlessPayment: [8, '无感支付', 'Contactless payment'],
    free: [9, '免费', 'Free'],
  },
);

/** How a car was let out of a park. */
export const releaseType = defineDictionary(
  'releaseType',
  { zh: '放行类型', en: 'Release type' },
  {
    automatic: [1, '自动放行', 'Automatic'],
    manual: [2, '手动放行', 'Manual'],
    exception: [3, '异常放行', 'Exception'],
    free: [4, '免费放行', 'Free'],
    remoteOpening: [5, '远程开闸', 'Remote opening'],
    carWithoutPlate: [6, '无牌车放行', 'Car without plate'],
    afterPayment: [7, '支付后放行', 'After payment'],
  },
);

/** The top-bar notice: a park's service expiring soon or expired. */
export const serviceNoticeState = defineDictionary(
  'serviceNoticeState',
  { zh: '服务到期状态', en: 'Service notice' },
  {
    expiringSoon: [1, '即将到期', 'Expiring soon'],
    expired: [3, '已到期', 'Expired'],
  },
);

export const parkServiceType = defineDictionary(
  'parkServiceType',
  { zh: '车场服务', en: 'Park service' },
  {
    platformService: [1, '平台服务', 'Platform service'],
    cloudSeat: [2, '云坐席', 'Cloud seat'],
    smsService: [3, '短信服务', 'SMS service'],
    contactlessPayment: [4, '无感支付', 'Contactless payment'],
    eInvoice: [5, '电子发票', 'E-invoice'],
  },
);
