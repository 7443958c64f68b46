import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { tableOf } from '../../../db/schema';
import type { AppContext, Tx } from '../../../platform/context';
import { closeWaitingOrders, upsertExitOrder } from '../orders/exit-order';
import { displays } from './display-text';
import { answerOf, type GateAnswer, type GateRead, verdicts } from './gate-answer';
import { fuzzyOpenStay, openStayOf, stayStates } from './open-stay';
import { releaseStall } from './stall-ledger';

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.floor((b.getTime() - a.getTime()) / 60_000));

/** What the stay still owes at `exitAt`, and its whole price. */
export async function owedAtExit(app: AppContext, tx: Tx, stay: Row, exitAt: Date) {
  const parkId = Number(stay.parkId);
  const plate = String(stay.plateNumber);
  const inTime = stay.inTime as Date;
  // the lists as they stand now; a monthly pass as it stood at entry, which makes its days free
  const { list, pass } = await app.gatePorts.standing(tx, {
    parkId,
    areaId: stay.areaId as number | null,
    plate,
    listAt: exitAt,
    passAt: inTime,
  });
  if (list?.list === 'white') return { feeFen: 0, owedFen: 0 };
  // what lies beyond the pass's end is priced as a temporary stay
  let from = inTime;
  if (pass) {
    if (!pass.endTime || pass.endTime >= exitAt) return { feeFen: 0, owedFen: 0 };
    from = pass.endTime > inTime ? pass.endTime : inTime;
  }
  const price = await app.gatePorts.priceStay(tx, {
    parkId,
    areaId: stay.areaId as number | null,
    carTypeId: stay.carTypeId as number | null,
    entryAt: from,
    exitAt,
  });
  const paidUntil = stay.paidUntil as Date | null;
  if (!paidUntil) return { feeFen: price.totalFen, owedFen: price.totalFen };
  const settled = await settledFen(tx, stay);
  // paid up to a moment and out within the grace time after it: nothing more to pay
  if (exitAt.getTime() <= paidUntil.getTime() + app.config.payGraceMinutes * 60_000) {
    return { feeFen: Math.max(settled, Number(stay.paid ?? 0)), owedFen: 0 };
  }
  return { feeFen: price.totalFen, owedFen: Math.max(0, price.totalFen - settled) };
}

/**
 * What the stay's payments settled of its price: all its orders were paid, refunds included, since a
 * refund (a fee waived, an overcharge returned) is not asked for again at the exit.
 */
async function settledFen(tx: Tx, stay: Row): Promise<number> {
  const t = tableOf('parkorder');
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${t.paidAmount}), 0)` })
    .from(t)
    .where(and(eq(t.recordId, Number(stay.id)), isNull(t.deletedAt)));
  return Math.max(Number(row?.n ?? 0), Number(stay.paid ?? 0));
}

/** The stay the car at the exit belongs to: its own plate, else one character off (when allowed). */
async function stayAtExit(app: AppContext, tx: Tx, read: GateRead): Promise<Row | null> {
  const exact = await openStayOf(tx, read.parkId, read.plateNumber);
  if (exact || !app.config.gateFuzzyMatch) return exact;
  return fuzzyOpenStay(tx, read.parkId, read.plateNumber);
}

/**
 * A car at an exit gate: its open stay is priced; nothing owed opens the gate and closes the stay,
 * otherwise an order asks for payment. A car without a stay waits for an operator.
 */
export async function decideExit(app: AppContext, tx: Tx, read: GateRead): Promise<GateAnswer> {
  const t = tableOf('parkIORecord');
  const stay = await stayAtExit(app, tx, read);
  if (!stay) {
    const [row] = (await tx
      .insert(t)
      .values({
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
      })
      .returning({ id: t.id })) as Row[];
    return answerOf(read, verdicts.manualConfirm, displays.manualConfirm(read.plateNumber), {
      recordId: Number(row?.id),
      reason: 'no entry found',
    });
  }
  const recordId = Number(stay.id);
  const carKind = Number(stay.carKind ?? 0);
  const minutes = minutesBetween(stay.inTime as Date, read.at);
  const { feeFen, owedFen } = await owedAtExit(app, tx, stay, read.at);
  if (owedFen > 0) {
    const order = await upsertExitOrder(tx, stay, owedFen, read.at);
    const onlineOrderId = String(order.onlineOrderId);
    await tx.update(t).set({ fee: feeFen, updatedAt: new Date() }).where(eq(t.id, recordId));
    return answerOf(read, verdicts.pay, displays.pay(read.plateNumber, minutes, owedFen), {
      recordId,
      carKind,
      feeFen,
      owedFen,
      onlineOrderId,
      payUrl: `${app.config.publicBaseUrl}/pay/${encodeURIComponent(onlineOrderId)}`,
    });
  }
  await tx
    .update(t)
    .set({
      state: stayStates.left,
      outTime: read.at,
      outGateId: read.gateId,
      outImage: read.imagePath,
      outPlateNumber: read.plateNumber,
      fee: feeFen,
      payWay: Number(stay.paid ?? 0) > 0 ? stay.payWay : 9,
      updatedAt: new Date(),
    })
    .where(eq(t.id, recordId));
  await releaseStall(tx, read.parkId, (stay.areaId as number | null) ?? null);
  await closeWaitingOrders(tx, recordId, '出场时已无欠费，订单关闭');
  return answerOf(read, verdicts.open, displays.goodbye(read.plateNumber, minutes, Number(stay.paid ?? 0)), {
    recordId,
    carKind,
    feeFen,
    owedFen: 0,
  });
}
