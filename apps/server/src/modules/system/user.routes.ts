import { companyResource, fieldValueSchema, idSchema, userResource } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { checkUnique } from '../../crud/checks';
import { findVisible } from '../../crud/crud-routes';
import { liveCondition, scopeConditions, scopeForWrite } from '../../crud/scope';
import { mustSeeAll } from '../../crud/visible-rows';
import { authSession, userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { bumpAccessVersion, forgetCachedSessions, mayUseCompany } from '../../platform/auth/access';
import { hashPassword, passwordProblem, randomPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { badRequest, forbidden } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { companyAdminRole } from './offline-admin';

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional());
const passwordText = z.string().max(64).optional();
const userLabels = (k: string) =>
  (
    ({
      userId: { zh: '用户', en: 'User' },
      companyId: { zh: '所属公司', en: 'Company' },
      password: { zh: '密码', en: 'Password' },
    }) as Record<string, { zh: string; en: string }>
  )[k] ?? userResource.fields[k as keyof typeof userResource.fields]?.label;

async function policyHash(password: string | undefined): Promise<{ hash: string; shown: string | null }> {
  if (!password) {
    const shown = randomPassword();
    return { hash: await hashPassword(shown), shown };
  }
  const problem = passwordProblem(password);
  if (problem) throw badRequest({ zh: `密码(password): ${problem.zh}`, en: `Password(password): ${problem.en}` });
  return { hash: await hashPassword(password), shown: null };
}

export const userRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysuser/getSelectByCompany',
    area: 'system',
    summary: 'The users of a company as select options (default: every user the caller sees), at most 300',
    query: z.object({ companyId: optionalId }),
    handler: async ({ app, access, query }) => {
      const t = tableOf('sysuser');
      const rows = await app.db
        .select({ id: t.id, username: t.username, realName: t.realName })
        .from(t)
        .where(
          and(
            liveCondition(t),
            ...scopeConditions(userResource, t, access),
            ...(query.companyId ? [eq(t.companyId, query.companyId)] : []),
          ),
        )
        .orderBy(asc(t.username))
        .limit(300);
      return rows.map((r) => ({ label: r.realName || r.username, value: r.id, username: r.username }));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/resetUserPassword',
    area: 'system',
    summary: "Reset a user's password: to the one given (checked against the policy) or a new random one shown once",
    permission: 'sysuser:edit',
    body: z.object({ userId: idSchema, password: passwordText }),
    labels: userLabels,
    handler: async ({ app, access, body }) => {
      const { hash, shown } = await policyHash(body.password);
      await app.db.transaction(async (tx) => {
        mustSeeAll(await findVisible(tx, userResource, access, [body.userId]), [body.userId], userResource.label);
        const users = tableOf('sysuser');
        await tx
          .update(users)
          .set({ password: hash, updatedAt: new Date(), updatedBy: access.userId })
          .where(eq(users.id, body.userId));
        await revokeUserSessions({ db: tx }, body.userId, body.userId === access.userId ? access.sessionId : undefined);
      });
      return shown ? { userId: body.userId, newPassword: shown } : { userId: body.userId };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/createOfflineAdmin',
    area: 'system',
    summary: "Create a company's administrator in one step: the account, and the company's administrator role",
    permission: 'sysuser:add',
    body: z.object({
      companyId: idSchema,
      username: fieldValueSchema(userResource.fields.username),
      realName: z.string().max(40).optional(),
      phone: fieldValueSchema(userResource.fields.phone).optional(),
      password: passwordText,
    }),
    labels: userLabels,
    handler: async ({ app, access, body }) => {
      const { hash, shown } = await policyHash(body.password);
      const answer = await app.db.transaction(async (tx) => {
        const [company] = await findVisible(tx, companyResource, access, [body.companyId]);
        mustSeeAll(company ? [company] : [], [body.companyId], companyResource.label);
        const { companyId } = (await scopeForWrite(tx, userResource, access, { companyId: body.companyId }, null)) as {
          companyId: number;
        };
        const users = tableOf('sysuser');
        await checkUnique(tx, userResource, users, { username: body.username }, null);
        const roleId = await companyAdminRole(tx, access, companyId);
        const [user] = await tx
          .insert(users)
          .values({
            username: body.username,
            realName: body.realName ?? null,
            phone: body.phone ?? null,
            level: 'company',
            companyId,
            password: hash,
            state: 1,
            createdBy: access.userId,
            updatedBy: access.userId,
          } as never)
          .returning({ id: users.id });
        await tx.insert(userRole).values({ userId: Number(user?.id), roleId });
        await bumpAccessVersion(tx);
        return { userId: Number(user?.id), username: body.username, companyId, roleId };
      });
      return shown ? { ...answer, initialPassword: shown } : answer;
    },
  }),
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
