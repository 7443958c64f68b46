import { enabledState, roleResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { roleMenu } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { type GrantNode, grantTree, menuIdsOfRoles } from './grant-tree';

export const companyAdminCode = 'company_admin';

const flatten = (nodes: GrantNode[]): number[] => nodes.flatMap((n) => [n.id, ...flatten(n.children)]);

/**
 * The administrator role of a company, made when it has none: named like the platform's template role
 * and granted its menus, within what the caller may grant and the company may use.
 */
export async function companyAdminRole(ctx: WriteCtx, companyId: number): Promise<number> {
  const { tx, access } = ctx;
  const roles = tableOf(roleResource);
  const [own] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.code, companyAdminCode), isNull(roles.deletedAt)))
    .limit(1);
  if (own) return own.id;
  const [template] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(isNull(roles.companyId), eq(roles.code, companyAdminCode), isNull(roles.deletedAt)))
    .limit(1);
  const allowed = new Set(flatten(await grantTree(tx, access, true)));
  const wanted = template ? await menuIdsOfRoles(tx, [template.id]) : [...allowed];
  const menuIds = wanted.filter((m) => allowed.has(m));
  const { row: role } = await saveRow(ctx, roleResource, {
    companyId,
    name: template?.name ?? '公司管理员',
    code: companyAdminCode,
    remark: '本公司的全部业务',
    sort: 2,
    state: enabledState.values.enabled,
  });
  if (menuIds.length) await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
  return role.id;
}
