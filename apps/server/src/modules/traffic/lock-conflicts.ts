import type { AppContext } from '../../platform/context';

const codeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
const causeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null && 'cause' in err ? err.cause : undefined;

/** The driver's error, or the one it wraps, has one of these SQLSTATEs. */
export const sqlStateIn = (err: unknown, states: readonly string[]): boolean =>
  [codeOf(err), codeOf(causeOf(err))].some((code) => typeof code === 'string' && states.includes(code));

/**
 * What was read before the locks were taken no longer holds under them: the transaction is rolled back
 * and decided again, as after a serialization failure.
 */
export class DecideAgain extends Error {
  readonly code = '40001';
}

/** deadlock_detected, serialization_failure */
const conflicts = ['40P01', '40001'];
const attempts = 5;

/**
 * Runs a transaction again, after a short random pause, when the database rolled it back to break a
 * deadlock or a serialization failure: nothing of it was written, so deciding it again is safe.
 */
export async function retryLockConflicts<T>(app: AppContext, what: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !sqlStateIn(err, conflicts)) throw err;
      app.log.warn({ err, attempt }, `${what} rolled back by a lock conflict: decided again`);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
    }
  }
}
