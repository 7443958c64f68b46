import type { Message } from '@parking/domain';
import type { Tx } from '../../db/connection';
import type { AppContext } from '../context';

export type JobRunCtx = {
  app: AppContext;
  /** The run's own transaction: a handler writes through it only, so a failure undoes all it did. */
  tx: Tx;
  params: Record<string, unknown>;
  now: Date;
  /**
   * Work to do once the run is committed, each in transactions of its own: what would hold others' writes
   * for long if done in the run's transaction. The run answers when it is done; a failure of it is logged.
   */
  afterCommit: (work: () => Promise<unknown>) => void;
};

export type JobHandler = {
  label: Message;
  description?: Message;
  /** Answers what it did, for the job log, in both languages (plain text is kept as it is in both). */
  run: (ctx: JobRunCtx) => Promise<Message | string | undefined>;
};

const handlers = new Map<string, JobHandler>();

/** Makes a handler available to job rows by name (their invokeTarget). */
export function registerJobHandler(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}

export const jobHandler = (name: string): JobHandler | undefined => handlers.get(name);

export const jobHandlerNames = (): string[] => [...handlers.keys()].sort();

export type FailedRun = { jobId: number; jobName: string; invokeTarget: string; message: Message; logId: number };

const failureListeners: ((app: AppContext, run: FailedRun) => Promise<void>)[] = [];

/** Called after a failed run has been logged (outside the run's transaction). */
export function onJobFailed(listener: (app: AppContext, run: FailedRun) => Promise<void>): void {
  failureListeners.push(listener);
}

export async function notifyFailure(app: AppContext, run: FailedRun): Promise<void> {
  for (const l of failureListeners) {
    try {
      await l(app, run);
    } catch (err) {
      app.log.error({ err }, 'a job failure listener failed');
    }
  }
}
