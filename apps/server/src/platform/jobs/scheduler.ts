import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { jobResource, jobStatus, jobTrigger } from '@parking/resources';
import { Cron } from 'croner';
import { and, eq, isNull } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../context';
import { type RunOutcome, runJob } from './runner';

export type SchedulerOptions = {
  /** How often the job rows are read again, so that changes made on any instance take effect. */
  syncIntervalMs?: number;
  instance?: string;
};

type Scheduled = { cron: Cron; signature: string };

// by database: a call's context is a copy whose `db` is the call's transaction
const schedulers = new WeakMap<AppContext['database'], JobScheduler>();

/** The scheduler of this server, to apply a change at once rather than at the next sync. */
export const schedulerOf = (app: AppContext): JobScheduler | undefined => schedulers.get(app.database);

/**
 * Runs the enabled job rows on their cron schedules (croner, in the operators' time zone). Every
 * instance schedules every job; the run itself makes sure each scheduled time runs once.
 */
export class JobScheduler {
  readonly instance: string;
  private readonly scheduled = new Map<number, Scheduled>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private syncTimer: NodeJS.Timeout | null = null;
  private started = false;

  constructor(
    private readonly app: AppContext,
    private readonly options: SchedulerOptions = {},
  ) {
    this.instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    schedulers.set(app.database, this);
  }

  get running(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.sync();
    this.syncTimer = setInterval(() => {
      this.sync().catch((err) => this.app.log.error({ err }, 'could not read the scheduled jobs'));
    }, this.options.syncIntervalMs ?? 10_000);
    this.syncTimer.unref();
    this.app.log.info({ instance: this.instance, jobs: this.scheduled.size }, 'job scheduler started');
  }

  /** Stops scheduling and waits for the runs under way. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.syncTimer) clearInterval(this.syncTimer);
    this.syncTimer = null;
    for (const s of this.scheduled.values()) s.cron.stop();
    this.scheduled.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Brings the schedule in line with the job rows: new and changed jobs scheduled, stopped ones dropped. */
  async sync(): Promise<void> {
    if (!this.started) return;
    const jobs = tableOf(jobResource);
    const rows = await this.app.db
      .select({ id: jobs.id, cron: jobs.cronExpression, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(isNull(jobs.deletedAt), eq(jobs.status, jobStatus.values.running)));
    if (!this.started) return;
    const live = new Set<number>();
    for (const row of rows) {
      const id = row.id;
      live.add(id);
      const signature = `${row.cron}|${row.updatedAt.getTime()}`;
      const current = this.scheduled.get(id);
      if (current?.signature === signature) continue;
      current?.cron.stop();
      try {
        const cron: Cron = new Cron(
          row.cron,
          { timezone: this.app.config.timeZone, protect: true, catch: true, unref: true },
          (): Promise<void> => this.fire(id, cron),
        );
        this.scheduled.set(id, { cron, signature });
      } catch (err) {
        this.scheduled.delete(id);
        this.app.log.warn({ err, jobId: id }, 'job has a cron expression that cannot be scheduled');
      }
    }
    for (const [id, s] of this.scheduled) {
      if (!live.has(id)) {
        s.cron.stop();
        this.scheduled.delete(id);
      }
    }
  }

  /** Jobs scheduled on this instance, for tests and diagnostics. */
  scheduledJobIds(): number[] {
    return [...this.scheduled.keys()].sort((a, b) => a - b);
  }

  /** One scheduled run of a job, as the timer makes it (tests call it to play two instances at once). */
  runScheduled(jobId: number, scheduledAt: Date): Promise<RunOutcome> {
    return this.track(
      runJob(this.app, jobId, { trigger: jobTrigger.values.schedule, scheduledAt, instance: this.instance }),
    );
  }

  runNow(jobId: number): Promise<RunOutcome> {
    return this.track(
      runJob(this.app, jobId, { trigger: jobTrigger.values.manual, scheduledAt: new Date(), instance: this.instance }),
    );
  }

  private fire(jobId: number, cron: Cron): Promise<void> {
    // the time the pattern matched, the same on every instance however late its timer fired
    const scheduledAt = cron.previousRuns(1, new Date(Date.now() + 1))[0] ?? new Date();
    scheduledAt.setMilliseconds(0);
    return this.runScheduled(jobId, scheduledAt).then(
      () => undefined,
      (err) => this.app.log.error({ err, jobId }, 'scheduled job could not run'),
    );
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    p.finally(() => this.inFlight.delete(p)).catch(() => undefined);
    return p;
  }
}
