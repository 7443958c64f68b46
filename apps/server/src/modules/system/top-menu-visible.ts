import type { Db } from '../../db/connection';
import { topMenuMenu } from '../../db/internal-tables';
import type { Access } from '../../platform/context';
import { userMenuTree } from './menu-tree';

/**
 * The top menus whose sidebar would show the user at least one page: the groups under a top menu that
 * the user's own sidebar keeps (granted, with a visible page).
 */
export async function visibleTopMenuIds(db: Db, access: Access): Promise<Set<number>> {
  const roots = new Set((await userMenuTree(db, access)).map((n) => n.id));
  const links = await db.select().from(topMenuMenu);
  return new Set(links.filter((l) => roots.has(l.menuId)).map((l) => l.topMenuId));
}
