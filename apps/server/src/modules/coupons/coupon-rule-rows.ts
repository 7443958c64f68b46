import { couponRuleResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { notFound } from '../../platform/errors';

export type CouponRule = RowOf<typeof couponRuleResource>;

export async function ruleFor(db: Db | Tx, access: Access, ruleId: number): Promise<CouponRule> {
  const t = tableOf(couponRuleResource);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, ruleId), visibleConditions(couponRuleResource, access)));
  if (!row) throw notFound(couponRuleResource.label, ruleId);
  return row;
}

export async function updateRule(tx: Tx, ruleId: number, set: Partial<CouponRule>): Promise<CouponRule> {
  const t = tableOf(couponRuleResource);
  const [row] = await tx.update(t).set(set).where(eq(t.id, ruleId)).returning();
  if (!row) throw notFound(couponRuleResource.label, ruleId);
  return row;
}
