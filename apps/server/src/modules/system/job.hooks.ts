import { jobResource, jobStatus } from '@parking/resources';
import { registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';
import { cronProblem, jobHandler, jobHandlerNames, nextRunOf } from '../../platform/jobs';

registerHooks(jobResource, {
  beforeSubmit({ app }, values, existing) {
    const target = values.invokeTarget ?? existing?.invokeTarget ?? '';
    if (values.invokeTarget !== undefined && !jobHandler(target)) {
      throw badRequest({
        zh: `执行任务(invokeTarget): 必须是 ${jobHandlerNames().join(', ')} 之一`,
        en: `Handler(invokeTarget): must be one of ${jobHandlerNames().join(', ')}`,
      });
    }
    const cron = values.cronExpression ?? existing?.cronExpression ?? '';
    if (values.cronExpression !== undefined) {
      const problem = cronProblem(cron, app.config.timeZone);
      if (problem) {
        throw badRequest({
          zh: `Cron 表达式(cronExpression): ${problem.zh}`,
          en: `Cron expression(cronExpression): ${problem.en}`,
        });
      }
    }
    if (typeof values.params === 'string' && values.params.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(values.params);
      } catch {
        parsed = null;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw badRequest({
          zh: '任务参数(params): 必须是 JSON 对象，如 {"days": 90}',
          en: 'Parameters(params): must be a JSON object, e.g. {"days": 90}',
        });
      }
    }
    const status = values.status ?? existing?.status ?? jobStatus.values.paused;
    values.$nextRunAt = status === jobStatus.values.running ? nextRunOf(cron, app.config.timeZone) : null;
  },
});
