import { noPlateMarker } from '@parking/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { tableOf } from '../../../db/schema';
import type { AppContext, Tx } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { owedAtExit } from '../gate-decision/decide-exit';
import { stayStates } from '../gate-decision/open-stay';
import { releaseStall, takeStall } from '../gate-decision/stall-ledger';
import { orderStates } from '../orders/exit-order';

export const escapeStates = { unrecovered: 0, recovered: 1, cancelled: 2 } as const;

/** The berth of the device's park the event names (locked: one berth's events are decided one at a time). */
export async function lockedBerth(
  tx: Tx,
  parkId: number,
  named: { berthId?: number | undefined; berthNo?: string | undefined },
): Promise<Row> {
  if (named.berthId === undefined && named.berthNo === undefined) {
    throw badRequest({
      zh: '泊位(berthId): 须填写泊位 id 或泊位编号(berthNo)',
      en: 'Berth(berthId): name the berth by berthId or berthNo',
    });
  }
  const t = tableOf('door/rdBerth');
  const which = named.berthId !== undefined ? eq(t.id, named.berthId) : eq(t.berthNo, named.berthNo as string);
  const [row] = (await tx
    .select()
    .from(t)
    .where(and(which, eq(t.parkId, parkId), isNull(t.deletedAt)))
    .limit(1)
    .for('update')) as Row[];
  if (!row) {
    const [zh, en] =
      named.berthId !== undefined
        ? [`泊位(berthId): 本停车场没有泊位 ${named.berthId}`, `Berth(berthId): no berth ${named.berthId} in this park`]
        : [
            `泊位编号(berthNo): 本停车场没有编号为“${named.berthNo}”的泊位`,
            `Berth number(berthNo): no berth numbered "${named.berthNo}" in this park`,
          ];
    throw badRequest({ zh, en });
  }
  return row;
}

/** The stay open in the berth, if any. */
export async function openStayInBerth(tx: Tx, berthId: number): Promise<Row | null> {
  const t = tableOf('parkIORecord');
  const [row] = (await tx
    .select()
    .from(t)
    .where(and(eq(t.berthId, berthId), eq(t.state, stayStates.inside), isNull(t.deletedAt)))
    .orderBy(desc(t.inTime))
    .limit(1)
    .for('update')) as Row[];
  return row ?? null;
}

async function markBerth(tx: Tx, berthId: number, car: { plate: string; at: Date } | null) {
  const t = tableOf('door/rdBerth');
  await tx
    .update(t)
    .set({ hasCar: car != null, plateNumber: car?.plate ?? null, inTime: car?.at ?? null, updatedAt: new Date() })
    .where(eq(t.id, berthId));
}

/** A car parks in the free berth: its stay opens, the berth shows it, the park has one free stall fewer. */
export async function parkInBerth(tx: Tx, berth: Row, plate: string | null, plateColor: number, at: Date) {
  const t = tableOf('parkIORecord');
  const plateNumber = plate ?? noPlateMarker;
  const [stay] = (await tx
    .insert(t)
    .values({
      companyId: berth.companyId,
      parkId: berth.parkId,
      berthId: Number(berth.id),
      plateNumber,
      plateColor,
      carKind: 0,
      state: stayStates.inside,
      inTime: at,
    })
    .returning()) as Row[];
  await markBerth(tx, Number(berth.id), { plate: plateNumber, at });
  if (!berth.hasCar) await takeStall(tx, Number(berth.parkId), null);
  return stay as Row;
}

/** The plate a handheld or a later read gave a stay the sensor opened without one. */
export async function namePlate(tx: Tx, stay: Row, plate: string): Promise<Row> {
  const t = tableOf('parkIORecord');
  const [row] = (await tx
    .update(t)
    .set({ plateNumber: plate, updatedAt: new Date() })
    .where(eq(t.id, Number(stay.id)))
    .returning()) as Row[];
  await markBerth(tx, Number(stay.berthId), { plate, at: stay.inTime as Date });
  return row as Row;
}

export type Settled = { outcome: 'closed' | 'escaped'; feeFen: number; owedFen: number; escapeId?: number };

/**
 * The car left the berth: its stay is priced with the park's fee rule. Nothing owed (free, paid ahead,
 * pass or white list) closes it; money owed makes it an escape the arrears recovery collects later,
 * and an order still waiting for payment is closed. Either way the berth is free again.
 */
export async function leaveBerth(app: AppContext, tx: Tx, berth: Row, stay: Row, at: Date): Promise<Settled> {
  const t = tableOf('parkIORecord');
  const recordId = Number(stay.id);
  const outAt = at < (stay.inTime as Date) ? (stay.inTime as Date) : at;
  const { feeFen, owedFen } = await owedAtExit(app, tx, stay, outAt);
  const escaped = owedFen > 0;
  const paid = Number(stay.paid ?? 0);
  await tx
    .update(t)
    .set({
      state: escaped ? stayStates.escaped : stayStates.left,
      outTime: outAt,
      fee: feeFen,
      payWay: escaped ? stay.payWay : paid > 0 ? stay.payWay : 9,
      updatedAt: new Date(),
    })
    .where(eq(t.id, recordId));
  await markBerth(tx, Number(berth.id), null);
  await releaseStall(tx, Number(berth.parkId), null);
  if (!escaped) return { outcome: 'closed', feeFen, owedFen: 0 };
  const orders = tableOf('parkorder');
  await tx
    .update(orders)
    .set({ state: orderStates.closed, remark: '离开泊位未支付，转为逃费', updatedAt: new Date() })
    .where(and(eq(orders.recordId, recordId), eq(orders.state, orderStates.unpaid), isNull(orders.deletedAt)));
  const escapes = tableOf('rdEscape');
  const [written] = (await tx
    .insert(escapes)
    .values({
      companyId: stay.companyId,
      parkId: stay.parkId,
      recordId,
      berthId: Number(berth.id),
      plateNumber: stay.plateNumber,
      inTime: stay.inTime,
      outTime: outAt,
      amount: owedFen,
      state: escapeStates.unrecovered,
    })
    .returning({ id: escapes.id })) as Row[];
  return { outcome: 'escaped', feeFen, owedFen, escapeId: Number(written?.id) };
}

/** A berth that shows a car without an open stay (marked by hand or before events came): just freed. */
export async function freeBerth(tx: Tx, berth: Row) {
  if (!berth.hasCar) return;
  await markBerth(tx, Number(berth.id), null);
  await releaseStall(tx, Number(berth.parkId), null);
}
