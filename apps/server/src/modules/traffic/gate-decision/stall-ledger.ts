import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { executeNamed } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Tx } from '../../../platform/context';

// Each change is one statement that updates the park's row and then its area's: one lock order, no
// deadlock between concurrent entries and exits, and the rows stay locked only from that statement
// to the commit.

const name = (c: AnyColumn) => sql.identifier(c.name);

/** Applies `parkSet` to the park and `areaSet` to the area when the park's update found its row. */
async function changeStalls(
  tx: Tx,
  parkId: number,
  areaId: number | null,
  change: { park: SQL; area: SQL; parkWhere?: SQL; areaWhere?: SQL },
): Promise<{ park: number; area: number }> {
  const parks = tableOf('basePark');
  const areas = tableOf('baseParkArea');
  const [row] = await executeNamed<{ park: number; area: number }>(
    tx,
    sql`with
      p as (update ${parks} set ${name(parks.freeStalls)} = ${change.park}
            where ${parks.id} = ${parkId} ${change.parkWhere ?? sql``} returning 1),
      a as (update ${areas} set ${name(areas.freeStalls)} = ${change.area}
            where ${areas.id} = ${areaId ?? 0} ${change.areaWhere ?? sql``} and exists (select 1 from p) returning 1)
      select (select count(*) from p)::int as park, (select count(*) from a)::int as area`,
  );
  return { park: Number(row?.park ?? 0), area: Number(row?.area ?? 0) };
}

/**
 * A temporary car at the gate takes a free stall of the park and of its area, or none when either is
 * full (false). The conditional updates wait for a concurrent entry or exit of the same row and count
 * after it; a refused car leaves no row changed.
 */
export async function takeFreeStall(tx: Tx, parkId: number, areaId: number | null): Promise<boolean> {
  const parks = tableOf('basePark');
  const areas = tableOf('baseParkArea');
  const areaHasOne =
    areaId == null
      ? sql``
      : sql`and exists (select 1 from ${areas} where ${areas.id} = ${areaId} and ${areas.freeStalls} > 0)`;
  const taken = await changeStalls(tx, parkId, areaId, {
    park: sql`${parks.freeStalls} - 1`,
    parkWhere: sql`and ${parks.freeStalls} > 0 ${areaHasOne}`,
    area: sql`${areas.freeStalls} - 1`,
    areaWhere: sql`and ${areas.freeStalls} > 0`,
  });
  if (!taken.park) return false;
  if (areaId == null || taken.area) return true;
  // the area's last stall went to another car meanwhile: the park's stall goes back
  await tx
    .update(parks)
    .set({ freeStalls: sql`least(${parks.freeStalls} + 1, ${parks.totalStalls})` })
    .where(eq(parks.id, parkId));
  return false;
}

/** A car came in: one stall fewer (never below zero: a pass car may enter a full park). */
export async function takeStall(tx: Tx, parkId: number, areaId: number | null): Promise<void> {
  const parks = tableOf('basePark');
  const areas = tableOf('baseParkArea');
  await changeStalls(tx, parkId, areaId, {
    park: sql`greatest(${parks.freeStalls} - 1, 0)`,
    area: sql`greatest(${areas.freeStalls} - 1, 0)`,
  });
}

/** A car left: one stall more (never above the total). */
export async function releaseStall(tx: Tx, parkId: number, areaId: number | null): Promise<void> {
  const parks = tableOf('basePark');
  const areas = tableOf('baseParkArea');
  await changeStalls(tx, parkId, areaId, {
    park: sql`least(${parks.freeStalls} + 1, ${parks.totalStalls})`,
    area: sql`least(${areas.freeStalls} + 1, ${areas.totalStalls})`,
  });
}
