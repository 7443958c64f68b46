import { noPlateMarker } from '@parking/domain';
import {
  berthResource,
  carKind,
  type DictValue,
  escapeRecordResource,
  escapeState,
  inOutRecordResource,
  oweSource,
  type plateColor,
  stayState,
} from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { recordOwe } from '../../owe/owe-ledger';
import { releaseStall, takeStall } from '../../parks/stall-ledger';
import { owedAtExit } from '../gate-decision/decide-exit';
import { closeStay, type Stay } from '../stays/close-stay';
import { storeClosings } from '../stays/store-closings';

export type Berth = RowOf<typeof berthResource>;

/** The berth of the device's park the event names (locked: one berth's events are decided one at a time). */
export async function lockedBerth(
  tx: Tx,
  parkId: number,
  named: { berthId?: number | undefined; berthNo?: string | undefined },
): Promise<Berth> {
  const t = tableOf(berthResource);
  const which =
    named.berthId !== undefined
      ? eq(t.id, named.berthId)
      : named.berthNo !== undefined
        ? eq(t.berthNo, named.berthNo)
        : null;
  if (!which) {
    throw badRequest({
      zh: '泊位(berthId): 须填写泊位 id 或泊位编号(berthNo)',
      en: 'Berth(berthId): name the berth by berthId or berthNo',
    });
  }
  const [row] = await tx
    .select()
    .from(t)
    .where(and(which, eq(t.parkId, parkId), isNull(t.deletedAt)))
    .limit(1)
    .for('update');
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
export async function openStayInBerth(tx: Tx, berthId: number): Promise<Stay | null> {
  const t = tableOf(inOutRecordResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.berthId, berthId), eq(t.state, stayState.values.inside), isNull(t.deletedAt)))
    .orderBy(desc(t.inTime))
    .limit(1)
    .for('update');
  return row ?? null;
}

async function markBerth(tx: Tx, berthId: number, car: { plate: string; at: Date } | null) {
  const t = tableOf(berthResource);
  await tx
    .update(t)
    .set({ hasCar: car != null, plateNumber: car?.plate ?? null, inTime: car?.at ?? null })
    .where(eq(t.id, berthId));
}

/** A car parks in the free berth: its stay opens, the berth shows it, the park has one free stall fewer. */
export async function parkInBerth(
  tx: Tx,
  berth: Berth,
  plate: string | null,
  color: DictValue<typeof plateColor>,
  at: Date,
): Promise<Stay> {
  const t = tableOf(inOutRecordResource);
  const plateNumber = plate ?? noPlateMarker;
  const [stay] = await tx
    .insert(t)
    .values({
      companyId: berth.companyId,
      parkId: berth.parkId,
      berthId: berth.id,
      plateNumber,
      plateColor: color,
      carKind: carKind.values.temporary,
      state: stayState.values.inside,
      inTime: at,
    })
    .returning();
  if (!stay) throw new Error(`berth ${berth.id}: the stay was not written`);
  await markBerth(tx, berth.id, { plate: plateNumber, at });
  if (!berth.hasCar) await takeStall(tx, berth.parkId, null);
  return stay;
}

/** The plate a handheld or a later read gave a stay the sensor opened without one. */
export async function namePlate(tx: Tx, berth: Berth, stay: Stay, plate: string): Promise<Stay> {
  const t = tableOf(inOutRecordResource);
  const [row] = await tx.update(t).set({ plateNumber: plate }).where(eq(t.id, stay.id)).returning();
  if (!row) throw new Error(`stay ${stay.id} is gone`);
  await markBerth(tx, berth.id, { plate, at: stay.inTime });
  return row;
}

export type Settled = { outcome: 'closed' | 'escaped'; feeFen: number; owedFen: number; escapeId?: number };

/**
 * The car left the berth: its stay is priced with the park's fee rule. Nothing owed (free, paid ahead,
 * pass or white list) closes it; money owed makes it an escape the arrears recovery collects later,
 * and an order still waiting for payment is closed. Either way the berth is free again.
 */
export async function leaveBerth(app: AppContext, tx: Tx, berth: Berth, stay: Stay, at: Date): Promise<Settled> {
  const outAt = at < stay.inTime ? stay.inTime : at;
  const { feeFen, owedFen } = await owedAtExit(app, tx, stay, outAt);
  const escaped = owedFen > 0;
  await storeClosings(tx, [
    closeStay(stay, {
      state: escaped ? stayState.values.escaped : stayState.values.left,
      at: outAt,
      fee: feeFen,
      owedFen,
      ordersNote: escaped ? '离开泊位未支付，转为逃费' : '离开泊位时已无欠费，订单关闭',
    }),
  ]);
  await markBerth(tx, berth.id, null);
  if (!escaped) return { outcome: 'closed', feeFen, owedFen: 0 };
  const escapes = tableOf(escapeRecordResource);
  const [written] = await tx
    .insert(escapes)
    .values({
      companyId: stay.companyId,
      parkId: stay.parkId,
      recordId: stay.id,
      berthId: berth.id,
      plateNumber: stay.plateNumber,
      inTime: stay.inTime,
      outTime: outAt,
      amount: owedFen,
      state: escapeState.values.unrecovered,
    })
    .returning({ id: escapes.id });
  if (written) {
    await recordOwe(tx, {
      companyId: stay.companyId,
      parkId: stay.parkId,
      plateNumber: stay.plateNumber,
      sourceKind: oweSource.values.escape,
      sourceId: written.id,
      recordId: stay.id,
      amount: owedFen,
      oweTime: outAt,
    });
  }
  return { outcome: 'escaped', feeFen, owedFen, ...(written && { escapeId: written.id }) };
}

/** A berth that shows a car without an open stay (marked by hand or before events came): just freed. */
export async function freeBerth(tx: Tx, berth: Berth) {
  if (!berth.hasCar) return;
  await markBerth(tx, berth.id, null);
  await releaseStall(tx, berth.parkId, null);
}
