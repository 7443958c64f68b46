import { enabledState, roleResource, userResource } from '@parking/resources';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { roleMenu, userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { grantsEverything } from '../../platform/auth/access';
import { badRequest } from '../../platform/errors';
import { checkAdminsRemain } from './last-admin';

registerHooks(roleResource, {
  async afterSubmit({ tx }, row, existing) {
    const keepsAll = row.state === enabledState.values.enabled && grantsEverything(row);
    if (existing && grantsEverything(existing) && !keepsAll) await checkAdminsRemain(tx);
  },
  async beforeRemove({ tx }, rows) {
    if (rows.some(grantsEverything)) {
      throw badRequest({ zh: '平台管理员角色不能删除', en: 'the platform administrator role cannot be removed' });
    }
    const users = tableOf(userResource);
    const holders = await tx
      .select({ roleId: userRole.roleId, n: sql<number>`count(*)::int` })
      .from(userRole)
      .innerJoin(users, eq(users.id, userRole.userId))
      .where(
        and(
          inArray(
            userRole.roleId,
            rows.map((r) => r.id),
          ),
          isNull(users.deletedAt),
        ),
      )
      .groupBy(userRole.roleId);
    if (holders.length) {
      const names = holders.map((h) => `${rows.find((r) => r.id === h.roleId)?.name ?? h.roleId} (${h.n})`).join(', ');
      throw badRequest({
        zh: `角色仍被用户使用，请先收回：${names}`,
        en: `roles still held by users; take them back first: ${names}`,
      });
    }
  },
  async afterRemove({ tx }, rows) {
    const ids = rows.map((r) => r.id);
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, ids));
    await tx.delete(userRole).where(inArray(userRole.roleId, ids));
  },
});
