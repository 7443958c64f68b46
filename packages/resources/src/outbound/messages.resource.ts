import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { date, dict, int, l, phone, plate, ref, text } from '../fields/field-builders';
import { messageEvent, outboxState, smsProvider } from './outbound.dict';

const secretHelp = l(
  '保存后不再显示；留空则保留已保存的值',
  'Never shown again once saved; leave empty to keep the stored one',
);
const enabled = dict(l('启用状态', 'Enabled'), { dict: enabledState, search: 'eq', default: 1 });

/** The platform's account at an SMS provider; the enabled one signs every text. */
export const smsPlatKeyResource = defineResource({
  module: 'sms/platkey',
  table: 'sms_plat_key',
  section: 'third-party',
  label: l('短信平台密钥', 'SMS platform key'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    provider: dict(l('服务商', 'Provider'), { dict: smsProvider, required: true, search: 'eq' }),
    accessKeyId: text(l('AccessKey ID', 'Access key id'), { max: 64, required: true }),
    accessSecret: text(l('AccessKey Secret', 'Access key secret'), {
      max: 200,
      secret: true,
      list: false,
      help: secretHelp,
    }),
    signName: text(l('短信签名', 'Signature'), { max: 20, required: true }),
    enabled,
  },
  menu: { path: '/sms/platkey', group: '/sms', icon: 'LockOutlined', sort: 1 },
});

/** When a company texts its drivers, and what: e.g. a pass ending in N days. */
export const smsStrategyResource = defineResource({
  module: 'sms/strategy',
  table: 'sms_strategy',
  section: 'third-party',
  label: l('短信策略', 'SMS strategy'),
  scope: 'company',
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('策略名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    event: dict(l('触发事件', 'Event'), { dict: messageEvent, required: true, search: 'eq' }),
    daysBefore: int(l('提前天数', 'Days before'), { min: 1, max: 60, default: 7 }),
    template: text(l('短信内容模板', 'Text template'), {
      max: 200,
      required: true,
      help: l(
        '{plate} 车牌，{park} 停车场，{endDate} 到期日，{days} 剩余天数',
        '{plate} plate, {park} park, {endDate} end date, {days} days left',
      ),
    }),
    enabled,
  },
  menu: { path: '/sms/strategy', group: '/sms', icon: 'ProfileOutlined', sort: 2 },
});

/** One day's run of a strategy: how many texts it planned and how many left. Written by the reminder job. */
export const smsPlanResource = defineResource({
  module: 'sms/plan',
  table: 'sms_plan',
  section: 'third-party',
  label: l('短信计划', 'SMS plan'),
  scope: 'company',
  idParam: 'id',
  titleField: 'title',
  fields: {
    title: text(l('计划', 'Plan'), { max: 100, readOnly: true, search: 'contains' }),
    strategyId: ref(l('短信策略', 'Strategy'), { to: 'sms/strategy', readOnly: true, search: 'eq' }),
    runDay: date(l('执行日期', 'Day'), { readOnly: true, search: 'range', sortable: true }),
    planned: int(l('计划条数', 'Planned'), { readOnly: true }),
  },
  defaultSort: '-id',
  routes: { list: ['planlist'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/sms/plan', group: '/sms', icon: 'ScheduleOutlined', sort: 3 },
});

/** One text of a plan: to whom, what, and whether the provider took it. */
export const smsRecordResource = defineResource({
  module: 'sms/planRecord',
  table: 'sms_record',
  section: 'third-party',
  label: l('短信发送记录', 'SMS sent'),
  scope: 'park',
  idParam: 'id',
  titleField: 'phone',
  fields: {
    planId: ref(l('短信计划', 'Plan'), { to: 'sms/plan', readOnly: true, search: 'eq', dependsOn: false }),
    phone: phone(l('手机号', 'Phone'), { readOnly: true, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { readOnly: true, search: 'contains' }),
    content: text(l('短信内容', 'Text'), { max: 300, readOnly: true, column: { ellipsis: true } }),
    outboxId: int(l('外发消息', 'Outgoing message'), { readOnly: true, list: false }),
    state: dict(l('发送状态', 'State'), { dict: outboxState, readOnly: true, search: 'eq' }),
  },
  defaultSort: '-id',
  routes: {
    list: ['/sms/plan/recordlist'],
    detail: ['/sms/plan/recorddetail'],
    submit: [],
    remove: false,
    export: ['/sms/plan/recordexport'],
  },
  menu: { path: '/sms/record', group: '/sms', icon: 'FileTextOutlined', sort: 4 },
});

/** The template message (WeChat subscription template) each event sends. */
export const templateMsgConfigResource = defineResource({
  module: 'systemplatemsgconfig',
  table: 'sys_template_msg_config',
  section: 'third-party',
  label: l('模板消息配置', 'Template messages'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'title',
  upsertBy: ['event'],
  fields: {
    event: dict(l('消息事件', 'Event'), { dict: messageEvent, required: true, search: 'eq' }),
    title: text(l('模板标题', 'Title'), { max: 60, required: true }),
    templateId: text(l('模板ID', 'Template id'), { max: 64, required: true }),
    content: text(l('模板内容', 'Content'), { max: 500, list: false }),
    enabled,
  },
  menu: { path: '/sms/templateMsg', group: '/sms', icon: 'MessageOutlined', sort: 5 },
});

/** Who of a company receives important messages (devices offline, large refunds) on WeChat. */
export const importantReceiverResource = defineResource({
  module: 'importantMessageReceiver',
  table: 'important_msg_receiver',
  section: 'third-party',
  label: l('重要消息接收人', 'Important-message receiver'),
  scope: 'company',
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('姓名', 'Name'), { max: 30, required: true, search: 'contains' }),
    phone: phone(l('手机号', 'Phone'), { required: true, search: 'eq' }),
    openid: text(l('微信 openid', 'WeChat openid'), {
      max: 64,
      readOnly: true,
      help: l('扫描绑定二维码后填入', 'Filled in once the bind QR code is scanned'),
    }),
    events: text(l('接收事件', 'Events'), { max: 200, help: l('逗号分隔，留空为全部', 'Comma list; empty: all') }),
    enabled,
  },
  menu: { path: '/basedata/importantmessagereceiver', group: '/basedata', icon: 'AlertOutlined', sort: 6 },
});
