import { and, eq, isNull } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { authSession } from '../../db/internal-tables';
import { hashPassword, passwordProblem, randomPassword } from '../../platform/auth/passwords';
import { badRequest, forbidden } from '../../platform/errors';
import { checkAdminsRemain } from './last-admin';

registerHooks('sysuser', {
  async beforeSubmit({ access, shared }, values, existing) {
    const level = (values.level ?? existing?.level ?? 'company') as string;
    if (level === 'platform' && access.level !== 'platform') {
      throw forbidden({ zh: '只有平台用户可以创建平台用户', en: 'only platform users may create platform users' });
    }
    if (level === 'platform') values.companyId = null;
    if (existing && existing.id === access.userId && values.state === 0) {
      throw badRequest({ zh: '不能停用自己的账号', en: 'you cannot disable your own account' });
    }
    const password = values.password as string | null | undefined;
    delete values.password;
    if (password) {
      const problem = passwordProblem(password);
      if (problem) throw badRequest({ zh: `密码(password): ${problem.zh}`, en: `Password(password): ${problem.en}` });
      values.$password = await hashPassword(password);
    } else if (!existing) {
      // shown once in the answer, never stored in clear
      shared.initialPassword = randomPassword();
      values.$password = await hashPassword(shared.initialPassword as string);
    }
  },
  async afterSubmit({ tx, shared }, row, existing, answer) {
    if (shared.initialPassword) answer.initialPassword = shared.initialPassword;
    if (existing && (row.state === 0 || row.level !== existing.level)) await checkAdminsRemain(tx);
    if (existing && row.state === 0) {
      await tx
        .update(authSession)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSession.userId, row.id as number), isNull(authSession.revokedAt)));
    }
  },
  async beforeRemove({ access }, rows) {
    if (rows.some((r) => r.id === access.userId))
      throw badRequest({ zh: '不能删除自己的账号', en: 'you cannot remove your own account' });
  },
  async afterRemove({ tx }, rows) {
    await checkAdminsRemain(tx);
    for (const r of rows) {
      await tx
        .update(authSession)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSession.userId, r.id as number), isNull(authSession.revokedAt)));
    }
  },
});
