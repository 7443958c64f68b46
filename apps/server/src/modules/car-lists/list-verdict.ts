import { normalizePlate } from '@parking/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { liveCondition } from '../../crud/scope';
import { colsOf } from '../../db/columns';
import { tableOf } from '../../db/schema';
import type { Tx } from '../../platform/context';
import { whiteStatus } from './statuses';
import { validAt } from './validity';

export type ListVerdict =
  | { list: 'black'; reason: string; entryId: number }
  | { list: 'white'; entryId: number }
  | null;

/** The park, plate and moment asked about: values, or columns of a query asking for many cars at once. */
type ListQuery = { parkId: number | SQL; plate: string | SQL; at: Date | SQL };

const plateOf = (plate: string | SQL) => (typeof plate === 'string' ? normalizePlate(plate) : plate);

/** The newest black-list entry refusing the plate at that moment, as one row of `{ id, reason }` (not run). */
export function blackListHit(db: Tx, o: ListQuery) {
  const black = tableOf('parkBlackList');
  const b = colsOf(black);
  return db
    .select({ hit: sql<{ id: number; reason: string }>`json_build_object('id', ${b.id}, 'reason', ${black.reason})` })
    .from(black)
    .where(and(eq(b.parkId, o.parkId), eq(black.plateNumber, plateOf(o.plate)), liveCondition(black), validAt(b, o.at)))
    .orderBy(desc(b.id))
    .limit(1);
}

/** An approved white-list entry opening the gate to the plate at that moment, as one row of its id (not run). */
export function whiteListHit(db: Tx, o: ListQuery) {
  const white = tableOf('parkWhiteNew');
  const w = colsOf(white);
  return db
    .select({ hit: w.id })
    .from(white)
    .where(
      and(
        eq(w.parkId, o.parkId),
        eq(white.plateNumber, plateOf(o.plate)),
        eq(white.dataStatus, whiteStatus.approved),
        liveCondition(white),
        validAt(w, o.at),
      ),
    )
    .limit(1);
}

/**
 * What the park's lists say about a plate at a moment, for the gate (which asks it through `standing`
 * together with the pass): a black-list entry valid then refuses the car (and outranks the white list);
 * an approved white-list entry valid then opens the gate; otherwise the lists have nothing to say and the
 * usual rules apply. A pending or refused white-list entry opens nothing.
 */
export function verdictOf(black: { id: number; reason: string } | null | undefined, whiteId: unknown): ListVerdict {
  if (black) return { list: 'black', reason: String(black.reason), entryId: Number(black.id) };
  return whiteId != null ? { list: 'white', entryId: Number(whiteId) } : null;
}

/** The plate a park's cameras mean when they read this one: its enabled correction, or the plate itself. */
export async function correctedPlate(db: Tx, parkId: number, plate: string): Promise<string> {
  const read = normalizePlate(plate);
  const t = tableOf('correctplateno');
  const c = colsOf(t);
  const [fix] = await db
    .select({ plate: t.correctPlate })
    .from(t)
    .where(and(eq(c.parkId, parkId), eq(t.wrongPlate, read), eq(t.state, 1), liveCondition(t)))
    .limit(1);
  return fix ? String(fix.plate) : read;
}
