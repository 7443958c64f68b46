import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { smsCode } from '../../db/internal-tables';
import { hashToken, sameHash } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { tooMany, unauthorized } from '../../platform/errors';

const maxAttempts = 5;

/** The code last sent to a phone for a purpose, while it is unused and unexpired. */
const newestCode = (app: AppContext, phone: string, purpose: string) =>
  app.db
    .select({ id: smsCode.id })
    .from(smsCode)
    .where(
      and(
        eq(smsCode.phone, phone),
        eq(smsCode.purpose, purpose),
        isNull(smsCode.usedAt),
        gt(smsCode.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCode.id))
    .limit(1);

/**
 * Checks the code last sent to a phone and uses it up. Each check first takes one of the code's five tries in
 * one statement, so checks sent together cannot try it more often; a code whose tries are spent is refused
 * (429) unchecked, and a right code signs in once only.
 */
export async function checkSmsCode(
  app: AppContext,
  sent: { phone: string; purpose: string },
  given: { field: string; code: string },
): Promise<void> {
  const wrong = unauthorized({ zh: '验证码错误或已过期', en: 'verification code is wrong or expired' });
  const [taken] = await app.db
    .update(smsCode)
    .set({ attempts: sql`${smsCode.attempts} + 1` })
    .where(and(inArray(smsCode.id, newestCode(app, sent.phone, sent.purpose)), lt(smsCode.attempts, maxAttempts)))
    .returning({ id: smsCode.id, codeHash: smsCode.codeHash });
  if (!taken) {
    const [spent] = await newestCode(app, sent.phone, sent.purpose);
    if (!spent) throw wrong;
    throw tooMany({
      zh: `验证码(${given.field}): 已错误 ${maxAttempts} 次，请重新获取`,
      en: `Verification code(${given.field}): wrong ${maxAttempts} times; request a new one`,
    });
  }
  if (!sameHash(taken.codeHash, hashToken(app.tokenSecret, given.code))) throw wrong;
  const [used] = await app.db
    .update(smsCode)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCode.id, taken.id), isNull(smsCode.usedAt)))
    .returning({ id: smsCode.id });
  if (!used) throw wrong;
}
