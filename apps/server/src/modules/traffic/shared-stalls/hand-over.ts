import { inOutRecordResource, monthPassResource } from '@parking/resources';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { ShareUnit } from '../gate-ports';
import type { ClosedStay, Stay } from '../stays/close-stay';
import { lockShareUnits } from './share-locks';

/**
 * The stay with the moment its pass began to cover it: a stay that waited for a shared stall and took one
 * over holds it from the exit of the car that handed it over (recorded on that car's stay).
 */
export async function withHandover(db: Db, stay: Stay): Promise<Stay> {
  if (stay.passId == null || stay.coveredFrom) return stay;
  const t = tableOf(inOutRecordResource);
  const [from] = await db
    .select({ at: t.outTime })
    .from(t)
    .where(and(eq(t.stallTo, stay.id), isNull(t.deletedAt)))
    .orderBy(asc(t.outTime))
    .limit(1);
  return from?.at ? { ...stay, coveredFrom: from.at } : stay;
}

/** The share unit of each pass that has one. */
async function unitsOfPasses(db: Db, passIds: number[]): Promise<Map<number, ShareUnit>> {
  const t = tableOf(monthPassResource);
  const rows = passIds.length
    ? await db
        .select({ id: t.id, groupId: t.groupId, plateNumbers: t.plateNumbers })
        .from(t)
        .where(inArray(t.id, passIds))
    : [];
  const units = new Map<number, ShareUnit>();
  for (const r of rows) {
    if (r.groupId != null) units.set(r.id, { kind: 'group', id: r.groupId });
    else if (r.plateNumbers) units.set(r.id, { kind: 'pass', id: r.id });
  }
  return units;
}

/**
 * Stays closed outside the gate (an operator's closing, a berth): each that held a shared stall hands it
 * to the car of its unit that has waited longest, as a gate exit does. Called after the stall counts are
 * locked, as the share units come last in the lock order.
 */
export async function handOverStalls(tx: Tx, closings: ClosedStay[]): Promise<void> {
  const leaving = closings.filter((c) => c.stall && c.stay.passId != null);
  if (!leaving.length) return;
  const units = await unitsOfPasses(
    tx,
    leaving.map((c) => c.stay.passId as number),
  );
  const ledger = await lockShareUnits(
    tx,
    [...units.values()],
    leaving.map((c) => c.stay.id),
  );
  const t = tableOf(inOutRecordResource);
  for (const { stay, values } of leaving) {
    const from = ledger.coverStart(stay.id);
    const next = ledger.leave(stay.id, values.outTime ?? stay.outTime ?? new Date());
    const set = { ...(from && !stay.coveredFrom && { coveredFrom: from }), ...(next && { stallTo: next.id }) };
    if (Object.keys(set).length) await tx.update(t).set(set).where(eq(t.id, stay.id));
  }
}
