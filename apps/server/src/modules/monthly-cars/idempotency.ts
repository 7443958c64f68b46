import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/connection';
import { idempotencyKey } from '../../db/internal-tables';
import type { Access } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';

export const idempotencyHeader = 'idempotency-key';

/** The Idempotency-Key header of a request, if it sent one. */
export function keyOf(req: FastifyRequest): string | null {
  const raw = req.headers[idempotencyHeader];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (key.length > 120 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest({
      zh: '幂等键(Idempotency-Key): 最多120个可见ASCII字符',
      en: 'Idempotency key(Idempotency-Key): at most 120 visible ASCII characters',
    });
  }
  return key;
}

/**
 * Runs a change once per key and caller. The key is claimed in the change's own transaction: a second
 * call with the same key waits for the first to commit and then answers what the first answered; if the
 * first failed, nothing was kept and the second applies.
 */
export async function once(
  tx: Tx,
  access: Access,
  key: string | null,
  path: string,
  run: () => Promise<unknown>,
): Promise<unknown> {
  if (key === null) return run();
  const claimed = await tx
    .insert(idempotencyKey)
    .values({ userId: access.userId, key, path })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  const where = and(eq(idempotencyKey.userId, access.userId), eq(idempotencyKey.key, key));
  if (!claimed.length) {
    const [earlier] = await tx.select().from(idempotencyKey).where(where);
    if (earlier && earlier.path !== path) {
      throw conflict({
        zh: `幂等键(Idempotency-Key): 已用于另一个操作 ${earlier.path}`,
        en: `Idempotency key(Idempotency-Key): already used for another call, ${earlier.path}`,
      });
    }
    return earlier?.answer;
  }
  const answer = await run();
  await tx.update(idempotencyKey).set({ answer }).where(where);
  return answer;
}
