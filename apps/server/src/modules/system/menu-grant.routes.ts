import { idSchema, roleResource } from '@parking/resources';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { visibleAll, visibleOne } from '../../crud/visible-rows';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { grantTree, liveMenus, menuIdsOfRoles, toGrantTree } from './grant-tree';
import { grantedMenuIds } from './menu-tree';

const section = 'system';
const roleIdsQuery = z.object({
  roleIds: idList.refine((a) => a.length > 0, { params: { msg: { zh: '不能为空', en: 'is required' } } }),
});

/** The spec names the same trees under three modules; all answer alike. */
const modules = ['sysmenu', 'sysAdminMenu', 'blade-system/menu'];

export const menuGrantRoutes: AnyRoute[] = [
  ...modules.map((m) =>
    defineRoute({
      method: 'GET',
      url: `/api/updown/${m}/grant-tree`,
      section,
      summary: 'Menus and buttons the caller may grant (with companyRole=true: those a company role may receive)',
      query: z.object({ companyRole: z.enum(['true', 'false']).optional() }),
      handler: async ({ app, access, query }) => grantTree(app.db, access, query.companyRole === 'true'),
    }),
  ),
  ...modules.map((m) =>
    defineRoute({
      method: 'GET',
      url: `/api/updown/${m}/role-tree-keys`,
      section,
      summary: 'Ids of the menus and buttons the roles hold',
      query: roleIdsQuery,
      handler: async ({ app, access, query }) => {
        const ids = [...new Set(query.roleIds)];
        await visibleAll(app.db, roleResource, access, ids);
        return menuIdsOfRoles(app.db, ids);
      },
    }),
  ),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysAdminMenu/role-grant-tree',
    section,
    summary: 'The grant dialog of one role: what it may receive from the caller, and what it holds',
    query: z.object({ roleId: idSchema }),
    handler: async ({ app, access, query }) => {
      const role = await visibleOne(app.db, roleResource, access, query.roleId);
      return {
        menu: await grantTree(app.db, access, role.companyId != null),
        keys: await menuIdsOfRoles(app.db, [query.roleId]),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysmenu/tree',
    section,
    summary: 'Every live menu and button as a tree (for a company user: those granted to them)',
    handler: async ({ app, access }) => {
      const own = await grantedMenuIds(app.db, access);
      return toGrantTree(await liveMenus(app.db, false), (r) => own === 'all' || own.has(r.id));
    },
  }),
];
