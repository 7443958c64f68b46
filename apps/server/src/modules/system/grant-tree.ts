import { adminMenuResource, enabledState } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { roleMenu, topMenuMenu } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { grantedMenuIds, type MenuRow } from './menu-tree';

/** A node of the trees the grant dialogs show: key and value are the menu id. */
export type GrantNode = {
  id: number;
  key: number;
  value: number;
  parentId: number | null;
  title: string;
  titleEn: string | null;
  kind: MenuRow['kind'];
  code: string | null;
  path: string | null;
  icon: string | null;
  platformOnly: boolean;
  children: GrantNode[];
};

export async function liveMenus(db: Db, enabledOnly: boolean): Promise<MenuRow[]> {
  const menus = tableOf(adminMenuResource);
  return db
    .select()
    .from(menus)
    .where(and(isNull(menus.deletedAt), ...(enabledOnly ? [eq(menus.state, enabledState.values.enabled)] : [])))
    .orderBy(menus.sort, menus.id);
}

/** Menus marked for the platform only, with everything under them. */
export function platformOnlyIds(rows: MenuRow[]): Set<number> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Set<number>();
  for (const r of rows) {
    let cur: MenuRow | undefined = r;
    const seen = new Set<number>();
    while (cur && !seen.has(cur.id)) {
      if (cur.platformOnly) {
        out.add(r.id);
        break;
      }
      seen.add(cur.id);
      cur = cur.parentId != null ? byId.get(cur.parentId) : undefined;
    }
  }
  return out;
}

export function toGrantTree(rows: MenuRow[], keep: (r: MenuRow) => boolean): GrantNode[] {
  const nodes = new Map<number, GrantNode>();
  for (const r of rows) {
    if (!keep(r)) continue;
    nodes.set(r.id, {
      id: r.id,
      key: r.id,
      value: r.id,
      parentId: r.parentId,
      title: r.name,
      titleEn: r.nameEn,
      kind: r.kind,
      code: r.code,
      path: r.path,
      icon: r.icon,
      platformOnly: !!r.platformOnly,
      children: [],
    });
  }
  const roots: GrantNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/**
 * What the caller may hand out: their own menus and buttons (everything for the platform administrator),
 * without the platform's own menus when the roles belong to a company.
 */
export async function grantTree(db: Db, access: Access, forCompanyRole: boolean): Promise<GrantNode[]> {
  const rows = await liveMenus(db, true);
  const own = await grantedMenuIds(db, access);
  const blocked = forCompanyRole ? platformOnlyIds(rows) : new Set<number>();
  return toGrantTree(rows, (r) => (own === 'all' || own.has(r.id)) && !blocked.has(r.id));
}

export async function menuIdsOfRoles(db: Db, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .where(inArray(roleMenu.roleId, roleIds));
  return rows.map((r) => r.menuId).sort((a, b) => a - b);
}

export async function menuIdsOfTopMenu(db: Db, topMenuId: number): Promise<number[]> {
  const rows = await db
    .select({ menuId: topMenuMenu.menuId })
    .from(topMenuMenu)
    .where(eq(topMenuMenu.topMenuId, topMenuId));
  return rows.map((r) => r.menuId).sort((a, b) => a - b);
}
