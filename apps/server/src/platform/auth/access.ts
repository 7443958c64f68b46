import {
  adminMenuResource,
  companyResource,
  enabledState,
  roleResource,
  userLevel,
  userResource,
} from '@parking/resources';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterCommit } from '../../db/actor';
import { type Db, rowsOf } from '../../db/connection';
import { appSetting, authSession, roleMenu, userCompanyGrant, userParkGrant, userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../context';
import { unauthorized } from '../errors';
import { processCache } from '../process-caches';
import { hashToken } from './tokens';

const accessVersionKey = 'access_version';

/** Roles, menus, grants and companies changed: every cached access is rebuilt on its next request. */
export async function bumpAccessVersion(db: Db): Promise<void> {
  forgetCachedSessions();
  await db
    .insert(appSetting)
    .values({ key: accessVersionKey, value: 1 })
    .onConflictDoUpdate({
      target: appSetting.key,
      set: { value: sql`to_jsonb((${appSetting.value} #>> '{}')::bigint + 1)`, updatedAt: sql`now()` },
    });
}

/**
 * A role grants every permission only as a platform role flagged so (the platform administrator's, seeded;
 * the flag is never written through the API), and only to a platform user. A role's name or code, which a
 * company chooses freely, grants nothing.
 */
export const grantsEverything = (role: { companyId: number | null; allPermissions: boolean | null }): boolean =>
  role.companyId === null && role.allPermissions === true;

type Grants = Pick<Access, 'roles' | 'permissions' | 'companies' | 'parkIds'>;
const grantsCache = processCache<number, { version: string; grants: Grants }>();

async function loadGrants(db: Db, userId: number, level: Access['level'], companyId: number | null): Promise<Grants> {
  const roles = tableOf(roleResource);
  const menus = tableOf(adminMenuResource);
  const companies = tableOf(companyResource);
  const roleRows = await db
    .select({ id: roles.id, code: roles.code, companyId: roles.companyId, allPermissions: roles.allPermissions })
    .from(userRole)
    .innerJoin(roles, eq(roles.id, userRole.roleId))
    .where(and(eq(userRole.userId, userId), isNull(roles.deletedAt), eq(roles.state, enabledState.values.enabled)));
  let permissions: Grants['permissions'] = 'all';
  const everything = level === userLevel.values.platform && roleRows.some(grantsEverything);
  if (!everything) {
    const roleIds = roleRows.map((r) => r.id);
    const codes = roleIds.length
      ? await db
          .selectDistinct({ code: menus.code })
          .from(roleMenu)
          .innerJoin(menus, eq(menus.id, roleMenu.menuId))
          .where(and(inArray(roleMenu.roleId, roleIds), isNull(menus.deletedAt), sql`${menus.code} is not null`))
      : [];
    permissions = new Set(codes.flatMap((c) => (c.code == null ? [] : [c.code])));
  }
  let visible: Grants['companies'] = 'all';
  if (level !== 'platform') {
    const granted = await db
      .select({ id: userCompanyGrant.companyId })
      .from(userCompanyGrant)
      .where(eq(userCompanyGrant.userId, userId));
    const roots = [...new Set([companyId, ...granted.map((g) => g.id)].filter((x): x is number => x != null))];
    visible = [];
    if (roots.length) {
      // a company's users also work for its subsidiaries
      const rows = await db.execute<{ id: string | number }>(sql`
        with recursive tree(id) as (
          select id from ${companies} where id in ${roots} and deleted_at is null
          union
          select c.id from ${companies} c join tree t on c.parent_id = t.id where c.deleted_at is null
        ) select id from tree`);
      visible = rowsOf<{ id: string | number }>(rows).map((r) => Number(r.id));
    }
  }
  const parks = await db
    .select({ id: userParkGrant.parkId })
    .from(userParkGrant)
    .where(eq(userParkGrant.userId, userId));
  return {
    roles: roleRows.map((r) => r.code),
    permissions,
    companies: visible,
    parkIds: parks.length ? parks.map((p) => p.id) : null,
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

type SessionRow = Awaited<ReturnType<typeof readSession>>;

/**
 * Sessions read in the last two seconds, so a busy console does not pay a database round trip per
 * call. Every change to sessions, users or grants on this instance empties it at once; another
 * instance sees such a change within the two seconds.
 */
const sessionCache = processCache<string, { at: number; row: NonNullable<SessionRow> }>();
const sessionCacheMs = 2000;

/** Roles, grants or sessions changed: forgotten now, and again once the change is committed. */
export function forgetCachedSessions(): void {
  sessionCache.clear();
  afterCommit(() => sessionCache.clear());
}

async function cachedSession(app: AppContext, hash: string): Promise<SessionRow> {
  const now = Date.now();
  const hit = sessionCache.get(hash);
  if (hit && now - hit.at < sessionCacheMs) return hit.row;
  const row = await readSession(app, hash);
  if (row) {
    if (sessionCache.size > 10_000) sessionCache.clear();
    sessionCache.set(hash, { at: now, row });
  }
  return row;
}

async function readSession(app: AppContext, hash: string) {
  const users = tableOf(userResource);
  const [row] = await app.db
    .select({
      sessionId: authSession.id,
      userId: authSession.userId,
      activeCompanyId: authSession.activeCompanyId,
      expiresAt: authSession.accessExpiresAt,
      revokedAt: authSession.revokedAt,
      username: users.username,
      level: users.level,
      companyId: users.companyId,
      sellerId: users.sellerId,
      state: users.state,
      deletedAt: users.deletedAt,
      version: sql<string>`(select value #>> '{}' from app_setting where key = ${accessVersionKey})`,
    })
    .from(authSession)
    .innerJoin(users, eq(users.id, authSession.userId))
    .where(eq(authSession.accessHash, hash));
  return row;
}

/** Who holds this token, with what they may see and do; 401 when the token is unknown, expired or revoked. */
export async function resolveAccess(app: AppContext, token: string | null): Promise<Access> {
  if (!token) throw unauthorized({ zh: '请先登录', en: 'please sign in first' });
  const row = await cachedSession(app, hashToken(app.tokenSecret, token));
  if (
    !row ||
    row.revokedAt ||
    row.expiresAt.getTime() <= Date.now() ||
    row.deletedAt ||
    row.state !== enabledState.values.enabled
  ) {
    throw unauthorized();
  }
  const { userId, companyId } = row;
  const level = row.level ?? userLevel.values.company;
  const version = `${row.version ?? '0'}`;
  let cached = grantsCache.get(userId);
  if (!cached || cached.version !== version) {
    const grants = await loadGrants(app.db, userId, level, companyId);
    cached = { version, grants };
    grantsCache.set(userId, cached);
  }
  return {
    sessionId: row.sessionId,
    userId,
    username: row.username,
    level,
    companyId,
    activeCompanyId: row.activeCompanyId ?? (level === 'platform' ? null : companyId),
    ...cached.grants,
    sellerId: row.sellerId ?? null,
  };
}

export const hasPermission = (access: Access, code: string): boolean =>
  access.permissions === 'all' || access.permissions.has(code);

export const mayUseCompany = (access: Access, companyId: number): boolean =>
  access.companies === 'all' || access.companies.includes(companyId);
