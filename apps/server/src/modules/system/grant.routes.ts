import { parkResource, roleResource, userResource } from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { findVisible } from '../../crud/crud-routes';
import { roleMenu, userParkGrant, userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { bumpAccessVersion } from '../../platform/auth/access';
import { forbidden, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { grantedMenuIds } from './menu-tree';

/** Ids as the spec sends them: a JSON array or a comma list. */
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(Number)
      : v,
  z.array(z.number().int().positive()).max(5000),
);

async function mustSeeAll(found: Record<string, unknown>[], ids: number[], what: { zh: string; en: string }) {
  const seen = new Set(found.map((r) => Number(r.id)));
  const missing = ids.filter((i) => !seen.has(i));
  if (missing.length) throw notFound(what, missing.join(','));
}

export const grantRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysrole/grant',
    area: 'system',
    summary: 'Give roles exactly these menus and buttons (no more than the granter has)',
    permission: 'sysrole:edit',
    body: z.object({ roleIds: idList.refine((a) => a.length > 0), menuIds: idList }),
    handler: async ({ app, access, body }) => {
      const menuIds = [...new Set(body.menuIds)];
      await app.db.transaction(async (tx) => {
        await mustSeeAll(await findVisible(tx, roleResource, access, body.roleIds), body.roleIds, roleResource.label);
        const menus = tableOf('sysAdminMenu');
        const live = menuIds.length
          ? await tx
              .select({ id: menus.id })
              .from(menus)
              .where(and(inArray(menus.id, menuIds), isNull(menus.deletedAt)))
          : [];
        await mustSeeAll(live, menuIds, { zh: '菜单', en: 'Menu' });
        const own = await grantedMenuIds(tx, access);
        const beyond = own === 'all' ? [] : menuIds.filter((m) => !own.has(m));
        if (beyond.length) {
          throw forbidden({
            zh: `不能授予自己没有的菜单：${beyond.join(',')}`,
            en: `cannot grant menus you do not have: ${beyond.join(',')}`,
          });
        }
        await tx.delete(roleMenu).where(inArray(roleMenu.roleId, body.roleIds));
        const rows = body.roleIds.flatMap((roleId) => menuIds.map((menuId) => ({ roleId, menuId })));
        if (rows.length) await tx.insert(roleMenu).values(rows);
        await bumpAccessVersion(tx);
      });
      return { roleIds: body.roleIds, menuIds };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysuser/grantRole',
    area: 'system',
    summary: 'Give a user exactly these roles',
    permission: 'sysuser:edit',
    body: z.object({ userId: z.coerce.number().int().positive(), roleIds: idList }),
    handler: async ({ app, access, body }) => {
      const roleIds = [...new Set(body.roleIds)];
      await app.db.transaction(async (tx) => {
        await mustSeeAll(await findVisible(tx, userResource, access, [body.userId]), [body.userId], userResource.label);
        if (roleIds.length)
          await mustSeeAll(await findVisible(tx, roleResource, access, roleIds), roleIds, roleResource.label);
        await tx.delete(userRole).where(eq(userRole.userId, body.userId));
        if (roleIds.length)
          await tx.insert(userRole).values(roleIds.map((roleId) => ({ userId: body.userId, roleId })));
        await bumpAccessVersion(tx);
      });
      return { userId: body.userId, roleIds };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysuser/getMyRole',
    area: 'system',
    summary: "The caller's own roles",
    handler: async ({ app, access }) => {
      const roles = tableOf('sysrole');
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
    area: 'monthly-cars',
    summary: 'Limit a user to these parks (an empty list lifts the limit)',
    permission: 'sysuser:edit',
    body: z.object({ userId: z.coerce.number().int().positive(), parkIds: idList }),
    handler: async ({ app, access, body }) => {
      const parkIds = [...new Set(body.parkIds)];
      await app.db.transaction(async (tx) => {
        await mustSeeAll(await findVisible(tx, userResource, access, [body.userId]), [body.userId], userResource.label);
        if (parkIds.length)
          await mustSeeAll(await findVisible(tx, parkResource, access, parkIds), parkIds, parkResource.label);
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
    area: 'monthly-cars',
    summary: 'The parks a user is limited to (empty: not limited)',
    query: z.object({ userId: z.coerce.number().int().positive() }),
    handler: async ({ app, access, query }) => {
      await mustSeeAll(
        await findVisible(app.db, userResource, access, [query.userId]),
        [query.userId],
        userResource.label,
      );
      const rows = await app.db
        .select({ parkId: userParkGrant.parkId })
        .from(userParkGrant)
        .where(eq(userParkGrant.userId, query.userId));
      return { userId: query.userId, parkIds: rows.map((r) => r.parkId) };
    },
  }),
];
