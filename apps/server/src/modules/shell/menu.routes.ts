import { idSchema, topMenuResource } from '@parking/resources';
import { asc, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { userMenuTree } from '../system/menu-tree';
import { visibleTopMenuIds } from '../system/top-menu-visible';

const section = 'auth';

export const menuRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysAdminMenu/routes',
    section: 'shell',
    summary: "The signed-in user's sidebar menu tree",
    handler: async ({ app, access }) => userMenuTree(app.db, access),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysAdminMenu/buttons',
    section,
    summary: "The user's button permission codes ('*' means all)",
    handler: async ({ access }) => (access.permissions === 'all' ? ['*'] : [...access.permissions].sort()),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysAdminMenu/routesParentIdTop',
    section,
    summary: 'The menu tree under one top menu',
    query: z.object({ parentId: idSchema }),
    handler: async ({ app, access, query }) => userMenuTree(app.db, access, query.parentId),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/topMenu/listAll',
    section,
    summary: 'The top menus under which the user has at least one page, in order',
    handler: async ({ app, access }) => {
      const t = tableOf(topMenuResource);
      const rows = await app.db.select().from(t).where(isNull(t.deletedAt)).orderBy(asc(t.sort), asc(t.id));
      const visible = await visibleTopMenuIds(app.db, access);
      return rows
        .filter((r) => visible.has(r.id))
        .map((r) => ({
          id: r.id,
          topId: r.id,
          name: r.name,
          nameEn: r.nameEn,
          icon: r.icon,
          path: r.path,
          sort: r.sort,
        }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysAdminMenu/chekshowhome',
    section: 'reports',
    summary: 'Whether the home dashboard is shown for the user (the spec spells it chek)',
    handler: async ({ app, access }) => {
      const tree = await userMenuTree(app.db, access);
      return { show: tree.length > 0 };
    },
  }),
];
