import { defineDictionary } from '../dictionaries/define-dictionary';

/** The kinds of outside service the product talks to, each behind an adapter of its own. */
export const outboundKind = defineDictionary(
  'outboundKind',
  { zh: '外部服务类型', en: 'Outside service' },
  {
    payment: ['payment', '支付通道', 'Payment channel'],
    einvoice: ['einvoice', '电子发票', 'E-invoice'],
    sms: ['sms', '短信', 'SMS'],
    email: ['email', '电子邮件', 'E-mail'],
    wechat: ['wechat', '微信/支付宝接口', 'WeChat/Alipay API'],
    platform: ['platform', '第三方平台', 'Third-party platform'],
    advert: ['advert', '广告平台', 'Advertising platform'],
  },
);

/** Where an outgoing message is: waiting for its next try, delivered, or given up and kept for the operator. */
export const outboxState = defineDictionary(
  'outboxState',
  { zh: '发送状态', en: 'Delivery state' },
  {
    pending: [0, '待发送', 'Waiting'],
    sent: [1, '已送达', 'Delivered'],
    dead: [2, '发送失败', 'Dead letter'],
  },
);

/** The kinds of third-party platform a park reports to, each with its own message format. */
export const thirdPlatformType = defineDictionary(
  'thirdPlatformType',
  { zh: '第三方平台类型', en: 'Platform type' },
  {
    shanghai: ['shanghai', '上海市停车信息平台', 'Shanghai parking platform'],
    wulumuqi: ['wulumuqi', '乌鲁木齐停车平台', 'Urumqi parking platform'],
    community: ['community', '智慧社区平台', 'Smart community platform'],
    yzl: ['yzl', '云之龙诱导屏平台', 'YZL guidance screens'],
    cxpay: ['cxpay', '畅行支付服务商', 'CX payment provider'],
    generic: ['generic', '通用平台', 'Generic platform'],
  },
);

/** What a push tells a platform. */
export const platformEvent = defineDictionary(
  'platformEvent',
  { zh: '上传类型', en: 'Upload kind' },
  {
    entry: ['entry', '入场', 'Entry'],
    exit: ['exit', '出场', 'Exit'],
    payment: ['payment', '支付', 'Payment'],
    register: ['register', '注册停车场', 'Park registration'],
    led: ['led', '诱导屏', 'Guidance screen'],
  },
);

/** Whether a park's data goes to a platform. */
export const uploadOpen = defineDictionary(
  'uploadOpen',
  { zh: '上传开关', en: 'Uploading' },
  {
    open: [1, '已开启', 'Open'],
    closed: [0, '已关闭', 'Closed'],
  },
);

/** The SMS providers the platform may send through. */
export const smsProvider = defineDictionary(
  'smsProvider',
  { zh: '短信服务商', en: 'SMS provider' },
  {
    sandbox: ['sandbox', '沙箱(不发送)', 'Sandbox (sends nothing)'],
    aliyun: ['aliyun', '阿里云短信', 'Alibaba Cloud SMS'],
    tencent: ['tencent', '腾讯云短信', 'Tencent Cloud SMS'],
  },
);

/** What makes the product send a message. */
export const messageEvent = defineDictionary(
  'messageEvent',
  { zh: '消息事件', en: 'Message event' },
  {
    passExpiry: ['passExpiry', '月卡到期提醒', 'Pass expiry reminder'],
    loginCode: ['loginCode', '登录验证码', 'Sign-in code'],
    oweNotice: ['oweNotice', '欠费催缴', 'Arrears notice'],
    deviceOffline: ['deviceOffline', '设备离线', 'Device offline'],
    payment: ['payment', '支付成功', 'Payment made'],
  },
);

/** A WeChat account menu button's kind. */
export const wxMenuKind = defineDictionary(
  'wxMenuKind',
  { zh: '菜单类型', en: 'Menu kind' },
  {
    click: ['click', '点击推事件', 'Click'],
    view: ['view', '跳转网页', 'Open page'],
    miniprogram: ['miniprogram', '跳转小程序', 'Open mini-program'],
  },
);

/** How a keyword reply matches what a follower typed. */
export const keywordMatch = defineDictionary(
  'keywordMatch',
  { zh: '匹配方式', en: 'Match' },
  {
    exact: [1, '完全匹配', 'Exact'],
    contains: [2, '包含', 'Contains'],
  },
);

/** Where a user's request to the platform stands. */
export const requestState = defineDictionary(
  'requestState',
  { zh: '处理状态', en: 'State' },
  {
    open: [0, '待处理', 'Open'],
    answered: [1, '已答复', 'Answered'],
    closed: [2, '已关闭', 'Closed'],
  },
);

export const outboundExtraDictionaries = [
  thirdPlatformType,
  platformEvent,
  uploadOpen,
  smsProvider,
  messageEvent,
  wxMenuKind,
  keywordMatch,
  requestState,
];

export const outboundDictionaries = [outboundKind, outboxState, ...outboundExtraDictionaries];
