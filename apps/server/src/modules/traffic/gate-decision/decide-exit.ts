import {
  applyCoupons,
  type CouponUse,
  passCoverEnd,
  type Span,
  type StayCoupon,
  uncoveredSpans,
} from '@parking/domain';
import { carKind, gateVerdict, oweRecovery, stayState } from '@parking/resources';
import type { Db } from '../../../db/connection';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { reserveCoupons, settleStayCoupons, stayCouponOf, stayCoupons } from '../../coupons/stay-coupons';
import type { ActivePass, CarStanding } from '../gate-ports';
import { settledFen } from '../orders/exit-order';
import { withHandover } from '../shared-stalls/hand-over';
import { closeStay, type Stay } from '../stays/close-stay';
import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead } from './gate-answer';
import type { GateFacts } from './gate-facts';
import type { GateWrites } from './gate-writes';
import { chargeNoEntry } from './no-entry-charge';

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.floor((b.getTime() - a.getTime()) / 60_000));

/** The whole price of a stay from `from` to `exitAt`: nothing when no rule of the park fits it. */
async function priceOf(app: AppContext, db: Db, stay: Stay, from: Date, exitAt: Date): Promise<number> {
  const price = await app.gatePorts.priceStay(db, {
    parkId: stay.parkId,
    areaId: stay.areaId,
    carTypeId: stay.carTypeId,
    entryAt: from,
    exitAt,
  });
  if (price.ok) return price.totalFen;
  // a rule that fits but cannot price the stay is the operator's to mend: the call is refused with the engine's reason
  if (price.code !== 'noRule') throw badRequest(price.message, { code: price.code });
  return 0;
}

/** A stay's price at the exit: its whole fee, what coupons took off it (and which), what is still to pay. */
export type ExitPrice = { feeFen: number; owedFen: number; discountFen: number; uses: CouponUse[] };

const noCharge: ExitPrice = { feeFen: 0, owedFen: 0, discountFen: 0, uses: [] };

/**
 * What the stay still owes at `exitAt`, and its whole price, given what the lists and passes say of the
 * car (the lists now, the pass as it stood at entry, which makes its days free), the coupons the plate may
 * use, and what its orders settled (asked only when the stay was paid up to a moment).
 */
export async function owedGiven(
  app: AppContext,
  db: Db,
  stay: Stay,
  exitAt: Date,
  { list, pass }: CarStanding,
  settled: () => Promise<number> | number,
  coupons: StayCoupon[] = [],
): Promise<ExitPrice> {
  if (list?.list === 'white') return noCharge;
  const spans = pass ? uncoveredSpans({ from: stay.inTime, to: exitAt }, passCover(stay, pass)) : [];
  if (pass && !spans.length) return noCharge;
  // what the pass did not cover (before a shared stall was free, after the pass's end) is priced as a temporary stay
  const totalFen =
    stay.noEntryFee ??
    (pass ? await priceSpans(app, db, stay, spans) : await priceOf(app, db, stay, stay.inTime, exitAt));
  // coupons price a temporary stay timed from its entry; a pass car's uncovered days are charged as they are
  const discounted =
    coupons.length && !pass && stay.noEntryFee == null && totalFen > 0
      ? await withCoupons(app, db, stay, exitAt, totalFen, coupons)
      : { pay: totalFen, discount: 0, used: [] };
  if (!stay.paidUntil)
    return { feeFen: totalFen, owedFen: discounted.pay, discountFen: discounted.discount, uses: discounted.used };
  // all its orders were paid, refunds included: a refund (a fee waived, an overcharge returned) is not asked again
  const paid = Math.max(await settled(), stay.paid ?? 0);
  // paid up to a moment and out within the grace time after it: nothing more to pay
  if (exitAt.getTime() <= stay.paidUntil.getTime() + app.config.payGraceMinutes * 60_000) {
    return { ...noCharge, feeFen: paid };
  }
  return {
    feeFen: totalFen,
    owedFen: Math.max(0, discounted.pay - paid),
    discountFen: discounted.discount,
    uses: discounted.used,
  };
}

/** The stay's fee with the best of the plate's coupons off (see `applyCoupons`). */
async function withCoupons(app: AppContext, db: Db, stay: Stay, exitAt: Date, fee: number, coupons: StayCoupon[]) {
  const price = await app.gatePorts.stayPricer(db, stay.parkId);
  const priceFrom = (fromMinute: number) => {
    const r = price({
      parkId: stay.parkId,
      areaId: stay.areaId,
      carTypeId: stay.carTypeId,
      entryAt: new Date(fromMinute * 60_000),
      exitAt,
    });
    return r.ok ? r.totalFen : fee;
  };
  return applyCoupons(
    {
      entryMinute: Math.floor(stay.inTime.getTime() / 60_000),
      exitMinute: Math.floor(exitAt.getTime() / 60_000),
      fee,
      priceFrom,
      timeZone: app.config.timeZone,
    },
    coupons,
  );
}

/**
 * When the pass covered the stay: from its entry (a stay recorded before stays named their pass, too), or
 * from when it took a shared stall (never, while it waits for one), to the end of the pass's last second.
 */
const passCover = (stay: Stay, pass: ActivePass) => ({
  from: stay.passId == null ? stay.inTime : stay.coveredFrom,
  to: pass.endTime && passCoverEnd(pass.endTime),
});

async function priceSpans(app: AppContext, db: Db, stay: Stay, spans: Span[]): Promise<number> {
  let total = 0;
  for (const span of spans) total += await priceOf(app, db, stay, span.from, span.to);
  return total;
}

/**
 * What the stay still owes at `exitAt`, and its whole price, asking the lists, passes and orders now; with
 * the plate's coupons off when the caller sets them aside for the stay (`reserveCoupons`) as it orders.
 */
export async function owedAtExit(app: AppContext, db: Db, given: Stay, exitAt: Date, useCoupons = false) {
  const stay = await withHandover(db, given);
  const standing = await app.gatePorts.standing(db, {
    parkId: stay.parkId,
    areaId: stay.areaId,
    plate: stay.plateNumber,
    listAt: exitAt,
    passAt: stay.inTime,
  });
  const coupons = useCoupons
    ? await stayCoupons(db, { parkId: stay.parkId, plate: stay.plateNumber, stayId: stay.id, at: exitAt })
    : [];
  return owedGiven(app, db, stay, exitAt, standing, () => settledFen(db, stay.id), coupons.map(stayCouponOf));
}

/**
 * A car at an exit gate: its open stay is priced; nothing owed opens the gate and closes the stay,
 * otherwise an order asks for payment. A car without a stay waits for an operator.
 */
export async function decideExit(
  app: AppContext,
  db: Db,
  read: GateRead,
  facts: GateFacts,
  writes: GateWrites,
): Promise<GateAnswer> {
  const stay = facts.stay;
  if (!stay) {
    const charged = await chargeNoEntry(app, db, read, facts, writes);
    if (charged) return charged;
    const recordId = writes.newStay(facts.newStayId, {
      companyId: read.companyId,
      parkId: read.parkId,
      plateNumber: read.plateNumber,
      plateColor: read.plateColor,
      areaId: read.areaId,
      state: stayState.values.manualConfirm,
      inTime: read.at,
      outTime: read.at,
      outGateId: read.gateId,
      outImage: read.imagePath,
      outPlateNumber: read.plateNumber,
      remark: '出场未匹配到入场记录',
    });
    return answerOf(read, gateVerdict.values.manualConfirm, displays.manualConfirm(read.plateNumber), {
      recordId,
      reason: 'no entry found',
    });
  }
  const recordId = stay.id;
  const kind = stay.carKind ?? carKind.values.temporary;
  const minutes = minutesBetween(stay.inTime, read.at);
  const coupons = facts.coupons.map(stayCouponOf);
  const price = await owedGiven(app, db, stay, read.at, facts.standing, () => facts.settledFen, coupons);
  const { feeFen, discountFen } = price;
  // by the park's choice, what the plate owes from earlier stays is asked with this exit's fee
  const arrearsFen = facts.arrears.recovery === oweRecovery.values.addToFee ? facts.arrears.owedFen : 0;
  const dueFen = price.owedFen + arrearsFen;
  if (coupons.length) await reserveCoupons(db, recordId, price.uses, read.at);
  const extras = { couponDiscount: discountFen, oweAmount: arrearsFen };
  if (dueFen > 0) {
    const onlineOrderId = writes.exitOrder(stay, dueFen, read.at, facts.waitingOrder, extras);
    writes.updateStay(recordId, { fee: feeFen, ...extras });
    return answerOf(read, gateVerdict.values.pay, displays.pay(read.plateNumber, minutes, dueFen, extras), {
      recordId,
      carKind: kind,
      feeFen,
      owedFen: dueFen,
      ...(discountFen > 0 ? { discountFen } : {}),
      ...(arrearsFen > 0 ? { arrearsFen } : {}),
      onlineOrderId,
      payUrl: `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`,
    });
  }
  if (discountFen > 0) {
    await settleStayCoupons(db, recordId, null);
    writes.updateStay(recordId, { couponDiscount: discountFen });
  }
  const closed = closeStay(stay, {
    state: stayState.values.left,
    at: read.at,
    exit: { gateId: read.gateId, image: read.imagePath, plate: read.plateNumber },
    fee: feeFen,
    ordersNote: '出场时已无欠费，订单关闭',
  });
  writes.close(closed, facts.waitingOrder);
  return answerOf(read, gateVerdict.values.open, displays.goodbye(read.plateNumber, minutes, stay.paid ?? 0), {
    recordId,
    carKind: kind,
    feeFen,
    owedFen: 0,
    ...(discountFen > 0 ? { discountFen } : {}),
  });
}
