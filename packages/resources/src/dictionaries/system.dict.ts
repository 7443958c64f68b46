import { defineDictionary } from './define-dictionary';

export const enabledState = defineDictionary(
  'enabledState',
  { zh: '启用状态', en: 'Enabled state' },
  {
    enabled: [1, '启用', 'Enabled'],
    disabled: [0, '停用', 'Disabled'],
  },
);

export const examineState = defineDictionary(
  'examineState',
  { zh: '审核状态', en: 'Review state' },
  {
    pending: [0, '待审核', 'Pending'],
    approved: [1, '已通过', 'Approved'],
    refused: [2, '已拒绝', 'Refused'],
  },
);

export const menuKind = defineDictionary(
  'menuKind',
  { zh: '菜单类型', en: 'Menu kind' },
  {
    menu: ['menu', '菜单', 'Menu'],
    button: ['button', '按钮', 'Button'],
  },
);

export const sex = defineDictionary(
  'sex',
  { zh: '性别', en: 'Sex' },
  {
    male: [0, '男', 'Male'],
    female: [1, '女', 'Female'],
  },
);

export const userLevel = defineDictionary(
  'userLevel',
  { zh: '用户层级', en: 'User level' },
  {
    platform: ['platform', '平台', 'Platform'],
    company: ['company', '公司', 'Company'],
    park: ['park', '停车场', 'Park'],
  },
);

/** Scheduled job state, as the job calls send it (0 runs on schedule, 1 paused). */
export const jobStatus = defineDictionary(
  'jobStatus',
  { zh: '任务状态', en: 'Job state' },
  {
    running: [0, '正常', 'Running'],
    paused: [1, '暂停', 'Paused'],
  },
);

export const jobGroup = defineDictionary(
  'jobGroup',
  { zh: '任务分组', en: 'Job group' },
  {
    default: ['DEFAULT', '默认', 'Default'],
    system: ['SYSTEM', '系统', 'System'],
  },
);

export const jobRunState = defineDictionary(
  'jobRunState',
  { zh: '执行结果', en: 'Run outcome' },
  {
    succeeded: [0, '成功', 'Succeeded'],
    failed: [1, '失败', 'Failed'],
  },
);

export const jobTrigger = defineDictionary(
  'jobTrigger',
  { zh: '触发方式', en: 'Trigger' },
  {
    schedule: ['schedule', '定时', 'Scheduled'],
    manual: ['manual', '手动', 'Manual'],
  },
);

export const templateType = defineDictionary(
  'templateType',
  { zh: '模板类型', en: 'Template type' },
  {
    sms: [1, '短信', 'SMS'],
    wechatTemplateMessage: [2, '微信模板消息', 'WeChat template message'],
    inAppNotice: [3, '站内通知', 'In-app notice'],
    email: [4, '邮件', 'E-mail'],
  },
);

export const agreementTag = defineDictionary(
  'agreementTag',
  { zh: '协议类型', en: 'Agreement type' },
  {
    userAgreement: [1, '用户协议', 'User agreement'],
    privacyPolicy: [2, '隐私政策', 'Privacy policy'],
    monthlyPassTerms: [3, '月卡服务协议', 'Monthly pass terms'],
    visitorNotice: [4, '访客须知', 'Visitor notice'],
  },
);

export const warnType = defineDictionary(
  'warnType',
  { zh: '告警类型', en: 'Warning type' },
  {
    serviceExpiringSoon: [1, '服务即将到期', 'Service expiring soon'],
    serviceExpired: [2, '服务已到期', 'Service expired'],
    deviceOffline: [3, '设备离线', 'Device offline'],
    jobFailed: [4, '定时任务失败', 'Job failed'],
    exceptionRelease: [5, '异常放行', 'Exception release'],
  },
);

export const warnLevel = defineDictionary(
  'warnLevel',
  { zh: '告警级别', en: 'Warning level' },
  {
    info: [1, '提示', 'Info'],
    warning: [2, '警告', 'Warning'],
    critical: [3, '严重', 'Critical'],
  },
);

export const logLevel = defineDictionary(
  'logLevel',
  { zh: '日志级别', en: 'Log level' },
  {
    info: ['info', '信息', 'Info'],
    warn: ['warn', '警告', 'Warning'],
    error: ['error', '错误', 'Error'],
  },
);
