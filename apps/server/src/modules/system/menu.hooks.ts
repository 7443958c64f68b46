import { adminMenuResource, topMenuResource } from '@parking/resources';
import { and, inArray, isNull, notInArray } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { roleMenu, topMenuMenu } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

registerHooks(adminMenuResource, {
  async beforeRemove({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    const menus = tableOf(adminMenuResource);
    const children = await tx
      .select({ id: menus.id, name: menus.name })
      .from(menus)
      .where(and(inArray(menus.parentId, ids), notInArray(menus.id, ids), isNull(menus.deletedAt)))
      .limit(5);
    if (children.length) {
      const names = children.map((c) => c.name).join(', ');
      throw badRequest({ zh: `请先删除下级菜单：${names}`, en: `remove the sub-menus first: ${names}` });
    }
  },
  async afterRemove({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    await tx.delete(roleMenu).where(inArray(roleMenu.menuId, ids));
    await tx.delete(topMenuMenu).where(inArray(topMenuMenu.menuId, ids));
  },
});

registerHooks(topMenuResource, {
  async afterRemove({ tx }, rows) {
    await tx.delete(topMenuMenu).where(
      inArray(
        topMenuMenu.topMenuId,
        rows.map((r) => r.id),
      ),
    );
  },
});
