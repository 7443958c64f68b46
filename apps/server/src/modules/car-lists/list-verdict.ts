import { normalizePlate } from '@parking/domain';
import {
  blackListResource,
  enabledState,
  plateCorrectionResource,
  whiteListResource,
  whiteListStatus,
} from '@parking/resources';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { validAt } from './validity';

export type ListVerdict =
  | { list: 'black'; reason: string; entryId: number }
  | { list: 'white'; entryId: number }
  | null;

/** The park, plate and moment asked about: values, or columns of a query asking for many cars at once. */
type ListQuery = { parkId: number | SQL; plate: string | SQL; at: Date | SQL };

const plateOf = (plate: string | SQL) => (typeof plate === 'string' ? normalizePlate(plate) : plate);

/** The newest black-list entry refusing the plate at that moment, as one row of `{ id, reason }` (not run). */
export function blackListHit(db: Db, o: ListQuery) {
  const t = tableOf(blackListResource);
  return db
    .select({ hit: sql<{ id: number; reason: string }>`json_build_object('id', ${t.id}, 'reason', ${t.reason})` })
    .from(t)
    .where(and(eq(t.parkId, o.parkId), eq(t.plateNumber, plateOf(o.plate)), liveCondition(t), validAt(t, o.at)))
    .orderBy(desc(t.id))
    .limit(1);
}

/** An approved white-list entry opening the gate to the plate at that moment, as one row of its id (not run). */
export function whiteListHit(db: Db, o: ListQuery) {
  const t = tableOf(whiteListResource);
  return db
    .select({ hit: t.id })
    .from(t)
    .where(
      and(
        eq(t.parkId, o.parkId),
        eq(t.plateNumber, plateOf(o.plate)),
        eq(t.dataStatus, whiteListStatus.values.approved),
        liveCondition(t),
        validAt(t, o.at),
      ),
    )
    .limit(1);
}

/**
 * What the park's lists say about a plate at a moment, for the gate (which asks it through `standing`
 * together with the pass): a black-list entry valid then refuses the car (and outranks the white list);
 * an approved white-list entry valid then opens the gate; otherwise the lists have nothing to say and the
 * usual rules apply. A pending or refused white-list entry opens nothing. The white hit is read by the
 * driver as a bigint, which node-postgres gives as text.
 */
export function verdictOf(black: { id: number; reason: string } | null | undefined, whiteId: unknown): ListVerdict {
  if (black) return { list: 'black', reason: black.reason, entryId: black.id };
  return whiteId != null ? { list: 'white', entryId: Number(whiteId) } : null;
}

/** The plate a park's cameras mean when they read this one: its enabled correction, or the plate itself. */
export async function correctedPlate(db: Db, parkId: number, plate: string): Promise<string> {
  const read = normalizePlate(plate);
  const t = tableOf(plateCorrectionResource);
  const [fix] = await db
    .select({ plate: t.correctPlate })
    .from(t)
    .where(
      and(eq(t.parkId, parkId), eq(t.wrongPlate, read), eq(t.state, enabledState.values.enabled), liveCondition(t)),
    )
    .limit(1);
  return fix ? fix.plate : read;
}
