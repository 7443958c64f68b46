import { passCoverEnd, type Span, uncoveredSpans } from '@parking/domain';
import { carKind, gateVerdict, stayState } from '@parking/resources';
import type { Db } from '../../../db/connection';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
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

/**
 * What the stay still owes at `exitAt`, and its whole price, given what the lists and passes say of the
 * car (the lists now, the pass as it stood at entry, which makes its days free) and what its orders
 * settled (asked only when the stay was paid up to a moment).
 */
export async function owedGiven(
  app: AppContext,
  db: Db,
  stay: Stay,
  exitAt: Date,
  { list, pass }: CarStanding,
  settled: () => Promise<number> | number,
) {
  if (list?.list === 'white') return { feeFen: 0, owedFen: 0 };
  const spans = pass ? uncoveredSpans({ from: stay.inTime, to: exitAt }, passCover(stay, pass)) : [];
  if (pass && !spans.length) return { feeFen: 0, owedFen: 0 };
  // what the pass did not cover (before a shared stall was free, after the pass's end) is priced as a temporary stay
  const totalFen =
    stay.noEntryFee ??
    (pass ? await priceSpans(app, db, stay, spans) : await priceOf(app, db, stay, stay.inTime, exitAt));
  if (!stay.paidUntil) return { feeFen: totalFen, owedFen: totalFen };
  // all its orders were paid, refunds included: a refund (a fee waived, an overcharge returned) is not asked again
  const paid = Math.max(await settled(), stay.paid ?? 0);
  // paid up to a moment and out within the grace time after it: nothing more to pay
  if (exitAt.getTime() <= stay.paidUntil.getTime() + app.config.payGraceMinutes * 60_000) {
    return { feeFen: paid, owedFen: 0 };
  }
  return { feeFen: totalFen, owedFen: Math.max(0, totalFen - paid) };
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

/** What the stay still owes at `exitAt`, and its whole price, asking the lists, passes and orders now. */
export async function owedAtExit(app: AppContext, db: Db, given: Stay, exitAt: Date) {
  const stay = await withHandover(db, given);
  const standing = await app.gatePorts.standing(db, {
    parkId: stay.parkId,
    areaId: stay.areaId,
    plate: stay.plateNumber,
    listAt: exitAt,
    passAt: stay.inTime,
  });
  return owedGiven(app, db, stay, exitAt, standing, () => settledFen(db, stay.id));
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
  const { feeFen, owedFen } = await owedGiven(app, db, stay, read.at, facts.standing, () => facts.settledFen);
  if (owedFen > 0) {
    const onlineOrderId = writes.exitOrder(stay, owedFen, read.at, facts.waitingOrder);
    writes.updateStay(recordId, { fee: feeFen });
    return answerOf(read, gateVerdict.values.pay, displays.pay(read.plateNumber, minutes, owedFen), {
      recordId,
      carKind: kind,
      feeFen,
      owedFen,
      onlineOrderId,
      payUrl: `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`,
    });
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
  });
}
