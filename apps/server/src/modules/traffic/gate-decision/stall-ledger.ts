import { and, eq, gt, sql } from 'drizzle-orm';
import { tableOf } from '../../../db/schema';
import type { Tx } from '../../../platform/context';

// Every change updates the area's row before the park's: one lock order, no deadlock between
// concurrent entries and exits.

/**
 * A temporary car at the gate takes a free stall of its area and of the park, or none when either is
 * full (false). Each conditional update waits for a concurrent entry or exit of the same row and counts
 * after it; a refused car leaves no row locked, so refusals at a full park do not queue behind each other.
 */
export async function takeFreeStall(tx: Tx, parkId: number, areaId: number | null): Promise<boolean> {
  const areas = tableOf('baseParkArea');
  const parks = tableOf('basePark');
  if (areaId != null) {
    const [area] = await tx
      .update(areas)
      .set({ freeStalls: sql`${areas.freeStalls} - 1` })
      .where(and(eq(areas.id, areaId), gt(areas.freeStalls, 0)))
      .returning({ id: areas.id });
    if (!area) return false;
  }
  const [park] = await tx
    .update(parks)
    .set({ freeStalls: sql`${parks.freeStalls} - 1` })
    .where(and(eq(parks.id, parkId), gt(parks.freeStalls, 0)))
    .returning({ id: parks.id });
  if (park) return true;
  if (areaId != null) {
    await tx
      .update(areas)
      .set({ freeStalls: sql`${areas.freeStalls} + 1` })
      .where(eq(areas.id, areaId));
  }
  return false;
}

/** A car came in: one stall fewer (never below zero: a pass car may enter a full park). */
export async function takeStall(tx: Tx, parkId: number, areaId: number | null): Promise<void> {
  const areas = tableOf('baseParkArea');
  const parks = tableOf('basePark');
  if (areaId != null) {
    await tx
      .update(areas)
      .set({ freeStalls: sql`greatest(${areas.freeStalls} - 1, 0)` })
      .where(eq(areas.id, areaId));
  }
  await tx
    .update(parks)
    .set({ freeStalls: sql`greatest(${parks.freeStalls} - 1, 0)` })
    .where(eq(parks.id, parkId));
}

/** A car left: one stall more (never above the total). */
export async function releaseStall(tx: Tx, parkId: number, areaId: number | null): Promise<void> {
  const areas = tableOf('baseParkArea');
  const parks = tableOf('basePark');
  if (areaId != null) {
    await tx
      .update(areas)
      .set({ freeStalls: sql`least(${areas.freeStalls} + 1, ${areas.totalStalls})` })
      .where(eq(areas.id, areaId));
  }
  await tx
    .update(parks)
    .set({ freeStalls: sql`least(${parks.freeStalls} + 1, ${parks.totalStalls})` })
    .where(eq(parks.id, parkId));
}
