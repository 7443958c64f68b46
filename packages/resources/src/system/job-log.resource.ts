import { defineResource } from '../define-resource';
import { jobRunState, jobTrigger } from '../dictionaries';
import { datetime, dict, int, l, ref, text } from '../fields/field-builders';

/** One run of a scheduled job, written by the scheduler. */
export const jobLogResource = defineResource({
  module: 'job/log',
  table: 'sys_job_log',
  section: 'reports',
  label: l('任务日志', 'Job log'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'jobName',
  permissionPrefix: 'jobLog',
  fields: {
    jobId: ref(l('任务', 'Job'), { to: 'job', search: 'eq', readOnly: true }),
    jobName: text(l('任务名称', 'Job name'), { max: 64, search: 'contains', readOnly: true }),
    // the handler's code name: the job's name says what ran
    invokeTarget: text(l('执行任务', 'Handler'), { max: 100, search: 'eq', readOnly: true, list: false }),
    trigger: dict(l('触发方式', 'Trigger'), { dict: jobTrigger, search: 'eq', readOnly: true }),
    status: dict(l('执行结果', 'Outcome'), { dict: jobRunState, search: 'eq', readOnly: true }),
    message: text(l('结果信息', 'Message'), { max: 2000, readOnly: true, bilingual: true }),
    scheduledAt: datetime(l('计划时间', 'Scheduled for'), { readOnly: true, list: false }),
    startTime: datetime(l('开始时间', 'Started'), { search: 'range', sortable: true, readOnly: true }),
    endTime: datetime(l('结束时间', 'Ended'), { readOnly: true }),
    durationMs: int(l('耗时(毫秒)', 'Duration (ms)'), { readOnly: true }),
    instance: text(l('执行实例', 'Instance'), { max: 100, readOnly: true, list: false }),
  },
  defaultSort: '-id',
  indexes: [['jobId', 'scheduledAt']],
  routes: { list: ['list'], detail: ['info'], submit: [], export: ['export'] },
  menu: { path: '/sysjob/joblog', group: '/sysjob', icon: 'ProfileOutlined', sort: 2 },
});
