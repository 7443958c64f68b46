import { passPaymentResource } from '@parking/resources';
import { eq, inArray } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, AppContext, Tx } from '../../platform/context';
import { planRenewal, type RenewalInput, type RenewalPlan, renewalKindValue } from './pass-renewal.plan';
import { parkOf, passes, passWithGroup, serializePass } from './pass-rows';
import { endOfDay, localTime, todayIn } from './pass-time';

export type PaymentInput = {
  pass: Row;
  renewalKind: number;
  payWay: number | null;
  money: number;
  months: number;
  days: number;
  oldEnd: Date | null;
  newEnd: Date;
  remark?: string;
};

/** Writes what was paid for a pass's period, with the operator who took it. */
export async function writePayment(tx: Tx, access: Access, p: PaymentInput): Promise<Row> {
  const [row] = (await tx
    .insert(tableOf(passPaymentResource.module))
    .values({
      companyId: p.pass.companyId,
      parkId: p.pass.parkId,
      grantId: p.pass.id,
      groupId: p.pass.groupId ?? null,
      plateNumber: p.pass.plateNumber,
      renewalKind: p.renewalKind,
      payWay: p.payWay,
      money: p.money,
      months: p.months,
      days: p.days,
      oldEndTime: p.oldEnd,
      newEndTime: p.newEnd,
      operatorName: access.username.slice(0, 40),
      paidAt: new Date(),
      remark: p.remark ?? null,
      createdBy: access.userId,
      updatedBy: access.userId,
    } as never)
    .returning()) as Row[];
  return row as Row;
}

/** What one renewal would do, read without locking or writing anything (getMonthlyNewEndDate). */
export async function previewRenewal(app: AppContext, tx: Tx, access: Access, grantId: number, input: RenewalInput) {
  const { pass, members } = await passWithGroup(tx, access, grantId, false);
  const park = await parkOf(tx, Number(pass.parkId));
  const plan = planRenewal(pass, members, input, {
    proRate: park.monthProRate === true,
    today: todayIn(app.config.timeZone),
    timeZone: app.config.timeZone,
  });
  return describe(app, pass, members, plan);
}

function describe(app: AppContext, pass: Row, members: Row[], plan: RenewalPlan) {
  const tz = app.config.timeZone;
  return {
    grantId: Number(pass.id),
    plateNumber: pass.plateNumber,
    months: plan.months,
    days: plan.days,
    money: plan.money,
    payWay: plan.payWay,
    oldEndTime: plan.oldEnd ? localTime(endOfDay(plan.oldEnd, tz), tz) : null,
    newEndTime: localTime(endOfDay(plan.newEnd, tz), tz),
    newEndDate: plan.newEnd,
    plates: members.map((m) => m.plateNumber),
    grantIds: members.map((m) => Number(m.id)),
  };
}

/**
 * Renews a pass (and every pass sharing its group) in the caller's transaction: the rows are locked,
 * so two renewals at the same moment each add their period once, one after the other.
 */
export async function renewPass(app: AppContext, tx: Tx, access: Access, grantId: number, input: RenewalInput) {
  const tz = app.config.timeZone;
  const { pass, members } = await passWithGroup(tx, access, grantId);
  const park = await parkOf(tx, Number(pass.parkId));
  const plan = planRenewal(pass, members, input, {
    proRate: park.monthProRate === true,
    today: todayIn(tz),
    timeZone: tz,
  });
  const newEnd = endOfDay(plan.newEnd, tz);
  const t = passes();
  const renewable = members.filter((m) => [1, 2, 4].includes(Number(m.state)));
  const ids = renewable.map((m) => Number(m.id));
  await tx
    .update(t)
    .set({ endTime: newEnd, updatedAt: new Date(), updatedBy: access.userId })
    .where(inArray(t.id, ids));
  // a pass that had run out is normal again once renewed; a paused one stays paused
  const expired = renewable.filter((m) => Number(m.state) === 4).map((m) => Number(m.id));
  if (expired.length) await tx.update(t).set({ state: 1 }).where(inArray(t.id, expired));
  const payment = await writePayment(tx, access, {
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
  const [after] = (await tx.select().from(t).where(eq(t.id, grantId))) as Row[];
  return {
    ...describe(app, pass, renewable.length ? renewable : [pass], plan),
    paymentId: Number(payment.id),
    payment: rowSerializer(passPaymentResource, tz)(payment),
    pass: serializePass(after as Row, tz),
  };
}
