import type { Row } from '../../../crud/hooks';
import type { AppContext, Tx } from '../../../platform/context';
import type { CarStanding } from '../gate-ports';
import { settledFen } from '../orders/exit-order';
import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead, verdicts } from './gate-answer';
import type { GateFacts } from './gate-facts';
import type { GateWrites } from './gate-writes';
import { stayStates } from './open-stay';

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.floor((b.getTime() - a.getTime()) / 60_000));

/**
 * What the stay still owes at `exitAt`, and its whole price, given what the lists and passes say of the
 * car (the lists now, the pass as it stood at entry, which makes its days free) and what its orders
 * settled (asked only when the stay was paid up to a moment).
 */
export async function owedGiven(
  app: AppContext,
  tx: Tx,
  stay: Row,
  exitAt: Date,
  { list, pass }: CarStanding,
  settled: () => Promise<number> | number,
) {
  if (list?.list === 'white') return { feeFen: 0, owedFen: 0 };
  const inTime = stay.inTime as Date;
  // what lies beyond the pass's end is priced as a temporary stay
  let from = inTime;
  if (pass) {
    if (!pass.endTime || pass.endTime >= exitAt) return { feeFen: 0, owedFen: 0 };
    from = pass.endTime > inTime ? pass.endTime : inTime;
  }
  const price = await app.gatePorts.priceStay(tx, {
    parkId: Number(stay.parkId),
    areaId: stay.areaId as number | null,
    carTypeId: stay.carTypeId as number | null,
    entryAt: from,
    exitAt,
  });
  const paidUntil = stay.paidUntil as Date | null;
  if (!paidUntil) return { feeFen: price.totalFen, owedFen: price.totalFen };
  // all its orders were paid, refunds included: a refund (a fee waived, an overcharge returned) is not asked again
  const paid = Math.max(await settled(), Number(stay.paid ?? 0));
  // paid up to a moment and out within the grace time after it: nothing more to pay
  if (exitAt.getTime() <= paidUntil.getTime() + app.config.payGraceMinutes * 60_000) {
    return { feeFen: paid, owedFen: 0 };
  }
  return { feeFen: price.totalFen, owedFen: Math.max(0, price.totalFen - paid) };
}

/** What the stay still owes at `exitAt`, and its whole price, asking the lists, passes and orders now. */
export async function owedAtExit(app: AppContext, tx: Tx, stay: Row, exitAt: Date) {
  const standing = await app.gatePorts.standing(tx, {
    parkId: Number(stay.parkId),
    areaId: stay.areaId as number | null,
    plate: String(stay.plateNumber),
    listAt: exitAt,
    passAt: stay.inTime as Date,
  });
  return owedGiven(app, tx, stay, exitAt, standing, () => settledFen(tx, Number(stay.id)));
}

/**
 * A car at an exit gate: its open stay is priced; nothing owed opens the gate and closes the stay,
 * otherwise an order asks for payment. A car without a stay waits for an operator.
 */
export async function decideExit(
  app: AppContext,
  tx: Tx,
  read: GateRead,
  facts: GateFacts,
  writes: GateWrites,
): Promise<GateAnswer> {
  const stay = facts.stay;
  if (!stay) {
    const recordId = writes.newStay(facts.newStayId, {
      companyId: read.companyId,
      parkId: read.parkId,
      plateNumber: read.plateNumber,
      plateColor: read.plateColor,
      areaId: read.areaId,
      state: stayStates.manualConfirm,
      inTime: read.at,
      outTime: read.at,
      outGateId: read.gateId,
      outImage: read.imagePath,
      outPlateNumber: read.plateNumber,
      remark: '出场未匹配到入场记录',
    });
    return answerOf(read, verdicts.manualConfirm, displays.manualConfirm(read.plateNumber), {
      recordId,
      reason: 'no entry found',
    });
  }
  const recordId = Number(stay.id);
  const carKind = Number(stay.carKind ?? 0);
  const minutes = minutesBetween(stay.inTime as Date, read.at);
  const { feeFen, owedFen } = await owedGiven(app, tx, stay, read.at, facts.standing, () => facts.settledFen);
  if (owedFen > 0) {
    const onlineOrderId = writes.exitOrder(stay, owedFen, read.at, facts.waitingOrder);
    writes.updateStay(recordId, { fee: feeFen });
    return answerOf(read, verdicts.pay, displays.pay(read.plateNumber, minutes, owedFen), {
      recordId,
      carKind,
      feeFen,
      owedFen,
      onlineOrderId,
      payUrl: `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`,
    });
  }
  writes.updateStay(recordId, {
    state: stayStates.left,
    outTime: read.at,
    outGateId: read.gateId,
    outImage: read.imagePath,
    outPlateNumber: read.plateNumber,
    fee: feeFen,
    payWay: Number(stay.paid ?? 0) > 0 ? stay.payWay : 9,
  });
  writes.stalls.release(read.parkId, (stay.areaId as number | null) ?? null);
  if (facts.waitingOrder) writes.closeWaitingOrders(recordId);
  return answerOf(read, verdicts.open, displays.goodbye(read.plateNumber, minutes, Number(stay.paid ?? 0)), {
    recordId,
    carKind,
    feeFen,
    owedFen: 0,
  });
}
