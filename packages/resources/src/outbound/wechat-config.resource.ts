import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, dict, int, l, ref, text } from '../fields/field-builders';
import { keywordMatch, requestState, wxMenuKind } from './outbound.dict';

const secretHelp = l(
  '保存后不再显示；留空则保留已保存的值',
  'Never shown again once saved; leave empty to keep the stored one',
);
const enabled = dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 });
const wxAppId = (label = l('AppID', 'AppID')) =>
  text(label, {
    max: 32,
    required: true,
    pattern: /^wx[0-9a-zA-Z]{16}$/,
    patternRule: l('wx 加 16 位字母或数字', 'wx and 16 letters or digits'),
    search: 'eq',
  });

/** The platform's WeChat official account: its keys reach the account APIs (menus, template messages). */
export const wxInfoResource = defineResource({
  module: 'wxinfo',
  table: 'wx_account',
  section: 'third-party',
  label: l('公众号配置', 'Official account'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('公众号名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    appId: wxAppId(),
    appSecret: text(l('AppSecret', 'AppSecret'), { max: 64, secret: true, list: false, help: secretHelp }),
    originalId: text(l('原始ID', 'Original id'), { max: 32 }),
    token: text(l('消息校验 Token', 'Message token'), { max: 64, secret: true, list: false, help: secretHelp }),
    encodingAesKey: text(l('消息加解密密钥', 'EncodingAESKey'), {
      max: 43,
      secret: true,
      list: false,
      help: secretHelp,
    }),
    enabled,
  },
  menu: { path: '/weixin/config', group: '/weixin', icon: 'SettingOutlined', sort: 2 },
});

/** Replies and notices of the official account that are not keywords: the follow greeting, the default reply. */
export const wxOtherConfigResource = defineResource({
  module: 'wxOtherConfig',
  table: 'wx_other_config',
  section: 'third-party',
  label: l('通用配置', 'General settings'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true }),
    subscribeReply: text(l('关注回复', 'Greeting on follow'), { max: 500 }),
    defaultReply: text(l('默认回复', 'Default reply'), { max: 500 }),
    payNotice: bool(l('支付成功通知', 'Notice on payment'), { default: true }),
    enabled,
  },
  menu: { path: '/weixin/common', group: '/weixin', icon: 'SettingOutlined', sort: 3 },
});

/** A word a follower types and the account's answer. */
export const wxKeywordResource = defineResource({
  module: 'wxkeyword',
  table: 'wx_keyword',
  section: 'third-party',
  label: l('关键词回复', 'Keyword reply'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'keyword',
  fields: {
    keyword: text(l('关键词', 'Keyword'), { max: 30, required: true, search: 'contains', unique: 'global' }),
    matchMode: dict(l('匹配方式', 'Match'), { dict: keywordMatch, default: 1 }),
    reply: text(l('回复内容', 'Reply'), { max: 600, required: true }),
    enabled,
  },
  menu: { path: '/weixin/keyword', group: '/weixin', icon: 'MessageOutlined', sort: 4 },
});

/** A button of the official account's menu (three at the top, five under each); published as a whole. */
export const wxMenuResource = defineResource({
  module: 'wxmenu',
  table: 'wx_menu',
  section: 'third-party',
  label: l('公众号菜单', 'Account menu'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  treeParent: 'parentId',
  fields: {
    parentId: ref(l('上级菜单', 'Parent'), { to: 'wxmenu', search: 'eq' }),
    name: text(l('菜单名称', 'Name'), { max: 16, required: true }),
    kind: dict(l('菜单类型', 'Kind'), { dict: wxMenuKind, default: 'view' }),
    menuKey: text(l('事件 KEY', 'Event key'), { max: 64 }),
    url: text(l('网页地址', 'Page address'), {
      max: 300,
      pattern: /^https?:\/\/\S+$/,
      patternRule: l('http:// 或 https:// 开头的地址', 'an address starting http:// or https://'),
    }),
    miniAppId: text(l('小程序 AppID', 'Mini-program AppID'), { max: 32, list: false }),
    pagePath: text(l('小程序页面', 'Mini-program page'), { max: 200, list: false }),
    sort: int(l('排序', 'Order'), { min: 0, max: 99, default: 0 }),
  },
  defaultSort: 'sort',
  menu: { path: '/weixin/menu', group: '/weixin', icon: 'MenuOutlined', sort: 6 },
});

/** A park's own WeChat mini-program, authorised to the platform by its owner scanning a QR code. */
export const parkMiniProgramResource = defineResource({
  module: 'parkminiprogram',
  table: 'park_mini_program',
  section: 'third-party',
  label: l('车场小程序', 'Park mini-program'),
  scope: 'park',
  idParam: 'id',
  titleField: 'name',
  upsertBy: ['parkId'],
  fields: {
    name: text(l('小程序名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    appId: wxAppId(l('小程序 AppID', 'Mini-program AppID')),
    appSecret: text(l('AppSecret', 'AppSecret'), { max: 64, secret: true, list: false, help: secretHelp }),
    authorized: bool(l('已授权', 'Authorised'), { readOnly: true }),
    enabled,
  },
  menu: { path: '/weixin/miniprogram', group: '/weixin', icon: 'AppstoreOutlined', sort: 7 },
});

/** What a park's mini-program shows drivers beside paying. */
export const parkMiniOtherConfigResource = defineResource({
  module: 'parkMiniOtherConfig',
  table: 'park_mini_other_config',
  section: 'third-party',
  label: l('小程序其他配置', 'Mini-program settings'),
  scope: 'park',
  idParam: 'id',
  titleField: 'noticeText',
  upsertBy: ['parkId'],
  fields: {
    noticeText: text(l('公告', 'Notice'), { max: 200, required: true }),
    payTip: text(l('缴费提示', 'Payment tip'), { max: 200 }),
    showCoupons: bool(l('显示优惠券', 'Show coupons'), { default: true }),
    showInvoice: bool(l('显示开票入口', 'Show invoicing'), { default: true }),
  },
  menu: { path: '/weixin/miniOther', group: '/weixin', icon: 'ControlOutlined', sort: 8 },
});

/** Alibaba Cloud object storage that keeps gate images and exports when configured. */
export const aliOssConfigResource = defineResource({
  module: 'aliOssconfig',
  table: 'ali_oss_config',
  section: 'third-party',
  label: l('对象存储', 'Object storage'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'bucket',
  fields: {
    endpoint: text(l('Endpoint', 'Endpoint'), {
      max: 200,
      required: true,
      pattern: /^(https?:\/\/)?[A-Za-z0-9.-]+(:\d+)?\/?$/,
      patternRule: l('域名，如 oss-cn-shanghai.aliyuncs.com', 'a host name, e.g. oss-cn-shanghai.aliyuncs.com'),
    }),
    bucket: text(l('Bucket', 'Bucket'), {
      max: 63,
      required: true,
      pattern: /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/,
      patternRule: l('3 到 63 位小写字母、数字或 -', '3 to 63 lower-case letters, digits or -'),
    }),
    accessKeyId: text(l('AccessKey ID', 'Access key id'), { max: 64, required: true }),
    accessKeySecret: text(l('AccessKey Secret', 'Access key secret'), {
      max: 200,
      secret: true,
      list: false,
      help: secretHelp,
    }),
    prefix: text(l('目录前缀', 'Prefix'), { max: 100 }),
    enabled,
  },
  menu: { path: '/system/ossPage', group: '/system', icon: 'CloudOutlined', sort: 44 },
});

/** Which kinds of a park's data go to a platform, granted by the platform's operator. */
export const upParkPermissionResource = defineResource({
  module: 'upparkpermission',
  table: 'up_park_permission',
  section: 'third-party',
  label: l('上传权限', 'Upload permission'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  upsertBy: ['parkId', 'platId'],
  fields: {
    platId: ref(l('第三方平台', 'Platform'), { to: 'thirdparty', required: true, search: 'eq', dependsOn: false }),
    allowEntries: bool(l('允许上传入场', 'Entries allowed'), { default: true }),
    allowExits: bool(l('允许上传出场', 'Exits allowed'), { default: true }),
    allowPayments: bool(l('允许上传支付', 'Payments allowed'), { default: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  menu: { path: '/system/upParkPermission', group: '/system', icon: 'SafetyOutlined', sort: 45 },
});

/** A request a company sends the platform (a new platform link, a key change), answered by the platform. */
export const userRequestResource = defineResource({
  module: 'userRequest',
  table: 'user_request',
  section: 'third-party',
  label: l('用户申请', 'User request'),
  scope: 'company',
  idParam: 'requestId',
  titleField: 'title',
  fields: {
    title: text(l('标题', 'Title'), { max: 60, required: true, search: 'contains' }),
    content: text(l('内容', 'Content'), { max: 1000, required: true }),
    contactPhone: text(l('联系电话', 'Contact phone'), { max: 20 }),
    state: dict(l('处理状态', 'State'), { dict: requestState, default: 0, search: 'eq' }),
    reply: text(l('答复', 'Reply'), { max: 500 }),
  },
  defaultSort: '-id',
  menu: { path: '/system/userRequest', group: '/system', icon: 'QuestionCircleOutlined', sort: 46 },
});
