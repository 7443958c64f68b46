import { fenToYuanText } from '@parking/domain';
import { adminMenuResource, enabledState, roleResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { roleMenu, userRole } from '../../../db/internal-tables';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { forbidden } from '../../../platform/errors';

/** The button that refunds (the refund route's permission code). */
const refundButton = 'parkorder:refund';

/**
 * The most the caller may refund at once, in fen; null: no limit. Only the caller's roles that grant the
 * refund itself count, and the most generous of them applies: a role without a limit lifts it.
 */
export async function refundLimitOf(tx: Tx, access: Access): Promise<number | null> {
  if (access.permissions === 'all') return null;
  const roles = tableOf(roleResource);
  const menus = tableOf(adminMenuResource);
  const rows = await tx
    .selectDistinct({ id: roles.id, limit: roles.refundLimit })
    .from(userRole)
    .innerJoin(roles, eq(roles.id, userRole.roleId))
    .innerJoin(roleMenu, eq(roleMenu.roleId, roles.id))
    .innerJoin(menus, eq(menus.id, roleMenu.menuId))
    .where(
      and(
        eq(userRole.userId, access.userId),
        isNull(roles.deletedAt),
        eq(roles.state, enabledState.values.enabled),
        eq(menus.code, refundButton),
        isNull(menus.deletedAt),
      ),
    );
  if (!rows.length || rows.some((r) => r.limit == null)) return null;
  return Math.max(...rows.map((r) => r.limit ?? 0));
}

/** Refuses a refund above the caller's limit, saying the limit in yuan. */
export async function checkRefundLimit(tx: Tx, access: Access, amount: number): Promise<void> {
  const limit = await refundLimitOf(tx, access);
  if (limit == null || amount <= limit) return;
  const most = fenToYuanText(limit);
  throw forbidden({
    zh: `退款金额(amount): ¥${fenToYuanText(amount)} 超过您的单笔退款上限 ¥${most}，请由上级办理`,
    en: `Refund amount(amount): ¥${fenToYuanText(amount)} is over your limit per refund of ¥${most}; ask a supervisor`,
  });
}
