import { couponRuleResource, couponRuleState, parkResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import type { WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { findVisible } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { type CouponRule, ruleFor, updateRule } from './coupon-rule-rows';
import { fieldMessage } from './params';

/** Sets the parks a rule's coupons are valid at: parks of the rule's own company the caller sees. */
export async function grantRuleParks(ctx: WriteCtx, ruleId: number, parkIds: number[]) {
  const rule = await ruleFor(ctx.tx, ctx.access, ruleId);
  const parks = await findVisible(ctx.tx, parkResource, ctx.access, parkIds);
  const outside = parkIds.filter((id) => !parks.some((p) => p.id === id && p.companyId === rule.companyId));
  if (outside.length) {
    throw badRequest(
      fieldMessage('parkIds', `不可用的车场：${outside.join(',')}`, `parks not available: ${outside.join(',')}`),
    );
  }
  const before = rule.parkIds ?? [];
  const after = [...new Set(parkIds)].sort((a, b) => a - b);
  ctx.noteChange?.({ ruleId, parkIds: { old: before, new: after } });
  await updateRule(ctx.tx, ruleId, { parkIds: after });
  return { ruleId, parkIds: after };
}

/** The parks of the rule's company the caller sees, each marked when the rule is valid there. */
export async function ruleParks(db: Db, access: Access, ruleId: number, onlySelected: boolean) {
  const rule = await ruleFor(db, access, ruleId);
  const t = tableOf(parkResource);
  const parks = await db
    .select({ id: t.id, parkName: t.parkName })
    .from(t)
    .where(and(eq(t.companyId, rule.companyId), visibleConditions(parkResource, access)));
  const selected = new Set(rule.parkIds ?? []);
  return parks
    .map((p) => ({ parkId: p.id, parkName: p.parkName, selected: selected.has(p.id) }))
    .filter((p) => !onlySelected || p.selected);
}

const changeable: Record<'stop' | 'enable' | 'cancel', number[]> = {
  stop: [couponRuleState.values.enabled],
  enable: [couponRuleState.values.stopped],
  cancel: [couponRuleState.values.enabled, couponRuleState.values.stopped],
};
const target = {
  stop: couponRuleState.values.stopped,
  enable: couponRuleState.values.enabled,
  cancel: couponRuleState.values.cancelled,
};

/** Stops, enables or cancels a rule; issued coupons stay as they are. */
export async function changeRuleState(ctx: WriteCtx, ruleId: number, change: keyof typeof target, remark?: string) {
  const rule: CouponRule = await ruleFor(ctx.tx, ctx.access, ruleId);
  if (rule.state == null || !changeable[change].includes(rule.state)) {
    throw conflict({ zh: '规则当前状态不允许此操作', en: "the rule's state does not allow this" });
  }
  ctx.noteChange?.({ ruleId, state: { old: rule.state, new: target[change] }, remark });
  const after = await updateRule(ctx.tx, ruleId, {
    state: target[change],
    ...(remark ? { remark: remark.slice(0, 200) } : {}),
  });
  return { ruleId, state: after.state };
}

/** The merchant's rules as key and value, for choosing one. */
export async function rulesOfSeller(db: Db, access: Access, sellerId: number) {
  const t = tableOf(couponRuleResource);
  const rows = await db
    .select({ id: t.id, ruleName: t.ruleName, state: t.state })
    .from(t)
    .where(and(eq(t.sellerId, sellerId), visibleConditions(couponRuleResource, access)));
  return rows.map((r) => ({ key: r.id, value: r.ruleName, state: r.state }));
}
