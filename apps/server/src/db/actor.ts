import { AsyncLocalStorage } from 'node:async_hooks';

const actor = new AsyncLocalStorage<number | null>();

/**
 * Rows written while `fn` runs are stamped as written by this user (created_by, updated_by): the route
 * guard runs every call inside it, so no module stamps rows by hand. Jobs and devices write as nobody (null).
 */
export const actingAs = <T>(userId: number | null, fn: () => T): T => actor.run(userId, fn);

/** The user the current call writes as, or null. */
export const currentActor = (): number | null => actor.getStore() ?? null;
