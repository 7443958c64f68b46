import { companyResource, roleResource, userResource } from '@parking/resources';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { permissionTree } from '../system/menu-tree';

export async function userInfo(app: AppContext, access: Access) {
  const users = tableOf(userResource);
  const companies = tableOf(companyResource);
  const [user] = await app.db.select().from(users).where(eq(users.id, access.userId));
  const companyId = access.activeCompanyId;
  const [company] = companyId
    ? await app.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
    : [];
  const roles = tableOf(roleResource);
  const named = access.roles.length
    ? await app.db
        .select({ code: roles.code, zh: roles.name, en: roles.nameEn })
        .from(userRole)
        .innerJoin(roles, eq(roles.id, userRole.roleId))
        .where(and(eq(userRole.userId, access.userId), inArray(roles.code, access.roles), isNull(roles.deletedAt)))
        .orderBy(asc(roles.sort), asc(roles.id))
    : [];
  return {
    userInfo: {
      id: access.userId,
      sysUserRecordId: access.userId,
      username: access.username,
      realName: user?.realName ?? null,
      phone: user?.phone ?? null,
      level: access.level,
      companyId: access.companyId,
      activeCompanyId: access.activeCompanyId,
      companyName: company?.name ?? null,
      parkIds: access.parkIds,
    },
    roles: access.roles,
    /** The roles as people call them, in both languages. */
    roleNames: named.map((r) => ({ code: r.code, zh: r.zh, en: r.en || r.zh })),
    permission: await permissionTree(app.db, access),
  };
}
