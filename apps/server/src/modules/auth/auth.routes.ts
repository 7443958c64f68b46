import { randomInt } from 'node:crypto';
import { phoneProblem } from '@parking/domain';
import { enabledState, userResource } from '@parking/resources';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { smsCode } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { bearerToken, resolveAccess } from '../../platform/auth/access';
import {
  authenticateClient,
  checkPassword,
  openSession,
  refreshSession,
  revokeSession,
  signInThrottle,
} from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import { badRequest, tooMany, unauthorized } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { checkSmsCode } from './sms-code';
import { userInfo } from './user-info';

const base = '/api/api-uaa/oauth';
const section = 'auth';
const text = (max: number) => z.string().trim().min(1).max(max);
const credentials = z.object({ username: text(40), password: text(128) });
const phoneText = z.string().superRefine((v, ctx) => {
  const p = phoneProblem(v);
  if (p) ctx.addIssue({ code: 'custom', input: v, params: { msg: p } });
});
const codeTtlMs = 5 * 60_000;

const notConfigured = (what: string) =>
  badRequest({ zh: `未配置第三方登录：${what}`, en: `third-party sign-in is not configured: ${what}` });

export const authRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/user/token`,
    section,
    auth: 'public',
    summary: 'Sign in with account and password (Basic client credentials)',
    body: credentials,
    handler: async ({ app, req, body, ip }) => {
      const client = await authenticateClient(app, req.headers.authorization, ip);
      const user = await checkPassword(app, body.username, body.password, ip);
      return openSession(app, user, client, ip);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/tokenByCode`,
    section,
    auth: 'public',
    summary: 'Sign in with account, password and the verification code sent to the account phone',
    body: credentials.extend({ validCode: text(10), deviceId: z.string().max(100).optional() }),
    handler: async ({ app, req, body, ip }) => {
      const client = await authenticateClient(app, req.headers.authorization, ip);
      const user = await checkPassword(app, body.username, body.password, ip);
      if (!user.phone) throw badRequest({ zh: '该账号未绑定手机号', en: 'this account has no phone number' });
      await checkSmsCode(app, { phone: user.phone, purpose: 'login' }, { field: 'validCode', code: body.validCode });
      return openSession(app, user, client, ip);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/sendSmsCode`,
    section,
    auth: 'public',
    summary: 'Send a sign-in code by SMS to a phone (at most one a minute)',
    body: z.object({ phone: phoneText }),
    handler: async ({ app, req, body, ip }) => {
      await authenticateClient(app, req.headers.authorization, ip);
      const [recent] = await app.db
        .select({ id: smsCode.id })
        .from(smsCode)
        .where(and(eq(smsCode.phone, body.phone), gt(smsCode.createdAt, new Date(Date.now() - 60_000))))
        .limit(1);
      if (recent) throw tooMany({ zh: '验证码发送过于频繁，请稍后再试', en: 'a code was sent less than a minute ago' });
      const users = tableOf(userResource);
      const [user] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, body.phone), isNull(users.deletedAt)))
        .limit(1);
      // the answer is the same whether the phone belongs to a user or not
      if (user) {
        const code = String(randomInt(100_000, 1_000_000));
        await app.db.insert(smsCode).values({
          phone: body.phone,
          purpose: 'login',
          codeHash: hashToken(app.tokenSecret, code),
          expiresAt: new Date(Date.now() + codeTtlMs),
        });
        await app.sms.send(app.db, body.phone, `您的登录验证码是 ${code}，5 分钟内有效。`);
      }
      return { sent: true, resendAfterSeconds: 60 };
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/loginCode`,
    section,
    auth: 'public',
    summary: 'Sign in with a phone and the code sent to it',
    body: z.object({ phone: phoneText, code: text(10) }),
    secrets: ['code'],
    handler: async ({ app, req, body, ip }) => {
      const client = await authenticateClient(app, req.headers.authorization, ip);
      await signInThrottle(app, body.phone, ip, () =>
        checkSmsCode(app, { phone: body.phone, purpose: 'login' }, { field: 'code', code: body.code }),
      );
      const users = tableOf(userResource);
      const [user] = await app.db
        .select()
        .from(users)
        .where(and(eq(users.phone, body.phone), isNull(users.deletedAt), eq(users.state, enabledState.values.enabled)))
        .limit(1);
      if (!user) throw unauthorized({ zh: '该手机号没有可用账号', en: 'no active account has this phone' });
      return openSession(app, user, client, ip);
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/logintoken`,
    section,
    auth: 'public',
    summary: 'Open a new session from a valid token (the /tokenlogin page)',
    body: z.object({ token: text(200) }),
    handler: async ({ app, req, body, ip }) => {
      const client = await authenticateClient(app, req.headers.authorization, ip);
      const access = await resolveAccess(app, body.token);
      const users = tableOf(userResource);
      const [user] = await app.db.select().from(users).where(eq(users.id, access.userId));
      if (!user) throw unauthorized();
      return openSession(app, user, client, ip, access.activeCompanyId);
    },
  }),
  ...(['thirdtoken', 'loginThirdCode', 'openId/token'] as const).map((path) =>
    defineRoute({
      method: 'POST',
      url: `${base}/${path}`,
      section,
      auth: 'public',
      summary: 'Third-party sign-in (answers that no provider is configured until one is)',
      // a provider's authorisation code signs in once: as secret as a password
      secrets: ['code'],
      body: z.object({
        code: z.string().max(500).optional(),
        redirecturi: z.string().max(500).optional(),
        source: z.string().max(60).optional(),
      }),
      handler: async ({ body }) => {
        throw notConfigured(body.source ?? path);
      },
    }),
  ),
  defineRoute({
    method: 'POST',
    url: `${base}/user/refesh`,
    section,
    auth: 'public',
    summary: 'Trade a refresh token for new tokens (the spec spells it refesh)',
    body: z.object({ refreshToken: text(200).optional(), refresh_token: text(200).optional() }),
    handler: async ({ app, req, body, ip }) => {
      const client = await authenticateClient(app, req.headers.authorization, ip);
      const token = body.refreshToken ?? body.refresh_token;
      if (!token) throw badRequest({ zh: '刷新令牌(refreshToken): 不能为空', en: 'refreshToken: is required' });
      return refreshSession(app, client, token, ip);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/user/getUserInfo`,
    section,
    summary: 'The signed-in user, their roles and permission tree',
    handler: async ({ app, access }) => userInfo(app, access),
  }),
  ...(['remove/token', 'user/logout'] as const).map((path) =>
    defineRoute({
      method: 'GET',
      url: `${base}/${path}`,
      section,
      auth: 'public',
      mutating: false,
      summary: 'Sign out: the token stops working everywhere',
      handler: async ({ app, req }) => {
        const token = bearerToken(req.headers.authorization);
        if (token) {
          try {
            const access = await resolveAccess(app, token);
            await revokeSession(app, access.sessionId);
          } catch {
            // signing out with a dead token is already done
          }
        }
        return { signedOut: true };
      },
    }),
  ),
];
