import { defineResource } from '../define-resource';
import { jobGroup, jobStatus } from '../dictionaries';
import { datetime, dict, l, text } from '../fields/field-builders';

/**
 * A scheduled job: a registered handler run on a cron schedule. Added and edited through job/add and
 * job/edit, which check the cron expression and the handler.
 */
export const jobResource = defineResource({
  module: 'job',
  table: 'sys_job',
  section: 'system',
  label: l('定时任务', 'Scheduled job'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'jobId',
  titleField: 'jobName',
  fields: {
    jobName: text(l('任务名称', 'Job name'), { max: 64, required: true, search: 'contains' }),
    jobGroup: dict(l('任务分组', 'Job group'), { dict: jobGroup, default: 'DEFAULT', search: 'eq' }),
    invokeTarget: text(l('执行任务', 'Handler'), { max: 100, required: true, search: 'eq' }),
    cronExpression: text(l('Cron 表达式', 'Cron expression'), {
      max: 100,
      required: true,
      help: l('秒 分 时 日 月 周（也可省略秒）', 'second minute hour day month weekday (seconds optional)'),
    }),
    params: text(l('任务参数(JSON)', 'Parameters (JSON)'), { max: 2000, list: false }),
    status: dict(l('状态', 'State'), { dict: jobStatus, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
    lastRunAt: datetime(l('上次执行', 'Last run'), { readOnly: true }),
    nextRunAt: datetime(l('下次执行', 'Next run'), { readOnly: true }),
  },
  routes: { list: ['list'], detail: ['info'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/sysjob/job', group: '/sysjob', icon: 'ScheduleOutlined', sort: 1 },
});
