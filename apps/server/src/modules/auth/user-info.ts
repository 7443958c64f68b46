import { companyResource, userResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
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
    permission: await permissionTree(app.db, access),
  };
}
