import { adminMenuResource, idSchema, menuKind, topMenuResource } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { mustSeeAll, visibleOne } from '../../crud/visible-rows';
import { topMenuMenu } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { bumpAccessVersion } from '../../platform/auth/access';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { liveMenus, menuIdsOfTopMenu, toGrantTree } from './grant-tree';

const base = '/api/updown/topMenu';

export const topMenuRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/grant`,
    section: 'system',
    summary: 'Put exactly these menus under a top menu (choosing the top menu shows them in the sidebar)',
    permission: 'topMenu:edit',
    platformOnly: true,
    body: z.object({ topMenuId: idSchema, menuIds: idList }),
    labels: (k) => ({ topMenuId: { zh: '顶部菜单', en: 'Top menu' }, menuIds: { zh: '菜单', en: 'Menus' } })[k],
    handler: async ({ app, access, body }) => {
      const menuIds = [...new Set(body.menuIds)];
      await app.db.transaction(async (tx) => {
        await visibleOne(tx, topMenuResource, access, body.topMenuId);
        const menus = tableOf(adminMenuResource);
        const live = menuIds.length
          ? await tx
              .select({ id: menus.id })
              .from(menus)
              .where(and(inArray(menus.id, menuIds), isNull(menus.deletedAt)))
          : [];
        mustSeeAll(live, menuIds, { zh: '菜单', en: 'Menu' });
        await tx.delete(topMenuMenu).where(eq(topMenuMenu.topMenuId, body.topMenuId));
        if (menuIds.length)
          await tx.insert(topMenuMenu).values(menuIds.map((menuId) => ({ topMenuId: body.topMenuId, menuId })));
        await bumpAccessVersion(tx);
      });
      return { topMenuId: body.topMenuId, menuIds };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/grant-tree`,
    section: 'system',
    summary: 'The menus (without buttons) a top menu may hold',
    platformOnly: true,
    handler: async ({ app }) => toGrantTree(await liveMenus(app.db, false), (r) => r.kind === menuKind.values.menu),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/top-tree-keys`,
    section: 'system',
    summary: 'The ids of the menus under a top menu',
    platformOnly: true,
    query: z.object({ topMenuId: idSchema }),
    handler: async ({ app, access, query }) => {
      await visibleOne(app.db, topMenuResource, access, query.topMenuId);
      return menuIdsOfTopMenu(app.db, query.topMenuId);
    },
  }),
];
