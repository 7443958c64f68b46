import { clientResource, enabledState, userResource } from '@parking/resources';
import { and, eq, sql } from 'drizzle-orm';
import { authSession } from '../../db/internal-tables';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { forgetCachedSessions } from './access';
import { verifyPassword } from './passwords';
import { accountKey, addressKey, throttled } from './throttle';
import { hashToken, newToken } from './tokens';

const users = () => tableOf(userResource);
const clients = () => tableOf(clientResource);

export type TokenAnswer = {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  sysUserRecordId: number;
  username: string;
  realName: string | null;
};

export type Client = { clientId: string; accessTtl: number; refreshTtl: number };

const signInRefused = (minutes: number) => ({
  zh: `登录失败次数过多，请 ${minutes} 分钟后再试`,
  en: `too many failed sign-ins; try again in ${minutes} minutes`,
});

/** Sign-ins (by password or by a code sent to a phone) are throttled per account and per address. */
export const signInThrottle = <T>(app: AppContext, account: string, ip: string, check: () => Promise<T>) =>
  throttled(app, [accountKey(account), addressKey(ip)], signInRefused, check);

/** Token calls name their application with HTTP Basic credentials; wrong secrets are throttled per address. */
export async function authenticateClient(app: AppContext, header: string | undefined, ip: string): Promise<Client> {
  const bad = unauthorized({ zh: '客户端认证失败', en: 'client authentication failed' });
  const m = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!m?.[1]) throw bad;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw bad;
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const refused = (minutes: number) => ({
    zh: `客户端认证失败次数过多，请 ${minutes} 分钟后再试`,
    en: `too many failed client authentications; try again in ${minutes} minutes`,
  });
  return throttled(app, [addressKey(ip)], refused, async () => {
    const t = clients();
    const [row] = await app.db
      .select()
      .from(t)
      .where(and(eq(t.clientId, clientId), sql`${t.deletedAt} is null`, eq(t.state, enabledState.values.enabled)));
    if (!row?.clientSecret || !(await verifyPassword(row.clientSecret, secret))) throw bad;
    return {
      clientId,
      accessTtl: Math.min(Number(row.accessTokenValidity ?? app.config.accessTokenTtl), app.config.accessTokenTtl),
      refreshTtl: Number(row.refreshTokenValidity ?? app.config.refreshTokenTtl),
    };
  });
}

const wrongCredentials = () => unauthorized({ zh: '用户名或密码错误', en: 'wrong account or password' });

/** Checks an account and password, with throttling; answers the user row. */
export function checkPassword(app: AppContext, username: string, password: string, ip: string) {
  return signInThrottle(app, username, ip, async () => {
    const t = users();
    const [user] = await app.db
      .select()
      .from(t)
      .where(and(eq(t.username, username), sql`${t.deletedAt} is null`));
    const good =
      user?.password && user.state === enabledState.values.enabled && (await verifyPassword(user.password, password));
    if (!user || !good) throw wrongCredentials();
    return user;
  });
}

export async function openSession(
  app: AppContext,
  user: Pick<RowOf<typeof userResource>, 'id' | 'companyId' | 'username' | 'realName'>,
  client: Client,
  ip: string,
  activeCompanyId?: number | null,
): Promise<TokenAnswer> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  await app.db.insert(authSession).values({
    accessHash: hashToken(app.tokenSecret, accessToken),
    refreshHash: hashToken(app.tokenSecret, refreshToken),
    userId: user.id,
    clientId: client.clientId,
    activeCompanyId: activeCompanyId !== undefined ? activeCompanyId : user.companyId,
    accessExpiresAt: new Date(now + client.accessTtl * 1000),
    refreshExpiresAt: new Date(now + client.refreshTtl * 1000),
    ip: ip.slice(0, 64),
  });
  const t = users();
  await app.db.update(t).set({ lastLoginAt: new Date() }).where(eq(t.id, user.id));
  return {
    accessToken,
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: client.accessTtl,
    sysUserRecordId: user.id,
    username: user.username,
    realName: user.realName,
  };
}

/** Trades a refresh token for new tokens; the old pair stops working. */
export async function refreshSession(app: AppContext, client: Client, refreshToken: string, ip: string) {
  const hash = hashToken(app.tokenSecret, refreshToken);
  return app.db.transaction(async (tx) => {
    const [s] = await tx.select().from(authSession).where(eq(authSession.refreshHash, hash)).for('update');
    if (!s || s.revokedAt || s.refreshExpiresAt.getTime() <= Date.now() || s.clientId !== client.clientId) {
      throw unauthorized({ zh: '刷新令牌无效或已过期', en: 'refresh token is invalid or expired' });
    }
    await tx.update(authSession).set({ revokedAt: new Date() }).where(eq(authSession.id, s.id));
    forgetCachedSessions();
    const t = users();
    const [user] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, s.userId), sql`${t.deletedAt} is null`, eq(t.state, enabledState.values.enabled)));
    if (!user) throw unauthorized();
    return openSession({ ...app, db: tx }, user, client, ip, s.activeCompanyId);
  });
}

export async function revokeSession(app: AppContext, sessionId: number): Promise<void> {
  forgetCachedSessions();
  await app.db.update(authSession).set({ revokedAt: new Date() }).where(eq(authSession.id, sessionId));
}

export async function revokeUserSessions(app: Pick<AppContext, 'db'>, userId: number, exceptSessionId?: number) {
  forgetCachedSessions();
  await app.db
    .update(authSession)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSession.userId, userId),
        sql`${authSession.revokedAt} is null`,
        exceptSessionId ? sql`${authSession.id} <> ${exceptSessionId}` : sql`true`,
      ),
    );
}
