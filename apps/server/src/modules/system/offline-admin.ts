import { and, eq, isNull } from 'drizzle-orm';
import { roleMenu } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { type GrantNode, grantTree, menuIdsOfRoles } from './grant-tree';

export const companyAdminCode = 'company_admin';

const flatten = (nodes: GrantNode[]): number[] => nodes.flatMap((n) => [n.id, ...flatten(n.children)]);

/**
 * The administrator role of a company, made when it has none: named like the platform's template role
 * and granted its menus, within what the caller may grant and the company may use.
 */
export async function companyAdminRole(tx: Tx, access: Access, companyId: number): Promise<number> {
  const roles = tableOf('sysrole');
  const [own] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.code, companyAdminCode), isNull(roles.deletedAt)))
    .limit(1);
  if (own) return Number(own.id);
  const [template] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(isNull(roles.companyId), eq(roles.code, companyAdminCode), isNull(roles.deletedAt)))
    .limit(1);
  const allowed = new Set(flatten(await grantTree(tx, access, true)));
  const wanted = template ? await menuIdsOfRoles(tx, [Number(template.id)]) : [...allowed];
  const menuIds = wanted.filter((m) => allowed.has(m));
  const [role] = await tx
    .insert(roles)
    .values({
      companyId,
      name: template?.name ?? '公司管理员',
      code: companyAdminCode,
      remark: '本公司的全部业务',
      sort: 2,
      state: 1,
      createdBy: access.userId,
      updatedBy: access.userId,
    } as never)
    .returning({ id: roles.id });
  const roleId = Number(role?.id);
  if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  return roleId;
}
