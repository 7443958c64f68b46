import { yjCameraResource, yjRecordResource } from '@parking/resources';
import { and, asc, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { periodOf, type StaticQuery } from './door-static.service';

export type YjStaticQuery = Omit<StaticQuery, 'doorId'> & { cameraId?: number | undefined };

/** Recognitions per local day (or month) and camera: how many, how many alerts, how many known people. */
export async function yjStatistics(db: Db, access: Access, q: YjStaticQuery, timeZone: string, monthly: boolean) {
  const t = tableOf(yjRecordResource);
  const period = periodOf(q, timeZone, monthly);
  const bucket = sql<string>`to_char(${t.recordTime} at time zone ${timeZone}, ${monthly ? 'YYYY-MM' : 'YYYY-MM-DD'})`;
  const rows = await db
    .select({
      period: bucket,
      parkId: t.parkId,
      cameraId: t.cameraId,
      total: count(),
      alarms: sql<number>`count(*) filter (where ${t.alarm})`.mapWith(Number),
      persons: countDistinct(t.yjEmployeeId),
    })
    .from(t)
    .where(
      and(
        visibleConditions(yjRecordResource, access),
        gte(t.recordTime, period.from),
        lt(t.recordTime, period.to),
        ...(q.parkId ? [eq(t.parkId, q.parkId)] : []),
        ...(q.cameraId ? [eq(t.cameraId, q.cameraId)] : []),
      ),
    )
    // by position: the zone and format are bound parameters
    .groupBy(sql`1`, t.parkId, t.cameraId)
    .orderBy(sql`1 desc`, asc(t.cameraId));
  const c = tableOf(yjCameraResource);
  const ids = [...new Set(rows.map((r) => r.cameraId))];
  const cameras = ids.length ? await db.select({ id: c.id, name: c.cameraName }).from(c).where(inArray(c.id, ids)) : [];
  const names = new Map(cameras.map((x) => [x.id, x.name]));
  return rows.map((r) => ({
    ...(monthly ? { month: r.period } : { day: r.period }),
    parkId: r.parkId,
    cameraId: r.cameraId,
    cameraName: names.get(r.cameraId) ?? null,
    total: Number(r.total),
    alarms: r.alarms,
    persons: Number(r.persons),
  }));
}
