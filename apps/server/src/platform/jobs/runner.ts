import { and, eq, isNull, sql } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import { rowsOf } from '../auth/access';
import type { AppContext } from '../context';
import { nextRunOf } from './cron';
import { jobHandler, notifyFailure } from './registry';

/** First key of the advisory locks that keep a job to one runner at a time across instances. */
const lockSpace = 0x4a4f42;

export type RunRequest = { trigger: 'schedule' | 'manual'; scheduledAt: Date; instance: string };

export type RunOutcome =
  | { ran: true; logId: number; status: 0 | 1; message: string; startTime: Date; endTime: Date }
  | { ran: false; reason: 'busy' | 'done' | 'stopped' | 'missing' };

const parseParams = (text: unknown): Record<string, unknown> => {
  if (text == null || text === '') return {};
  const value = JSON.parse(String(text));
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
};

const messageOf = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 1000);

/**
 * Runs a job once, logged with its start, end, outcome and message. The run holds a transaction-level
 * advisory lock on the job, so no two instances run it at once; a scheduled run is skipped when another
 * instance has already logged the same scheduled time, or when the job was stopped meanwhile.
 */
export async function runJob(app: AppContext, jobId: number, req: RunRequest): Promise<RunOutcome> {
  const jobs = tableOf('job');
  const logs = tableOf('job/log');
  const outcome = await app.db.transaction(async (tx): Promise<RunOutcome & { job?: Record<string, unknown> }> => {
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
      if (job.status !== 0) return { ran: false, reason: 'stopped' };
      const [done] = await tx
        .select({ id: logs.id })
        .from(logs)
        .where(and(eq(logs.jobId, jobId), eq(logs.scheduledAt, req.scheduledAt), eq(logs.trigger, 'schedule')))
        .limit(1);
      if (done) return { ran: false, reason: 'done' };
    }
    const startTime = new Date();
    let status: 0 | 1 = 0;
    let message: string;
    try {
      const handler = jobHandler(String(job.invokeTarget));
      if (!handler) throw new Error(`no handler named ${String(job.invokeTarget)}`);
      const params = parseParams(job.params);
      message = (await tx.transaction(async (sp) => handler.run({ app, tx: sp, params, now: startTime }))) ?? 'done';
    } catch (err) {
      status = 1;
      message = messageOf(err);
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
        message: message.slice(0, 1000),
        scheduledAt: req.scheduledAt,
        startTime,
        endTime,
        durationMs: endTime.getTime() - startTime.getTime(),
        instance: req.instance.slice(0, 100),
      } as never)
      .returning({ id: logs.id });
    const next = job.status === 0 ? nextRunOf(String(job.cronExpression), app.config.timeZone, endTime) : null;
    await tx.update(jobs).set({ lastRunAt: startTime, nextRunAt: next }).where(eq(jobs.id, jobId));
    return { ran: true, logId: Number(log?.id), status, message, startTime, endTime, job };
  });
  if (outcome.ran && outcome.status === 1 && outcome.job) {
    await notifyFailure(app, {
      jobId,
      jobName: String(outcome.job.jobName),
      invokeTarget: String(outcome.job.invokeTarget),
      message: outcome.message,
      logId: outcome.logId,
    });
  }
  const { job: _job, ...answer } = outcome as RunOutcome & { job?: unknown };
  return answer as RunOutcome;
}
