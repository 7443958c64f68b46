import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, datetime, dict, int, json, l, plate, ref, text } from '../fields/field-builders';
import { outboxState, platformEvent, thirdPlatformType, uploadOpen } from './outbound.dict';

const secretHelp = l(
  '保存后不再显示；留空则保留已保存的值',
  'Never shown again once saved; leave empty to keep the stored one',
);

/** A city or partner platform parks report their entries, exits and payments to, in its own format. */
export const thirdPlatformResource = defineResource({
  module: 'thirdparty',
  table: 'third_platform',
  section: 'third-party',
  label: l('第三方平台', 'Third-party platform'),
  // companies read the platforms to link their parks to one; only the platform keeps them
  scope: 'platform',
  idParam: 'platId',
  titleField: 'name',
  fields: {
    name: text(l('平台名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    type: dict(l('平台类型', 'Type'), { dict: thirdPlatformType, required: true, search: 'eq' }),
    url: text(l('接口地址', 'Address'), {
      max: 300,
      required: true,
      pattern: /^https?:\/\/\S+$/,
      patternRule: l('http:// 或 https:// 开头的地址', 'an address starting http:// or https://'),
    }),
    appKey: text(l('接入账号(AppKey)', 'App key'), { max: 64, required: true }),
    appSecret: text(l('接入密钥', 'App secret'), { max: 200, secret: true, list: false, help: secretHelp }),
    enabled: dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { list: ['list', 'upPlatList'] },
  menu: { path: '/system/thirdparty', group: '/system', icon: 'LinkOutlined', sort: 40 },
});

/** A park's place on a platform: its code there and whether its data is uploaded now. */
export const platformParkResource = defineResource({
  module: 'sc/thirdplatform',
  table: 'third_platform_park',
  section: 'third-party',
  label: l('停车场上传平台', 'Park on a platform'),
  scope: 'park',
  idParam: 'id',
  titleField: 'parkCode',
  upsertBy: ['parkId', 'platId'],
  fields: {
    platId: ref(l('第三方平台', 'Platform'), { to: 'thirdparty', required: true, search: 'eq', dependsOn: false }),
    parkCode: text(l('平台车场编号', 'Park code on the platform'), { max: 64, required: true, search: 'eq' }),
    open: dict(l('上传开关', 'Uploading'), { dict: uploadOpen, search: 'eq', default: 0 }),
    uploadEntries: bool(l('上传入场', 'Upload entries'), { default: true }),
    uploadExits: bool(l('上传出场', 'Upload exits'), { default: true }),
    uploadPayments: bool(l('上传支付', 'Upload payments'), { default: true }),
    registeredAt: datetime(l('注册时间', 'Registered at'), { readOnly: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { list: ['list', '/thirdparty/upPlatDetailList'] },
  menu: { path: '/system/thirdpartyPark', group: '/system', icon: 'CloudUploadOutlined', sort: 41 },
});

/** One push to a platform and what it answered: the upload diary. Written by the pushes only. */
export const platformUploadResource = defineResource({
  module: 'thirdparty/diary',
  table: 'third_platform_upload',
  section: 'third-party',
  label: l('平台上传日志', 'Platform upload diary'),
  scope: 'park',
  idParam: 'id',
  titleField: 'summary',
  fields: {
    platId: ref(l('第三方平台', 'Platform'), { to: 'thirdparty', search: 'eq', readOnly: true, dependsOn: false }),
    type: dict(l('上传类型', 'Upload kind'), { dict: platformEvent, search: 'eq', readOnly: true }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains', readOnly: true }),
    summary: text(l('内容摘要', 'Summary'), { max: 300, readOnly: true, column: { ellipsis: true } }),
    happenedAt: datetime(l('发生时间', 'Happened at'), { readOnly: true, search: 'range', sortable: true }),
    body: json(l('上传内容', 'Content sent'), { readOnly: true, list: false }),
    outboxId: int(l('外发消息', 'Outgoing message'), { readOnly: true, list: false }),
    state: dict(l('发送状态', 'State'), { dict: outboxState, search: 'eq', readOnly: true }),
    answer: text(l('平台应答', 'Answer'), { max: 2000, readOnly: true, column: { ellipsis: true } }),
  },
  defaultSort: '-id',
  indexes: [['platId', 'happenedAt']],
  routes: {
    list: ['/thirdparty/getUpPlatDiary', 'list'],
    detail: ['detail'],
    submit: [],
    remove: false,
    export: ['export'],
  },
  menu: { path: '/system/thirdpartyDiary', group: '/system', icon: 'FileSearchOutlined', sort: 42 },
});

/** A partner application allowed to call the platform's open interface with its key. */
export const thirdPartyAppResource = defineResource({
  module: 'thirdparty/app',
  table: 'third_party_app',
  section: 'third-party',
  label: l('第三方应用', 'Partner application'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'appName',
  fields: {
    appName: text(l('应用名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    appKey: text(l('AppKey', 'App key'), {
      max: 40,
      required: true,
      unique: 'global',
      pattern: /^[A-Za-z0-9]{16,40}$/,
      patternRule: l('16 到 40 位字母或数字', '16 to 40 letters or digits'),
      help: l('可用「生成」取得新的 AppKey', 'Use "Generate" for a new app key'),
    }),
    appSecret: text(l('AppSecret', 'App secret'), { max: 200, secret: true, list: false, help: secretHelp }),
    contact: text(l('联系人', 'Contact'), { max: 30 }),
    enabled: dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: {
    list: ['/thirdparty/applist'],
    detail: ['/thirdparty/appdetail'],
    submit: ['/thirdparty/appsubmit'],
    remove: [{ path: '/thirdparty/appremove', style: 'ids-query' }],
    export: ['export'],
  },
  menu: { path: '/system/thirdpartyApp', group: '/system', icon: 'ApiOutlined', sort: 43 },
});

/** A park's YZL guidance-screen link: the free stalls it shows are sent to the YZL platform. */
export const yzlLedResource = defineResource({
  module: 'platUpPark',
  table: 'yzl_led_config',
  section: 'third-party',
  label: l('云之龙诱导屏', 'YZL guidance screen'),
  scope: 'park',
  idParam: 'id',
  titleField: 'screenCode',
  upsertBy: ['parkId'],
  fields: {
    screenCode: text(l('诱导屏编号', 'Screen code'), { max: 64, required: true, search: 'eq' }),
    platId: ref(l('第三方平台', 'Platform'), { to: 'thirdparty', dependsOn: false }),
    showText: text(l('显示模板', 'Text shown'), {
      max: 60,
      default: '空位 {free}',
      help: l('{free} 换成空余车位数', '{free} becomes the free stalls'),
    }),
    enabled: dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 }),
  },
  routes: { list: ['list'], detail: ['detail'], submit: ['submitYzlLed'], remove: false, export: [] },
  menu: { path: '/system/yzlLed', group: '/system', icon: 'DesktopOutlined', sort: 47 },
});
