import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { authSession } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { forgetCachedSessions, mayUseCompany } from '../../platform/auth/access';
import { hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { badRequest, forbidden } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

export const userRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/switchCompany',
    area: 'shell',
    summary: 'Work for another company: every company-dependent list follows (empty: all, platform users only)',
    body: z.object({
      companyId: z.preprocess(
        (v) => (v === '' || v === 0 || v === '0' ? null : v),
        z.coerce.number().int().positive().nullable(),
      ),
    }),
    handler: async ({ app, access, body }) => {
      const target = body.companyId;
      if (target === null) {
        if (access.level !== 'platform')
          throw forbidden({ zh: '只有平台用户可以查看全部公司', en: 'only platform users may work for all companies' });
      } else {
        const companies = tableOf('basecompany');
        const [company] = await app.db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, target), isNull(companies.deletedAt)));
        if (!company || !mayUseCompany(access, target)) {
          throw forbidden({ zh: `无权切换到公司 ${target}`, en: `you may not work for company ${target}` });
        }
      }
      await app.db.update(authSession).set({ activeCompanyId: target }).where(eq(authSession.id, access.sessionId));
      forgetCachedSessions();
      return { activeCompanyId: target };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/updatePassword',
    area: 'shell',
    summary: 'Change the own password: the old one must match; other sessions are signed out',
    body: z.object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().max(128) }),
    labels: (k) =>
      ({ oldPassword: { zh: '原密码', en: 'Old password' }, newPassword: { zh: '新密码', en: 'New password' } })[k],
    handler: async ({ app, access, body }) => {
      const users = tableOf('sysuser');
      const [user] = await app.db.select().from(users).where(eq(users.id, access.userId));
      if (!user || !(await verifyPassword(user.password as string, body.oldPassword))) {
        throw badRequest({ zh: '原密码(oldPassword): 不正确', en: 'Old password(oldPassword): is not correct' });
      }
      const problem = passwordProblem(body.newPassword);
      if (problem)
        throw badRequest({ zh: `新密码(newPassword): ${problem.zh}`, en: `New password(newPassword): ${problem.en}` });
      if (body.newPassword === body.oldPassword) {
        throw badRequest({
          zh: '新密码(newPassword): 不能与原密码相同',
          en: 'New password(newPassword): must differ from the old one',
        });
      }
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ password: await hashPassword(body.newPassword), updatedAt: new Date(), updatedBy: access.userId })
          .where(eq(users.id, access.userId));
        await revokeUserSessions({ db: tx }, access.userId, access.sessionId);
      });
      return { changed: true };
    },
  }),
];
