import type { Db, Tx } from '../../db/connection';
import type { AppContext } from '../../platform/context';
import { retryLockConflicts, sqlStateIn } from './lock-conflicts';

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
    return await retryLockConflicts(app, 'a device event', () => app.db.transaction(decide));
  } catch (err) {
    if (sqlStateIn(err, ['23505'])) {
      const answer = await stored(app.db);
      if (answer) return answer;
    }
    throw err;
  }
}
