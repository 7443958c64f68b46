import type { Message } from '@parking/domain';
import { and, gte, inArray, or, sql } from 'drizzle-orm';
import { loginFailure } from '../../db/internal-tables';
import type { AppContext } from '../context';
import { tooMany } from '../errors';

const windowMs = 15 * 60_000;
/** First key of the advisory locks that make taking an attempt one step per throttle key. */
const lockSpace = 0x54484c;

/** What failed attempts are counted by, and how many are allowed in the window. */
export type ThrottleKey = { key: string; limit: number; clearedBySuccess: boolean };

/** An account (a user name or a phone), shared by every way of proving it: 5 failures in 15 minutes. */
export const accountKey = (account: string): ThrottleKey => ({
  key: `a:${account.toLowerCase()}`,
  limit: 5,
  clearedBySuccess: true,
});

/** A caller's address, whatever account it tries: 20 failures in 15 minutes. */
export const addressKey = (ip: string): ThrottleKey => ({ key: `ip:${ip}`, limit: 20, clearedBySuccess: false });

type Attempt = { ids: number[]; keys: ThrottleKey[] };

/**
 * Counts and records in one step, under a lock per key (taken in one order, so two attempts never wait on
 * each other): refuses when a key has reached its limit, else records the attempt as a failure at once.
 */
async function takeAttempt(
  app: AppContext,
  keys: ThrottleKey[],
  refused: (minutes: number) => Message,
): Promise<Attempt> {
  const names = [...new Set(keys.map((k) => k.key))].sort();
  return app.db.transaction(async (tx) => {
    for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(${lockSpace}, hashtext(${name}))`);
    const since = new Date(Date.now() - windowMs);
    const counts = await tx
      .select({ key: loginFailure.key, n: sql<number>`count(*)::int`, first: sql<Date>`min(${loginFailure.failedAt})` })
      .from(loginFailure)
      .where(and(inArray(loginFailure.key, names), gte(loginFailure.failedAt, since)))
      .groupBy(loginFailure.key);
    for (const c of counts) {
      if (c.n >= (keys.find((k) => k.key === c.key)?.limit ?? 0)) {
        const first = new Date(c.first).getTime();
        throw tooMany(refused(Math.max(1, Math.ceil((first + windowMs - Date.now()) / 60_000))));
      }
    }
    const rows = await tx
      .insert(loginFailure)
      .values(names.map((key) => ({ key })))
      .returning({ id: loginFailure.id });
    return { ids: rows.map((r) => r.id), keys };
  });
}

/** The secret was right: the attempt was no failure, and an account starts afresh. */
async function attemptSucceeded(app: AppContext, attempt: Attempt): Promise<void> {
  const cleared = attempt.keys.filter((k) => k.clearedBySuccess).map((k) => k.key);
  await app.db
    .delete(loginFailure)
    .where(or(inArray(loginFailure.id, attempt.ids), cleared.length ? inArray(loginFailure.key, cleared) : undefined));
}

/**
 * Checks a secret (`check` throws when it is wrong) at most as often as the keys allow: beyond their limits
 * the caller is refused with 429 and nothing is checked. The attempt counts as a failure from before the
 * check until it succeeds, so attempts sent together check no more secrets than the limit, and a slow check
 * (argon2) runs outside any transaction.
 */
export async function throttled<T>(
  app: AppContext,
  keys: ThrottleKey[],
  refused: (minutes: number) => Message,
  check: () => Promise<T>,
): Promise<T> {
  const attempt = await takeAttempt(app, keys, refused);
  const result = await check();
  await attemptSucceeded(app, attempt);
  return result;
}
