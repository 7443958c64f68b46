import type { Db } from '../../db/connection';
import type { AppContext, Tx } from '../../platform/context';

const uniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

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
