import type { Db, Tx } from '../../db/connection';
import type { AppContext } from '../../platform/context';

const codeOf = (err: unknown): unknown => (typeof err === 'object' && err !== null && 'code' in err ? err.code : null);
const causeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null && 'cause' in err ? err.cause : null;
/** The driver's error, or the one it wraps, says a unique key was taken. */
const uniqueViolation = (err: unknown) => codeOf(err) === '23505' || codeOf(causeOf(err)) === '23505';

/**
 * A device's event decided and recorded in one transaction, once per device event id: when the same
 * event raced in on another connection and was committed first, its stored answer is the answer.
 */
export async function oncePerEvent<A>(
  app: AppContext,
  stored: (db: Db) => Promise<A | null>,
  decide: (tx: Tx) => Promise<A>,
): Promise<A> {
  try {
    return await app.db.transaction(decide);
  } catch (err) {
    if (uniqueViolation(err)) {
      const answer = await stored(app.db);
      if (answer) return answer;
    }
    throw err;
  }
}
