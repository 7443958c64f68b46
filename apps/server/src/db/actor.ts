import { AsyncLocalStorage } from 'node:async_hooks';

type Call = { userId: number | null; afterCommit: (() => unknown)[] };

const calls = new AsyncLocalStorage<Call>();

/**
 * Runs a call of the product as this user: rows written while `fn` runs are stamped as written by them
 * (created_by, updated_by), and what `afterCommit` was given runs once `fn` has finished, that is once its
 * writes are committed. The route guard runs every call inside it, and the job runner every run (as nobody);
 * no module stamps rows by hand.
 */
export async function actingAs<T>(userId: number | null, fn: () => Promise<T>): Promise<T> {
  const call: Call = { userId, afterCommit: [] };
  const result = await calls.run(call, fn);
  for (const done of call.afterCommit) await done();
  return result;
}

/** The user the current call writes as, or null. */
export const currentActor = (): number | null => calls.getStore()?.userId ?? null;

/**
 * What must wait until the call's writes are visible to others (a cache forgetting what they changed, the
 * schedule reading the jobs again): after the call, before it answers; at once outside any call.
 */
export function afterCommit(done: () => unknown): void {
  const call = calls.getStore();
  if (call) call.afterCommit.push(done);
  else void done();
}
