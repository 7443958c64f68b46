import type { Message } from '@parking/domain';
import {
  companyResource,
  enabledState,
  fieldLabel,
  fieldValueSchema,
  idSchema,
  userLevel,
  userResource,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { authSession, userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { forgetCachedSessions, mayUseCompany } from '../../platform/auth/access';
import { hashPassword, passwordProblem, randomPassword, verifyPassword } from '../../platform/auth/passwords';
import { accountKey, addressKey, throttled } from '../../platform/auth/throttle';
import { badRequest, forbidden } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { companyAdminRole } from './offline-admin';
import { replacePassword } from './user-password';

const passwordText = z.string().max(64).optional();
const ownLabels: Record<string, Message> = {
  userId: { zh: '用户', en: 'User' },
  companyId: { zh: '所属公司', en: 'Company' },
  password: { zh: '密码', en: 'Password' },
};
const userLabels = (k: string) => ownLabels[k] ?? fieldLabel(userResource, k);

const oldPasswordRefused = (minutes: number) => ({
  zh: `原密码(oldPassword): 错误次数过多，请 ${minutes} 分钟后再试`,
  en: `Old password(oldPassword): wrong too many times; try again in ${minutes} minutes`,
});

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
    section: 'system',
    summary: 'The users of a company as select options (default: every user the caller sees), at most 300',
    query: z.object({ companyId: optionalId }),
    handler: async ({ app, access, query }) => {
      const t = tableOf(userResource);
      const rows = await app.db
        .select({ id: t.id, username: t.username, realName: t.realName })
        .from(t)
        .where(
          and(visibleConditions(userResource, access), ...(query.companyId ? [eq(t.companyId, query.companyId)] : [])),
        )
        .orderBy(asc(t.username))
        .limit(300);
      return rows.map((r) => ({ label: r.realName || r.username, value: r.id, username: r.username }));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/resetUserPassword',
    section: 'system',
    summary: "Reset a user's password: to the one given (checked against the policy) or a new random one shown once",
    permission: 'sysuser:edit',
    body: z.object({ userId: idSchema, password: passwordText }),
    labels: userLabels,
    handler: async ({ app, access, body }) => {
      const { hash, shown } = await policyHash(body.password);
      await app.db.transaction(async (tx) => {
        await visibleOne(tx, userResource, access, body.userId);
        await replacePassword(tx, body.userId, hash, body.userId === access.userId ? access.sessionId : undefined);
      });
      return shown ? { userId: body.userId, newPassword: shown } : { userId: body.userId };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/createOfflineAdmin',
    section: 'system',
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
    handler: async (ctx) => {
      const { app, access, body } = ctx;
      return app.db.transaction(async (tx) => {
        const write = { ...ctx, tx };
        await visibleOne(tx, companyResource, access, body.companyId);
        const user = await saveRow(write, userResource, {
          username: body.username,
          realName: body.realName,
          phone: body.phone,
          password: body.password,
          level: userLevel.values.company,
          companyId: body.companyId,
          state: enabledState.values.enabled,
        });
        const roleId = await companyAdminRole(write, body.companyId);
        await tx.insert(userRole).values({ userId: user.row.id, roleId });
        const { initialPassword } = user.answer;
        return {
          userId: user.row.id,
          username: body.username,
          companyId: body.companyId,
          roleId,
          ...(initialPassword ? { initialPassword } : {}),
        };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/switchCompany',
    section: 'shell',
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
        if (access.level !== userLevel.values.platform)
          throw forbidden({ zh: '只有平台用户可以查看全部公司', en: 'only platform users may work for all companies' });
      } else {
        const companies = tableOf(companyResource);
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
    section: 'shell',
    summary:
      'Change the own password: the old one must match (wrong ones are throttled like sign-ins); other sessions are signed out',
    body: z.object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().max(128) }),
    labels: (k) =>
      ({ oldPassword: { zh: '原密码', en: 'Old password' }, newPassword: { zh: '新密码', en: 'New password' } })[k],
    ownTransactions: true,
    handler: async ({ app, access, body, ip, audit }) => {
      await throttled(app, [accountKey(access.username), addressKey(ip)], oldPasswordRefused, async () => {
        const users = tableOf(userResource);
        const [user] = await app.db.select().from(users).where(eq(users.id, access.userId));
        if (!user || !(await verifyPassword(user.password, body.oldPassword))) {
          throw badRequest({ zh: '原密码(oldPassword): 不正确', en: 'Old password(oldPassword): is not correct' });
        }
      });
      const problem = passwordProblem(body.newPassword);
      if (problem)
        throw badRequest({ zh: `新密码(newPassword): ${problem.zh}`, en: `New password(newPassword): ${problem.en}` });
      if (body.newPassword === body.oldPassword) {
        throw badRequest({
          zh: '新密码(newPassword): 不能与原密码相同',
          en: 'New password(newPassword): must differ from the old one',
        });
      }
      const hash = await hashPassword(body.newPassword);
      await app.db.transaction(async (tx) => {
        await replacePassword(tx, access.userId, hash, access.sessionId);
        await audit(tx);
      });
      return { changed: true };
    },
  }),
];
