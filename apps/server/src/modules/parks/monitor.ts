import { parkResource, villageResource } from '@parking/resources';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { commandWaiting } from './park-commands';

/** A booth whose watched computer has not reported for this long is offline. */
export const heartbeatWindowMs = 3 * 60_000;

const occupancy = (total: number, free: number) => (total > 0 ? Math.round(((total - free) * 100) / total) : 0);

async function countBy(tx: Tx, module: string, parkIds: number[], extra: SQL[] = []) {
  const t = tableOf(module);
  const rows = await tx
    .select({ parkId: t.parkId, n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(inArray(t.parkId, parkIds), liveCondition(t), ...extra))
    .groupBy(t.parkId);
  return new Map(rows.map((r) => [Number(r.parkId), Number(r.n)]));
}

/** The visible parks with what a monitor shows: stalls taken, gates, booths online, commands waiting. */
export async function monitorParks(tx: Tx, access: Access, extra: SQL[] = []) {
  const t = tableOf('basePark');
  const parks = await tx
    .select()
    .from(t)
    .where(and(liveCondition(t), ...scopeConditions(parkResource, t, access), ...extra))
    .orderBy(asc(t.parkName), asc(t.id))
    .limit(1000);
  const ids = parks.map((p) => Number(p.id));
  if (!ids.length) return [];
  const boxes = tableOf('baseParkBox');
  const commands = tableOf('plat/parkCommand');
  const since = new Date(Date.now() - heartbeatWindowMs);
  const [gates, boxCount, watched, online, waiting] = await Promise.all([
    countBy(tx, 'baseParkGate', ids),
    countBy(tx, 'baseParkBox', ids),
    countBy(tx, 'baseParkBox', ids, [eq(boxes.watchdog, true)]),
    countBy(tx, 'baseParkBox', ids, [eq(boxes.watchdog, true), gt(boxes.lastHeartbeatAt, since)]),
    countBy(tx, 'plat/parkCommand', ids, [eq(commands.state, commandWaiting)]),
  ]);
  return parks.map((p) => {
    const id = Number(p.id);
    const total = Number(p.totalStalls ?? 0);
    const free = Number(p.freeStalls ?? 0);
    return {
      parkId: id,
      parkName: p.parkName,
      parkKind: p.parkKind,
      villageId: p.villageId,
      companyId: p.companyId,
      totalStalls: total,
      freeStalls: free,
      usedStalls: total - free,
      occupancy: occupancy(total, free),
      gates: gates.get(id) ?? 0,
      boxes: boxCount.get(id) ?? 0,
      watchedBoxes: watched.get(id) ?? 0,
      boxesOnline: online.get(id) ?? 0,
      waitingCommands: waiting.get(id) ?? 0,
    };
  });
}

/** The visible villages with the stalls of their visible parks added up. */
export async function monitorVillages(tx: Tx, access: Access, extra: SQL[] = []) {
  const v = tableOf('baseVillage');
  const villages = await tx
    .select()
    .from(v)
    .where(and(liveCondition(v), ...scopeConditions(villageResource, v, access), ...extra))
    .orderBy(asc(v.name), asc(v.id))
    .limit(1000);
  const ids = villages.map((r) => Number(r.id));
  const p = tableOf('basePark');
  const sums = ids.length
    ? await tx
        .select({
          villageId: p.villageId,
          parks: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${p.totalStalls}), 0)::int`,
          free: sql<number>`coalesce(sum(${p.freeStalls}), 0)::int`,
        })
        .from(p)
        .where(and(inArray(p.villageId, ids), liveCondition(p), ...scopeConditions(parkResource, p, access)))
        .groupBy(p.villageId)
    : [];
  return villages.map((r) => {
    const s = sums.find((x) => Number(x.villageId) === Number(r.id));
    const total = Number(s?.total ?? 0);
    const free = Number(s?.free ?? 0);
    return {
      vid: Number(r.id),
      id: Number(r.id),
      name: r.name,
      companyId: r.companyId,
      examineState: r.examineState,
      locked: r.locked,
      parks: Number(s?.parks ?? 0),
      totalStalls: total,
      freeStalls: free,
      occupancy: occupancy(total, free),
    };
  });
}
