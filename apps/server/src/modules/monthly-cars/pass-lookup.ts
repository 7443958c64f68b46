import { normalizePlate } from '@parking/domain';
import { monthPassResource, passState } from '@parking/resources';
import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Pass } from './pass-rows';

/**
 * The pass that lets a plate in at a gate: a live pass of the park holding the plate (as its plate or one
 * of its more plates), active, with `at` within its start and end, and for an area either the area's or
 * one not limited to an area. Null when none.
 */
export async function activePassFor(
  db: Db,
  o: { parkId: number; areaId?: number | null; plate: string; at: Date },
): Promise<Pass | null> {
  if (!normalizePlate(o.plate)) return null;
  const t = tableOf(monthPassResource);
  const [row] = await db.select().from(t).where(activePassCondition(o)).orderBy(desc(t.endTime)).limit(1);
  return row ?? null;
}

/** What a pass is asked for: values, or columns of a query asking for many cars at once. */
export type PassQuery = { parkId: number | SQL; areaId?: number | null | SQL; plate: string | SQL; at: Date | SQL };

/** What a gate is told of a pass: its end, its share group, and whether it carries more than one plate. */
export type PassHitJson = { id: number; endTime: string | null; groupId: number | null; morePlates: boolean };

/** The same pass as `PassHitJson` in one row (not run), for a gate that asks everything at once. */
export function activePassHit(db: Db, o: PassQuery) {
  const t = tableOf(monthPassResource);
  return db
    .select({
      hit: sql<PassHitJson>`json_build_object('id', ${t.id}, 'endTime', ${t.endTime}, 'groupId', ${t.groupId},
        'morePlates', coalesce(${t.plateNumbers}, '') <> '')`,
    })
    .from(t)
    .where(activePassCondition(o))
    .orderBy(desc(t.endTime))
    .limit(1);
}

function activePassCondition(o: PassQuery) {
  const plate = typeof o.plate === 'string' ? normalizePlate(o.plate) : o.plate;
  const t = tableOf(monthPassResource);
  const morePlates = typeof plate === 'string' ? `%,${plate},%` : sql`'%,' || ${plate} || ',%'`;
  const area =
    o.areaId == null
      ? undefined
      : typeof o.areaId === 'number'
        ? or(isNull(t.areaId), eq(t.areaId, o.areaId))
        : sql`(${o.areaId} is null or ${t.areaId} is null or ${t.areaId} = ${o.areaId})`;
  return and(
    eq(t.parkId, o.parkId),
    liveCondition(t),
    eq(t.state, passState.values.active),
    lte(t.startTime, o.at),
    // a pass holds to the end of the last second its end names (23:59:59 covers up to midnight)
    gt(sql`date_trunc('second', ${t.endTime}) + interval '1 second'`, o.at instanceof Date ? o.at.toISOString() : o.at),
    or(eq(t.plateNumber, plate), sql`',' || coalesce(${t.plateNumbers}, '') || ',' like ${morePlates}`),
    area,
  );
}
