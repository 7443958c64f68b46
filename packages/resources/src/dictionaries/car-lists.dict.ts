import { defineDictionary } from './define-dictionary';

/** A white-list entry opens the gate only once approved (parkWhiteNew/approval with dataStatus). */
export const whiteListStatus = defineDictionary(
  'whiteListStatus',
  { zh: '白名单审核状态', en: 'White list review' },
  {
    pending: [0, '待审核', 'Pending review'],
    approved: [1, '已通过', 'Approved'],
    refused: [2, '已拒绝', 'Refused'],
  },
);

/** A manage-book registration is passed (the car joins the white list) or refused with a remark. */
export const manageBookState = defineDictionary(
  'manageBookState',
  { zh: '登记审核状态', en: 'Registration review' },
  {
    pending: [0, '待审核', 'Pending review'],
    passed: [1, '已通过', 'Passed'],
    refused: [2, '已拒绝', 'Refused'],
  },
);

/** Who collects a contactless (plate-linked) payment. */
export const noninductiveChannel = defineDictionary(
  'noninductiveChannel',
  { zh: '无感支付渠道', en: 'Contactless channel' },
  {
    wechatCarOwnerService: [1, '微信车主服务', 'WeChat car owner service'],
    alipayPlatePayment: [2, '支付宝车牌付', 'Alipay plate payment'],
    etc: [3, 'ETC无感支付', 'ETC'],
    unionpayContactless: [4, '银联无感支付', 'UnionPay contactless'],
    ccbContactless: [5, '建行无感支付', 'CCB contactless'],
  },
);
