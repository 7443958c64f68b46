import {
  boxResource,
  commandState,
  gateResource,
  parkCommandResource,
  parkResource,
  type ResourceDef,
  villageResource,
} from '@parking/resources';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { colsOf } from '../../db/columns';
import type { Db } from '../../db/connection';
import { engineTableOf, tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';

/** A booth whose watched computer has not reported for this long is offline. */
export const heartbeatWindowMs = 3 * 60_000;

const occupancy = (total: number, free: number) => (total > 0 ? Math.round(((total - free) * 100) / total) : 0);

/** Live rows of a park-scoped resource per park, by park id. */
async function countBy(db: Db, def: ResourceDef, parkIds: number[], extra: SQL[] = []) {
  const t = engineTableOf(def);
  const c = colsOf(t);
  const rows = await db
    .select({ parkId: c.parkId, n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(inArray(c.parkId, parkIds), liveCondition(t), ...extra))
    .groupBy(c.parkId);
  return new Map(rows.map((r) => [r.parkId, r.n]));
}

/** The visible parks with what a monitor shows: stalls taken, gates, booths online, commands waiting. */
export async function monitorParks(db: Db, access: Access, extra: SQL[] = []) {
  const t = tableOf(parkResource);
  const parks = await db
    .select()
    .from(t)
    .where(and(visibleConditions(parkResource, access), ...extra))
    .orderBy(asc(t.parkName), asc(t.id))
    .limit(1000);
  const ids = parks.map((p) => p.id);
  if (!ids.length) return [];
  const boxes = tableOf(boxResource);
  const commands = tableOf(parkCommandResource);
  const since = new Date(Date.now() - heartbeatWindowMs);
  const [gates, boxCount, watched, online, waiting] = await Promise.all([
    countBy(db, gateResource, ids),
    countBy(db, boxResource, ids),
    countBy(db, boxResource, ids, [eq(boxes.watchdog, true)]),
    countBy(db, boxResource, ids, [eq(boxes.watchdog, true), gt(boxes.lastHeartbeatAt, since)]),
    countBy(db, parkCommandResource, ids, [eq(commands.state, commandState.values.waiting)]),
  ]);
  return parks.map((p) => {
    const total = p.totalStalls ?? 0;
    const free = p.freeStalls ?? 0;
    return {
      parkId: p.id,
      parkName: p.parkName,
      parkKind: p.parkKind,
      villageId: p.villageId,
      companyId: p.companyId,
      totalStalls: total,
      freeStalls: free,
      usedStalls: total - free,
      occupancy: occupancy(total, free),
      gates: gates.get(p.id) ?? 0,
      boxes: boxCount.get(p.id) ?? 0,
      watchedBoxes: watched.get(p.id) ?? 0,
      boxesOnline: online.get(p.id) ?? 0,
      waitingCommands: waiting.get(p.id) ?? 0,
    };
  });
}

/** The visible villages with the stalls of their visible parks added up. */
export async function monitorVillages(db: Db, access: Access, extra: SQL[] = []) {
  const v = tableOf(villageResource);
  const villages = await db
    .select()
    .from(v)
    .where(and(visibleConditions(villageResource, access), ...extra))
    .orderBy(asc(v.name), asc(v.id))
    .limit(1000);
  const ids = villages.map((r) => r.id);
  const p = tableOf(parkResource);
  const sums = ids.length
    ? await db
        .select({
          villageId: p.villageId,
          parks: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${p.totalStalls}), 0)::int`,
          free: sql<number>`coalesce(sum(${p.freeStalls}), 0)::int`,
        })
        .from(p)
        .where(and(inArray(p.villageId, ids), visibleConditions(parkResource, access)))
        .groupBy(p.villageId)
    : [];
  return villages.map((r) => {
    const s = sums.find((x) => x.villageId === r.id);
    const total = s?.total ?? 0;
    const free = s?.free ?? 0;
    return {
      vid: r.id,
      id: r.id,
      name: r.name,
      companyId: r.companyId,
      examineState: r.examineState,
      locked: r.locked,
      parks: s?.parks ?? 0,
      totalStalls: total,
      freeStalls: free,
      occupancy: occupancy(total, free),
    };
  });
}
