import { type DictValue, monthPassResource, passRenewalKind, passState } from '@parking/resources';
import { inArray } from 'drizzle-orm';
import type { WriteCtx } from '../../crud/save-row';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { recordPassPeriod } from './pass-ledger.service';
import { pricingOf } from './pass-price';
import { planRenewal, type RenewalInput, type RenewalPlan, renewalKindValue } from './pass-renewal.plan';
import { lockedPassAndGroup, type Pass, parkOf, passAndGroup, passFor, serializePass } from './pass-rows';
import { endOfDay, localTime, todayIn } from './pass-time';

/** What one renewal would do, read without locking or writing anything (getMonthlyNewEndDate). */
export async function previewRenewal(app: AppContext, db: Db, access: Access, grantId: number, input: RenewalInput) {
  const { pass, members } = await passAndGroup(db, access, grantId);
  const park = await parkOf(db, pass.parkId);
  const plan = planRenewal(pass, members, input, {
    pricing: pricingOf(pass, park),
    proRate: park.monthProRate === true,
    today: todayIn(app.config.timeZone),
    timeZone: app.config.timeZone,
  });
  return describe(app, pass, members, plan);
}

function describe(app: AppContext, pass: Pass, members: Pass[], plan: RenewalPlan) {
  const tz = app.config.timeZone;
  return {
    grantId: pass.id,
    plateNumber: pass.plateNumber,
    months: plan.months,
    days: plan.days,
    money: plan.money,
    payWay: plan.payWay,
    oldEndTime: plan.oldEnd ? localTime(endOfDay(plan.oldEnd, tz), tz) : null,
    newEndTime: localTime(endOfDay(plan.newEnd, tz), tz),
    newEndDate: plan.newEnd,
    plates: members.map((m) => m.plateNumber),
    grantIds: members.map((m) => m.id),
  };
}

const renewable: DictValue<typeof passState>[] = [
  passState.values.active,
  passState.values.paused,
  passState.values.expired,
];

/**
 * The renewed passes end at the new end; one that had run out is active again, a paused one stays paused.
 */
async function extendPasses(tx: Tx, passes: Pass[], newEnd: Date): Promise<void> {
  const t = tableOf(monthPassResource);
  await tx
    .update(t)
    .set({ endTime: newEnd })
    .where(
      inArray(
        t.id,
        passes.map((m) => m.id),
      ),
    );
  const expired = passes.filter((m) => m.state === passState.values.expired).map((m) => m.id);
  if (expired.length) await tx.update(t).set({ state: passState.values.active }).where(inArray(t.id, expired));
}

/**
 * Renews a pass (and every pass sharing its group) in the caller's transaction: the rows are locked,
 * so two renewals at the same moment each add their period once, one after the other.
 */
export async function renewPass(ctx: WriteCtx, grantId: number, input: RenewalInput) {
  const { app, tx, access } = ctx;
  const tz = app.config.timeZone;
  const { pass, members } = await lockedPassAndGroup(tx, access, grantId);
  const park = await parkOf(tx, pass.parkId);
  const plan = planRenewal(pass, members, input, {
    pricing: pricingOf(pass, park),
    proRate: park.monthProRate === true,
    today: todayIn(tz),
    timeZone: tz,
  });
  const newEnd = endOfDay(plan.newEnd, tz);
  const renewed = members.filter((m) => m.state != null && renewable.includes(m.state));
  await extendPasses(tx, renewed, newEnd);
  const payment = await recordPassPeriod(ctx, {
    pass,
    reason: renewalKindValue[input.kind],
    payWay: plan.payWay,
    money: plan.money,
    months: plan.months,
    days: plan.days,
    oldEnd: plan.oldEnd ? endOfDay(plan.oldEnd, tz) : null,
    newEnd,
    remark: input.remark,
  });
  for (const member of renewed.filter((m) => m.id !== pass.id)) {
    await recordPassPeriod(ctx, {
      pass: member,
      reason: passRenewalKind.values.withGroup,
      payWay: null,
      money: 0,
      months: plan.months,
      days: plan.days,
      oldEnd: member.endTime,
      newEnd,
      remark: `随 ${pass.plateNumber} 续费(缴费记录 ${payment.row.id})`,
    });
  }
  const after = await passFor(tx, access, grantId);
  return {
    ...describe(app, pass, renewed.length ? renewed : [pass], plan),
    paymentId: payment.row.id,
    payment: payment.answer,
    pass: serializePass(after, tz),
  };
}
