import { defineDictionary } from './define-dictionary';

export const parkKind = defineDictionary('parkKind', { zh: '停车场类型', en: 'Park kind' }, [
  [1, '封闭停车场', 'Off-street park'],
  [10, '路侧停车场', 'Roadside park'],
  [12, '特殊停车场', 'Special park'],
]);

export const carKind = defineDictionary('carKind', { zh: '车辆类型', en: 'Car kind' }, [
  [0, '临时车', 'Temporary'],
  [1, '月租车', 'Monthly'],
  [2, '季租车', 'Quarterly'],
  [3, '年租车', 'Yearly'],
  [4, '自定义周期', 'Custom period'],
  [5, 'VIP车', 'VIP'],
  [6, '储值车', 'Stored value'],
]);

/** A monthly pass (grantId) moves between these: approve, temporary stop, stop, recover, expire. */
export const passState = defineDictionary('passState', { zh: '月卡状态', en: 'Pass state' }, [
  [0, '待审核', 'Pending review'],
  [1, '正常', 'Active'],
  [2, '临时停用', 'Temporarily stopped'],
  [3, '停用', 'Stopped'],
  [4, '已过期', 'Expired'],
  [5, '已拒绝', 'Refused'],
]);

export const payWay = defineDictionary('payWay', { zh: '支付方式', en: 'Pay way' }, [
  [1, '现金', 'Cash'],
  [2, '微信', 'WeChat'],
  [3, '支付宝', 'Alipay'],
  [4, 'ETC', 'ETC'],
  [5, '银联', 'UnionPay'],
  [6, '储值扣费', 'Stored value'],
  [7, '优惠抵扣', 'Coupon'],
  [8, '无感支付', 'Contactless payment'],
  [9, '免费', 'Free'],
]);

/** How a car was let out of a park. */
export const releaseType = defineDictionary('releaseType', { zh: '放行类型', en: 'Release type' }, [
  [1, '自动放行', 'Automatic'],
  [2, '手动放行', 'Manual'],
  [3, '异常放行', 'Exception'],
  [4, '免费放行', 'Free'],
  [5, '远程开闸', 'Remote opening'],
  [6, '无牌车放行', 'Car without plate'],
  [7, '支付后放行', 'After payment'],
]);

/** The top-bar notice: a park's service expiring soon or expired. */
export const serviceNoticeState = defineDictionary('serviceNoticeState', { zh: '服务到期状态', en: 'Service notice' }, [
  [1, '即将到期', 'Expiring soon'],
  [3, '已到期', 'Expired'],
]);

export const parkServiceType = defineDictionary('parkServiceType', { zh: '车场服务', en: 'Park service' }, [
  [1, '平台服务', 'Platform service'],
  [2, '云坐席', 'Cloud seat'],
  [3, '短信服务', 'SMS service'],
  [4, '无感支付', 'Contactless payment'],
  [5, '电子发票', 'E-invoice'],
]);
