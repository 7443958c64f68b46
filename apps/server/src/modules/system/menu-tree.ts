import { adminMenuResource, enabledState, menuKind, roleResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { roleMenu, topMenuMenu, userRole } from '../../db/internal-tables';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';

export type MenuRow = RowOf<typeof adminMenuResource>;

export type MenuNode = {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  icon: string | null;
  sort: MenuRow['sort'];
  query: string | null;
  group: string | null;
  code: string | null;
  kind: MenuRow['kind'];
  meta: { i18n: { zh: string; en: string }; roles: string[]; isAuth: boolean; isTab: boolean; keepAlive: boolean };
  children: MenuNode[];
};

/** Live, enabled menus with the codes of the roles granted each. */
export async function loadMenus(db: Db): Promise<{ rows: MenuRow[]; rolesOf: Map<number, string[]> }> {
  const menus = tableOf(adminMenuResource);
  const roles = tableOf(roleResource);
  const rows = await db
    .select()
    .from(menus)
    .where(and(isNull(menus.deletedAt), eq(menus.state, enabledState.values.enabled)))
    .orderBy(menus.sort, menus.id);
  const grants = await db
    .select({ menuId: roleMenu.menuId, code: roles.code })
    .from(roleMenu)
    .innerJoin(roles, eq(roles.id, roleMenu.roleId))
    .where(isNull(roles.deletedAt));
  const rolesOf = new Map<number, string[]>();
  for (const g of grants) rolesOf.set(g.menuId, [...(rolesOf.get(g.menuId) ?? []), g.code]);
  return { rows, rolesOf };
}

/** Menu ids the user's roles grant; 'all' for the platform administrator. */
export async function grantedMenuIds(db: Db, access: Access): Promise<Set<number> | 'all'> {
  if (access.permissions === 'all') return 'all';
  const rows = await db
    .selectDistinct({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .innerJoin(userRole, eq(userRole.roleId, roleMenu.roleId))
    .where(eq(userRole.userId, access.userId));
  return new Set(rows.map((r) => r.menuId));
}

export function buildTree(rows: MenuRow[], rolesOf: Map<number, string[]>, keep: (r: MenuRow) => boolean): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) {
    if (!keep(r)) continue;
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      path: r.path ?? '',
      icon: r.icon,
      sort: r.sort,
      query: r.query,
      group: r.path?.startsWith('/') ? `/${r.path.split('/')[1]}` : null,
      code: r.code,
      kind: r.kind,
      meta: {
        i18n: { zh: r.name, en: r.nameEn ?? r.name },
        roles: rolesOf.get(r.id) ?? [],
        isAuth: r.isAuth ?? true,
        isTab: r.isTab ?? true,
        keepAlive: r.keepAlive ?? true,
      },
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (n.parentId == null) roots.push(n);
  }
  return roots;
}

/** The sidebar of a user: granted menus (not buttons), under granted parents, without empty groups. */
export async function userMenuTree(db: Db, access: Access, topMenuId?: number): Promise<MenuNode[]> {
  const { rows, rolesOf } = await loadMenus(db);
  const granted = await grantedMenuIds(db, access);
  let inTop: Set<number> | null = null;
  if (topMenuId !== undefined) {
    const links = await db
      .select({ menuId: topMenuMenu.menuId })
      .from(topMenuMenu)
      .where(eq(topMenuMenu.topMenuId, topMenuId));
    inTop = new Set(links.map((l) => l.menuId));
  }
  const tree = buildTree(
    rows,
    rolesOf,
    (r) => r.kind === menuKind.values.menu && (granted === 'all' || granted.has(r.id)),
  );
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .map((n) => ({ ...n, children: prune(n.children) }))
      .filter((n) => n.children.length > 0 || (n.path !== '' && !isGroupOnly(n)));
  const top = inTop;
  const roots = top ? tree.filter((n) => top.has(n.id)) : tree;
  return prune(roots);
}

const isGroupOnly = (n: MenuNode) => n.parentId == null && n.path.split('/').filter(Boolean).length <= 1;

export type PermissionNode = { code: string; children: PermissionNode[] };

/** The permission tree of user info: menus by path, buttons by permission code. */
export async function permissionTree(db: Db, access: Access): Promise<PermissionNode[]> {
  const { rows, rolesOf } = await loadMenus(db);
  const granted = await grantedMenuIds(db, access);
  const tree = buildTree(rows, rolesOf, (r) => granted === 'all' || granted.has(r.id));
  const toPerm = (n: MenuNode): PermissionNode => ({ code: n.code ?? n.path, children: n.children.map(toPerm) });
  return tree.map(toPerm);
}
