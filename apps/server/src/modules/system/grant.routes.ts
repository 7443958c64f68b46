import { parkResource, roleResource, userLevel, userResource } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { mustSeeAll, visibleAll, visibleOne } from '../../crud/visible-rows';
import { roleMenu, userParkGrant, userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { bumpAccessVersion, grantsEverything } from '../../platform/auth/access';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, forbidden } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { liveMenus, platformOnlyIds } from './grant-tree';
import { checkAdminsRemain } from './last-admin';
import { grantedMenuIds } from './menu-tree';

/**
 * Gives roles exactly these menus and buttons: no more than the granter has, and to a company's role
 * nothing the platform keeps for itself.
 */
async function grantMenus(app: AppContext, access: Access, roleIds: number[], menuIds: number[]) {
  await app.db.transaction(async (tx) => {
    const roles = await visibleAll(tx, roleResource, access, roleIds);
    const rows = await liveMenus(tx, false);
    const live = new Set(rows.map((r) => r.id));
    mustSeeAll(
      menuIds.filter((m) => live.has(m)).map((id) => ({ id })),
      menuIds,
      { zh: '菜单', en: 'Menu' },
    );
    const own = await grantedMenuIds(tx, access);
    const beyond = own === 'all' ? [] : menuIds.filter((m) => !own.has(m));
    if (beyond.length) {
      throw forbidden({
        zh: `不能授予自己没有的菜单：${beyond.join(',')}`,
        en: `cannot grant menus you do not have: ${beyond.join(',')}`,
      });
    }
    if (roles.some((r) => r.companyId != null)) {
      const blocked = platformOnlyIds(rows);
      const refused = menuIds.filter((m) => blocked.has(m));
      if (refused.length) {
        throw badRequest({
          zh: `菜单(menuIds): ${refused.join(',')} 仅供平台使用，不能授予公司的角色`,
          en: `Menus(menuIds): ${refused.join(',')} are for the platform only and cannot be granted to a company's role`,
        });
      }
    }
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
    const links = roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId })));
    if (links.length) await tx.insert(roleMenu).values(links);
    await bumpAccessVersion(tx);
  });
  return { roleIds, menuIds };
}

const roleGrantBody = z.object({
  roleIds: idList.refine((a) => a.length > 0, { params: { msg: { zh: '不能为空', en: 'is required' } } }),
  menuIds: idList,
});
const roleGrantLabels = (k: string) =>
  ({ roleIds: { zh: '角色', en: 'Roles' }, menuIds: { zh: '菜单', en: 'Menus' } })[k];

const roleGrantRoute = (url: string, summary: string) =>
  defineRoute({
    method: 'POST',
    url,
    section: 'system',
    summary,
    permission: 'sysrole:edit',
    body: roleGrantBody,
    labels: roleGrantLabels,
    handler: ({ app, access, body }) => grantMenus(app, access, [...new Set(body.roleIds)], [...new Set(body.menuIds)]),
  });

export const grantRoutes: AnyRoute[] = [
  roleGrantRoute(
    '/api/updown/sysrole/grant',
    'Give roles exactly these menus and buttons (no more than the granter has)',
  ),
  roleGrantRoute('/api/updown/sysAdminRole/grant', 'Give roles exactly these console menus and buttons'),
  roleGrantRoute('/api/updown/blade-system/role/grant', 'Give roles exactly these menus and buttons (blade path)'),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/grantRole',
    section: 'system',
    summary: 'Give a user exactly these roles (the last platform administrator keeps theirs)',
    permission: 'sysuser:edit',
    body: z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), roleIds: idList }),
    labels: (k) => ({ userId: { zh: '用户', en: 'User' }, roleIds: { zh: '角色', en: 'Roles' } })[k],
    handler: async ({ app, access, body }) => {
      const roleIds = [...new Set(body.roleIds)];
      await app.db.transaction(async (tx) => {
        const user = await visibleOne(tx, userResource, access, body.userId);
        const roles = roleIds.length ? await visibleAll(tx, roleResource, access, roleIds) : [];
        const foreign = roles.filter((r) => r.companyId != null && r.companyId !== user.companyId);
        if (foreign.length) {
          throw badRequest({
            zh: `角色(roleIds): ${foreign.map((r) => r.id).join(',')} 属于其他公司`,
            en: `Roles(roleIds): ${foreign.map((r) => r.id).join(',')} belong to another company`,
          });
        }
        if (user.level !== userLevel.values.platform && roles.some(grantsEverything)) {
          throw badRequest({
            zh: '角色(roleIds): 平台管理员角色只能给平台用户',
            en: 'Roles(roleIds): the platform administrator role is for platform users only',
          });
        }
        await tx.delete(userRole).where(eq(userRole.userId, body.userId));
        if (roleIds.length)
          await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId: body.userId, roleId })));
        await checkAdminsRemain(tx);
        await bumpAccessVersion(tx);
      });
      return { userId: body.userId, roleIds };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysuser/getMyRole',
    section: 'system',
    summary: "The caller's own roles",
    handler: async ({ app, access }) => {
      const roles = tableOf(roleResource);
      return app.db
        .select({ id: roles.id, name: roles.name, code: roles.code })
        .from(userRole)
        .innerJoin(roles, eq(roles.id, userRole.roleId))
        .where(and(eq(userRole.userId, access.userId), isNull(roles.deletedAt)));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/ParkUserGrant/submit',
    section: 'monthly-cars',
    summary: 'Limit a user to these parks (an empty list lifts the limit)',
    permission: 'sysuser:edit',
    body: z.object({ userId: z.coerce.number().int().positive(), parkIds: idList }),
    handler: async ({ app, access, body }) => {
      const parkIds = [...new Set(body.parkIds)];
      await app.db.transaction(async (tx) => {
        await visibleOne(tx, userResource, access, body.userId);
        if (parkIds.length) await visibleAll(tx, parkResource, access, parkIds);
        await tx.delete(userParkGrant).where(eq(userParkGrant.userId, body.userId));
        if (parkIds.length)
          await tx.insert(userParkGrant).values(parkIds.map((parkId) => ({ userId: body.userId, parkId })));
        await bumpAccessVersion(tx);
      });
      return { userId: body.userId, parkIds };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/ParkUserGrant/detail',
    section: 'monthly-cars',
    summary: 'The parks a user is limited to (empty: not limited)',
    query: z.object({ userId: z.coerce.number().int().positive() }),
    handler: async ({ app, access, query }) => {
      await visibleOne(app.db, userResource, access, query.userId);
      const rows = await app.db
        .select({ parkId: userParkGrant.parkId })
        .from(userParkGrant)
        .where(eq(userParkGrant.userId, query.userId));
      return { userId: query.userId, parkIds: rows.map((r) => r.parkId) };
    },
  }),
];
