import { enabledState, roleResource, userLevel, userResource } from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

/**
 * Run inside a change to users or roles, after it: refuses it when no active platform user would still hold
 * a role granting every permission (see grantsEverything), since nobody could then undo it.
 */
export async function checkAdminsRemain(tx: Tx): Promise<void> {
  const users = tableOf(userResource);
  const roles = tableOf(roleResource);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRole, eq(userRole.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRole.roleId))
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.state, enabledState.values.enabled),
        eq(users.level, userLevel.values.platform),
        isNull(roles.deletedAt),
        eq(roles.state, enabledState.values.enabled),
        isNull(roles.companyId),
        eq(roles.allPermissions, true),
      ),
    );
  if (n === 0) {
    throw badRequest({
      zh: '至少要保留一个启用的平台管理员',
      en: 'at least one active platform administrator must remain',
    });
  }
}
