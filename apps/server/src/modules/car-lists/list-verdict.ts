import { normalizePlate } from '@parking/domain';
import { and, desc, eq } from 'drizzle-orm';
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

/**
 * What the park's lists say about a plate at a moment, for the gate: a black-list entry valid then
 * refuses the car (and outranks the white list); an approved white-list entry valid then opens the
 * gate; otherwise the lists have nothing to say and the usual rules apply. A pending or refused
 * white-list entry opens nothing.
 */
export async function listVerdict(db: Tx, o: { parkId: number; plate: string; at: Date }): Promise<ListVerdict> {
  const plate = normalizePlate(o.plate);
  const black = tableOf('parkBlackList');
  const b = colsOf(black);
  const [refused] = await db
    .select({ id: b.id, reason: black.reason })
    .from(black)
    .where(and(eq(b.parkId, o.parkId), eq(black.plateNumber, plate), liveCondition(black), validAt(b, o.at)))
    .orderBy(desc(b.id))
    .limit(1);
  if (refused) return { list: 'black', reason: String(refused.reason), entryId: Number(refused.id) };
  const white = tableOf('parkWhiteNew');
  const w = colsOf(white);
  const [opens] = await db
    .select({ id: w.id })
    .from(white)
    .where(
      and(
        eq(w.parkId, o.parkId),
        eq(white.plateNumber, plate),
        eq(white.dataStatus, whiteStatus.approved),
        liveCondition(white),
        validAt(w, o.at),
      ),
    )
    .limit(1);
  return opens ? { list: 'white', entryId: Number(opens.id) } : null;
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
