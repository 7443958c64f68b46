import { type Message, storedMessage } from '@parking/domain';
import { type DictValue, jobLogResource, jobResource, jobRunState, jobStatus, jobTrigger } from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { nextRunOf } from './cron';
import { jobHandler, notifyFailure } from './registry';

/** First key of the advisory locks that keep a job to one runner at a time across instances. */
const lockSpace = 0x4a4f42;

export type RunRequest = { trigger: DictValue<typeof jobTrigger>; scheduledAt: Date; instance: string };

export type RunOutcome =
  | {
      ran: true;
      logId: number;
      status: DictValue<typeof jobRunState>;
      message: Message;
      startTime: Date;
      endTime: Date;
    }
  | { ran: false; reason: 'busy' | 'done' | 'stopped' | 'missing' };

const parseParams = (text: string | null): Record<string, unknown> => {
  if (text == null || text === '') return {};
  const value = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
};

const done: Message = { zh: '完成', en: 'done' };

/** Why a run failed: a refusal in its own words, anything else as the error says it (a fault for engineers). */
function failureOf(err: unknown): Message {
  if (err instanceof AppError) return err.msg;
  const text = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 900);
  return { zh: `执行出错：${text}`, en: text };
}

const asMessage = (answer: Message | string | undefined): Message =>
  answer === undefined ? done : typeof answer === 'string' ? { zh: answer, en: answer } : answer;

/**
 * Runs a job once, logged with its start, end, outcome and message. The run holds a transaction-level
 * advisory lock on the job, so no two instances run it at once; a scheduled run is skipped when another
 * instance has already logged the same scheduled time, or when the job was stopped meanwhile.
 */
export async function runJob(app: AppContext, jobId: number, req: RunRequest): Promise<RunOutcome> {
  const jobs = tableOf(jobResource);
  const logs = tableOf(jobLogResource);
  const after: (() => Promise<unknown>)[] = [];
  const outcome = await app.db.transaction(async (tx): Promise<RunOutcome & { job?: RowOf<typeof jobResource> }> => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lockSpace}, ${jobId}::int) as locked`),
    );
    if (!lock?.locked) return { ran: false, reason: 'busy' };
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)));
    if (!job) return { ran: false, reason: 'missing' };
    if (req.trigger === 'schedule') {
      if (job.status !== jobStatus.values.running) return { ran: false, reason: 'stopped' };
      const [done] = await tx
        .select({ id: logs.id })
        .from(logs)
        .where(
          and(
            eq(logs.jobId, jobId),
            eq(logs.scheduledAt, req.scheduledAt),
            eq(logs.trigger, jobTrigger.values.schedule),
          ),
        )
        .limit(1);
      if (done) return { ran: false, reason: 'done' };
    }
    const startTime = new Date();
    let status: DictValue<typeof jobRunState> = jobRunState.values.succeeded;
    let message: Message;
    try {
      const handler = jobHandler(job.invokeTarget);
      if (!handler) {
        throw new AppError(500, {
          zh: `没有名为 ${job.invokeTarget} 的执行任务`,
          en: `no handler named ${job.invokeTarget}`,
        });
      }
      const params = parseParams(job.params);
      message = asMessage(
        await tx.transaction(async (sp) =>
          handler.run({ app, tx: sp, params, now: startTime, afterCommit: (work) => after.push(work) }),
        ),
      );
    } catch (err) {
      status = jobRunState.values.failed;
      message = failureOf(err);
    }
    const endTime = new Date();
    const [log] = await tx
      .insert(logs)
      .values({
        jobId,
        jobName: job.jobName,
        invokeTarget: job.invokeTarget,
        trigger: req.trigger,
        status,
        message: storedMessage(message, 2000),
        scheduledAt: req.scheduledAt,
        startTime,
        endTime,
        durationMs: endTime.getTime() - startTime.getTime(),
        instance: req.instance.slice(0, 100),
      })
      .returning({ id: logs.id });
    const next =
      job.status === jobStatus.values.running ? nextRunOf(job.cronExpression, app.config.timeZone, endTime) : null;
    await tx.update(jobs).set({ lastRunAt: startTime, nextRunAt: next }).where(eq(jobs.id, jobId));
    if (!log) throw new Error(`job ${jobId}: its run was not logged`);
    return { ran: true, logId: log.id, status, message, startTime, endTime, job };
  });
  if (outcome.ran && outcome.status === jobRunState.values.succeeded) {
    for (const work of after) {
      await work().catch((err: unknown) => app.log.error({ err, jobId }, "a job's work after its run failed"));
    }
  }
  if (outcome.ran && outcome.status === jobRunState.values.failed && outcome.job) {
    await notifyFailure(app, {
      jobId,
      jobName: outcome.job.jobName,
      invokeTarget: outcome.job.invokeTarget,
      message: outcome.message,
      logId: outcome.logId,
    });
  }
  const { job: _job, ...answer } = outcome;
  return answer;
}
