import { idSchema, topMenuResource } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { findVisible } from '../../crud/crud-routes';
import { idList } from '../../crud/id-params';
import { mustSeeAll } from '../../crud/visible-rows';
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
    area: 'system',
    summary: 'Put exactly these menus under a top menu (choosing the top menu shows them in the sidebar)',
    permission: 'topMenu:edit',
    platformOnly: true,
    body: z.object({ topMenuId: idSchema, menuIds: idList }),
    labels: (k) => ({ topMenuId: { zh: '顶部菜单', en: 'Top menu' }, menuIds: { zh: '菜单', en: 'Menus' } })[k],
    handler: async ({ app, access, body }) => {
      const menuIds = [...new Set(body.menuIds)];
      await app.db.transaction(async (tx) => {
        mustSeeAll(
          await findVisible(tx, topMenuResource, access, [body.topMenuId]),
          [body.topMenuId],
          topMenuResource.label,
        );
        const menus = tableOf('sysAdminMenu');
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
    area: 'system',
    summary: 'The menus (without buttons) a top menu may hold',
    platformOnly: true,
    handler: async ({ app }) => toGrantTree(await liveMenus(app.db, false), (r) => r.kind === 'menu'),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/top-tree-keys`,
    area: 'system',
    summary: 'The ids of the menus under a top menu',
    platformOnly: true,
    query: z.object({ topMenuId: idSchema }),
    handler: async ({ app, access, query }) => {
      mustSeeAll(
        await findVisible(app.db, topMenuResource, access, [query.topMenuId]),
        [query.topMenuId],
        topMenuResource.label,
      );
      return menuIdsOfTopMenu(app.db, query.topMenuId);
    },
  }),
];
