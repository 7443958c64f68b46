import { defineDictionary } from './define-dictionary';

export const enabledState = defineDictionary('enabledState', { zh: '启用状态', en: 'Enabled state' }, [
  [1, '启用', 'Enabled'],
  [0, '停用', 'Disabled'],
]);

export const examineState = defineDictionary('examineState', { zh: '审核状态', en: 'Review state' }, [
  [0, '待审核', 'Pending'],
  [1, '已通过', 'Approved'],
  [2, '已拒绝', 'Refused'],
]);

export const menuKind = defineDictionary('menuKind', { zh: '菜单类型', en: 'Menu kind' }, [
  ['menu', '菜单', 'Menu'],
  ['button', '按钮', 'Button'],
]);

export const sex = defineDictionary('sex', { zh: '性别', en: 'Sex' }, [
  [0, '男', 'Male'],
  [1, '女', 'Female'],
]);

export const userLevel = defineDictionary('userLevel', { zh: '用户层级', en: 'User level' }, [
  ['platform', '平台', 'Platform'],
  ['company', '公司', 'Company'],
  ['park', '停车场', 'Park'],
]);

/** Scheduled job state, as the job calls send it (0 runs on schedule, 1 paused). */
export const jobStatus = defineDictionary('jobStatus', { zh: '任务状态', en: 'Job state' }, [
  [0, '正常', 'Running'],
  [1, '暂停', 'Paused'],
]);

export const jobGroup = defineDictionary('jobGroup', { zh: '任务分组', en: 'Job group' }, [
  ['DEFAULT', '默认', 'Default'],
  ['SYSTEM', '系统', 'System'],
]);

export const jobRunState = defineDictionary('jobRunState', { zh: '执行结果', en: 'Run outcome' }, [
  [0, '成功', 'Succeeded'],
  [1, '失败', 'Failed'],
]);

export const jobTrigger = defineDictionary('jobTrigger', { zh: '触发方式', en: 'Trigger' }, [
  ['schedule', '定时', 'Scheduled'],
  ['manual', '手动', 'Manual'],
]);

export const templateType = defineDictionary('templateType', { zh: '模板类型', en: 'Template type' }, [
  [1, '短信', 'SMS'],
  [2, '微信模板消息', 'WeChat template message'],
  [3, '站内通知', 'In-app notice'],
  [4, '邮件', 'E-mail'],
]);

export const agreementTag = defineDictionary('agreementTag', { zh: '协议类型', en: 'Agreement type' }, [
  [1, '用户协议', 'User agreement'],
  [2, '隐私政策', 'Privacy policy'],
  [3, '月卡服务协议', 'Monthly pass terms'],
  [4, '访客须知', 'Visitor notice'],
]);

export const warnType = defineDictionary('warnType', { zh: '告警类型', en: 'Warning type' }, [
  [1, '服务即将到期', 'Service expiring soon'],
  [2, '服务已到期', 'Service expired'],
  [3, '设备离线', 'Device offline'],
  [4, '定时任务失败', 'Job failed'],
  [5, '异常放行', 'Exception release'],
]);

export const warnLevel = defineDictionary('warnLevel', { zh: '告警级别', en: 'Warning level' }, [
  [1, '提示', 'Info'],
  [2, '警告', 'Warning'],
  [3, '严重', 'Critical'],
]);

export const logLevel = defineDictionary('logLevel', { zh: '日志级别', en: 'Log level' }, [
  ['info', '信息', 'Info'],
  ['warn', '警告', 'Warning'],
  ['error', '错误', 'Error'],
]);
