import { enabledState, userLevel, userResource } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { merged, registerHooks } from '../../crud/hooks';
import { authSession } from '../../db/internal-tables';
import { hashPassword, passwordProblem, randomPassword } from '../../platform/auth/passwords';
import { badRequest, forbidden } from '../../platform/errors';
import { checkAdminsRemain } from './last-admin';

const { disabled } = enabledState.values;

registerHooks(userResource, {
  async beforeSubmit({ access, shared }, values, existing) {
    const level = merged(values, existing, 'level') ?? userLevel.values.company;
    if (level === userLevel.values.platform && access.level !== userLevel.values.platform) {
      throw forbidden({ zh: '只有平台用户可以创建平台用户', en: 'only platform users may create platform users' });
    }
    if (level === userLevel.values.platform) values.companyId = null;
    if (existing && existing.id === access.userId && values.state === disabled) {
      throw badRequest({ zh: '不能停用自己的账号', en: 'you cannot disable your own account' });
    }
    const { password } = values;
    delete values.password;
    if (password) {
      const problem = passwordProblem(password);
      if (problem) throw badRequest({ zh: `密码(password): ${problem.zh}`, en: `Password(password): ${problem.en}` });
      values.$password = await hashPassword(password);
    } else if (!existing) {
      // shown once in the answer, never stored in clear
      const initial = randomPassword();
      shared.initialPassword = initial;
      values.$password = await hashPassword(initial);
    }
  },
  async afterSubmit({ tx, shared }, row, existing, answer) {
    if (shared.initialPassword) answer.initialPassword = shared.initialPassword;
    if (existing && (row.state === disabled || row.level !== existing.level)) await checkAdminsRemain(tx);
    if (existing && row.state === disabled) {
      await tx
        .update(authSession)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSession.userId, row.id), isNull(authSession.revokedAt)));
    }
  },
  async beforeRemove({ access }, rows) {
    if (rows.some((r) => r.id === access.userId))
      throw badRequest({ zh: '不能删除自己的账号', en: 'you cannot remove your own account' });
  },
  async afterRemove({ tx }, rows) {
    await checkAdminsRemain(tx);
    await tx
      .update(authSession)
      .set({ revokedAt: new Date() })
      .where(
        and(
          inArray(
            authSession.userId,
            rows.map((r) => r.id),
          ),
          isNull(authSession.revokedAt),
        ),
      );
  },
});
