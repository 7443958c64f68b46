import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, text } from '../fields/field-builders';

const enabled = dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 });
const secretHelp = l(
  '保存后不再显示；留空则保留已保存的值',
  'Never shown again once saved; leave empty to keep the stored one',
);

/** The platform's WeChat Pay merchant (API v3): drivers pay into it when PAY_CHANNEL=wechat. */
export const wxApiConfigResource = defineResource({
  module: 'wxApiConfig',
  table: 'wx_api_config',
  section: 'third-party',
  label: l('微信支付配置', 'WeChat Pay merchant'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    appId: text(l('AppID', 'AppID'), {
      max: 32,
      required: true,
      pattern: /^wx[0-9a-zA-Z]{16}$/,
      patternRule: l('wx 加 16 位字母或数字', 'wx and 16 letters or digits'),
    }),
    mchId: text(l('商户号', 'Merchant number'), {
      max: 32,
      required: true,
      pattern: /^\d{6,32}$/,
      patternRule: l('数字', 'digits'),
      search: 'eq',
    }),
    serialNo: text(l('商户证书序列号', 'Merchant certificate serial'), {
      max: 64,
      required: true,
      pattern: /^[0-9A-Fa-f]{8,64}$/,
      patternRule: l('十六进制', 'hex digits'),
    }),
    privateKey: text(l('商户私钥(PEM)', 'Merchant private key (PEM)'), {
      max: 4000,
      secret: true,
      list: false,
      help: secretHelp,
    }),
    apiV3Key: text(l('APIv3 密钥', 'APIv3 key'), { max: 32, secret: true, list: false, help: secretHelp }),
    platformSerial: text(l('平台证书序列号/公钥ID', 'Platform certificate serial or public key id'), {
      max: 80,
      required: true,
    }),
    platformCert: text(l('平台证书或微信支付公钥(PEM)', 'Platform certificate or WeChat Pay public key (PEM)'), {
      max: 4000,
      required: true,
      list: false,
    }),
    notifyUrl: text(l('回调地址', 'Callback address'), {
      max: 300,
      list: false,
      help: l('默认 PUBLIC_BASE_URL/api/pay/callback/wechat', 'PUBLIC_BASE_URL/api/pay/callback/wechat by default'),
    }),
    enabled,
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/weixin/payconfig', group: '/weixin', icon: 'WechatOutlined', sort: 1 },
});

/** A park's WeChat Pay sub-merchant under the platform's service-provider merchant. */
export const wxApiSubMerchantConfigResource = defineResource({
  module: 'wxApiSubMerchantConfig',
  table: 'wx_sub_merchant_config',
  section: 'third-party',
  label: l('微信子商户', 'WeChat sub-merchant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'name',
  upsertBy: ['parkId'],
  fields: {
    name: text(l('子商户名称', 'Sub-merchant name'), { max: 60, required: true, search: 'contains' }),
    subMchId: text(l('子商户号', 'Sub-merchant number'), {
      max: 32,
      required: true,
      pattern: /^\d{6,32}$/,
      patternRule: l('数字', 'digits'),
      search: 'eq',
    }),
    subAppId: text(l('子商户 AppID', 'Sub-merchant AppID'), { max: 32 }),
    enabled,
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/weixin/submerchant', group: '/weixin', icon: 'ShopOutlined', sort: 5 },
});

/** The platform's Alipay open-platform app (RSA2): drivers pay into it when PAY_CHANNEL=alipay. */
export const aliApiConfigResource = defineResource({
  module: 'aliapiconfig',
  table: 'ali_api_config',
  section: 'third-party',
  label: l('支付宝配置', 'Alipay app'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    appId: text(l('应用 AppID', 'App id'), {
      max: 32,
      required: true,
      pattern: /^[0-9A-Za-z]{8,32}$/,
      patternRule: l('8 到 32 位字母或数字', '8 to 32 letters or digits'),
      search: 'eq',
    }),
    appPrivateKey: text(l('应用私钥(PEM)', 'App private key (PEM)'), {
      max: 4000,
      secret: true,
      list: false,
      help: secretHelp,
    }),
    alipayPublicKey: text(l('支付宝公钥(PEM)', 'Alipay public key (PEM)'), { max: 4000, required: true, list: false }),
    gateway: text(l('网关', 'Gateway'), { max: 200, default: 'https://openapi.alipay.com/gateway.do', list: false }),
    notifyUrl: text(l('回调地址', 'Callback address'), {
      max: 300,
      list: false,
      help: l('默认 PUBLIC_BASE_URL/api/pay/callback/alipay', 'PUBLIC_BASE_URL/api/pay/callback/alipay by default'),
    }),
    enabled,
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/alipay/config', group: '/alipay', icon: 'AlipayCircleOutlined', sort: 1 },
});

/** A park's Alipay merchant, reached by the platform's app with the merchant's authorisation token. */
export const aliSubMerchantConfigResource = defineResource({
  module: 'alipaysubmerchantconfig',
  table: 'ali_sub_merchant_config',
  section: 'third-party',
  label: l('支付宝子商户', 'Alipay sub-merchant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'name',
  upsertBy: ['parkId'],
  fields: {
    name: text(l('子商户名称', 'Sub-merchant name'), { max: 60, required: true, search: 'contains' }),
    sellerId: text(l('商户PID', 'Merchant PID'), {
      max: 32,
      required: true,
      pattern: /^2088\d{12}$/,
      patternRule: l('2088 开头的 16 位数字', '16 digits starting 2088'),
      search: 'eq',
    }),
    appAuthToken: text(l('应用授权令牌', 'App authorisation token'), {
      max: 200,
      secret: true,
      list: false,
      help: secretHelp,
    }),
    enabled,
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/alipay/submerchant', group: '/alipay', icon: 'ShopOutlined', sort: 2 },
});
