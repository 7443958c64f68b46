import { and, eq, isNull, sql } from 'drizzle-orm';
import { userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import { superRoleCode } from '../../platform/auth/access';
import type { Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';

/**
 * Run inside a change to users or roles, after it: refuses it when no active user would still hold
 * the platform administrator role, since nobody could then undo it.
 */
export async function checkAdminsRemain(tx: Tx): Promise<void> {
  const users = tableOf('sysuser');
  const roles = tableOf('sysrole');
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRole, eq(userRole.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRole.roleId))
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.state, 1),
        eq(users.level, 'platform'),
        isNull(roles.deletedAt),
        eq(roles.state, 1),
        eq(roles.code, superRoleCode),
      ),
    );
  if (n === 0) {
    throw badRequest({
      zh: '至少要保留一个启用的平台管理员',
      en: 'at least one active platform administrator must remain',
    });
  }
}
