import {
  type DictValue,
  monthPassResource,
  passPaymentResource,
  type passRenewalKind,
  passState,
} from '@parking/resources';
import { inArray } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { type PayWay, planRenewal, type RenewalInput, type RenewalPlan, renewalKindValue } from './pass-renewal.plan';
import { lockedPassAndGroup, type Pass, parkOf, passAndGroup, passFor, serializePass } from './pass-rows';
import { endOfDay, localTime, todayIn } from './pass-time';

export type PaymentInput = {
  pass: Pass;
  renewalKind: DictValue<typeof passRenewalKind>;
  payWay: PayWay | null;
  money: number;
  months: number;
  days: number;
  oldEnd: Date | null;
  newEnd: Date;
  remark?: string | null;
};

/** Records what was paid for a pass's period, with the operator who took it. */
export function writePayment(ctx: WriteCtx, p: PaymentInput) {
  return saveRow(ctx, passPaymentResource, {
    parkId: p.pass.parkId,
    grantId: p.pass.id,
    groupId: p.pass.groupId,
    plateNumber: p.pass.plateNumber,
    renewalKind: p.renewalKind,
    payWay: p.payWay,
    money: p.money,
    months: p.months,
    days: p.days,
    oldEndTime: p.oldEnd,
    newEndTime: p.newEnd,
    operatorName: ctx.access.username.slice(0, 40),
    paidAt: new Date(),
    remark: p.remark ?? null,
  });
}

/** What one renewal would do, read without locking or writing anything (getMonthlyNewEndDate). */
export async function previewRenewal(app: AppContext, db: Db, access: Access, grantId: number, input: RenewalInput) {
  const { pass, members } = await passAndGroup(db, access, grantId);
  const park = await parkOf(db, pass.parkId);
  const plan = planRenewal(pass, members, input, {
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
    proRate: park.monthProRate === true,
    today: todayIn(tz),
    timeZone: tz,
  });
  const newEnd = endOfDay(plan.newEnd, tz);
  const renewed = members.filter((m) => m.state != null && renewable.includes(m.state));
  await extendPasses(tx, renewed, newEnd);
  const payment = await writePayment(ctx, {
    pass,
    renewalKind: renewalKindValue[input.kind],
    payWay: plan.payWay,
    money: plan.money,
    months: plan.months,
    days: plan.days,
    oldEnd: plan.oldEnd ? endOfDay(plan.oldEnd, tz) : null,
    newEnd,
    remark: input.remark,
  });
  const after = await passFor(tx, access, grantId);
  return {
    ...describe(app, pass, renewed.length ? renewed : [pass], plan),
    paymentId: payment.row.id,
    payment: payment.answer,
    pass: serializePass(after, tz),
  };
}
