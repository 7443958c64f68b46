import { userResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { revokeUserSessions } from '../../platform/auth/sessions';

/** A user's password becomes this hash, and every session of theirs but the one kept is signed out. */
export async function replacePassword(tx: Tx, userId: number, hash: string, keepSessionId?: number): Promise<void> {
  const users = tableOf(userResource);
  await tx.update(users).set({ password: hash }).where(eq(users.id, userId));
  await revokeUserSessions({ db: tx }, userId, keepSessionId);
}
