import { berthResource, enabledState, inOutRecordResource, stayState } from '@parking/resources';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import type { Db } from '../../../db/connection';
import { executeRaw } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import type { Period } from './roadside-query';

export type Level = 'park' | 'section' | 'berth';
export type Bucket = 'day' | 'month' | null;

export type OccupancyRow = {
  parkId: number;
  sectionId: number | null;
  berthId: number | null;
  /** yyyy-MM-dd or yyyy-MM; null when the whole period is one row. */
  bucket: string | null;
  berths: number;
  /** Minutes the berths were open to park in the measured hours, and minutes a car stood in them. */
  availableMinutes: number;
  occupiedMinutes: number;
  /** occupied / available, in per cent with two decimals. */
  rate: number;
};

export type Window = { startMinute: number; endMinute: number };

/** Occupied over available, as a percentage with two decimals. */
export const rateOf = (occupied: number, available: number) =>
  available > 0 ? Math.round((occupied / available) * 10_000) / 100 : 0;

/**
 * How full the roadside berths were: for each enabled berth and each local day of the period, the measured
 * hours of the day (the whole day by default), cut at now, are what it could hold; every stay's overlap with
 * them is what it held (a car still parked counts up to now). Summed at the level and bucket asked. The stays
 * of the period are read once (roadside stays that left after it began or are still parked), not per berth
 * and day.
 */
export async function occupancy(
  db: Db,
  access: Access,
  tz: string,
  period: Period,
  win: Window,
  f: { parkId?: number | undefined; sectionId?: number | undefined; berthId?: number | undefined },
  level: Level,
  bucket: Bucket,
): Promise<OccupancyRow[]> {
  const b = tableOf(berthResource);
  const r = tableOf(inOutRecordResource);
  const now = new Date();
  const cap = (period.to < now ? period.to : now).toISOString();
  const nowText = now.toISOString();
  const berths = and(
    visibleConditions(berthResource, access),
    sql`${b.deletedAt} is null`,
    eq(b.state, enabledState.values.enabled),
    f.parkId ? eq(b.parkId, f.parkId) : undefined,
    f.sectionId ? eq(b.sectionId, f.sectionId) : undefined,
    f.berthId ? eq(b.id, f.berthId) : undefined,
  );
  const keys: SQL =
    level === 'park'
      ? sql`bs.park_id, null::bigint as section_id, null::bigint as berth_id`
      : level === 'section'
        ? sql`bs.park_id, bs.section_id, null::bigint as berth_id`
        : sql`bs.park_id, bs.section_id, bs.id as berth_id`;
  const groupKeys = level === 'park' ? sql`1` : level === 'section' ? sql`1, 2` : sql`1, 2, 3`;
  const bucketOf = bucket === 'day' ? sql`w.day` : bucket === 'month' ? sql`substr(w.day, 1, 7)` : sql`null::text`;
  const rows = await executeRaw<Record<string, unknown>>(
    db,
    sql`with w as (
        select to_char(g.d, 'YYYY-MM-DD') as day,
          (g.d + make_interval(mins => ${win.startMinute}::int)) at time zone ${tz} as ws,
          least((g.d + make_interval(mins => ${win.endMinute}::int)) at time zone ${tz}, ${cap}::timestamptz) as we
        from generate_series(${period.startDate}::timestamp, ${period.endDate}::timestamp, interval '1 day') as g(d)
      ),
      win as (select * from w where w.we > w.ws),
      bs as (select ${b.id} as id, ${b.parkId} as park_id, ${b.sectionId} as section_id from ${b} where ${berths}),
      held as (
        select ${r.berthId} as berth_id, w.day,
          sum(extract(epoch from least(coalesce(${r.outTime}, ${nowText}::timestamptz), w.we) - greatest(${r.inTime}, w.ws))) as occupied
        from ${r} join win w on ${r.inTime} < w.we and coalesce(${r.outTime}, ${nowText}::timestamptz) > w.ws
        where ${r.berthId} is not null and ${r.berthId} in (select bs.id from bs)
          and ${r.deletedAt} is null and ${r.state} <> ${stayState.values.merged}
          and (${r.outTime} > (select min(win.ws) from win) or ${r.outTime} is null)
          and ${r.inTime} < (select max(win.we) from win)
        group by 1, 2
      ),
      occ as (
        select bs.id, w.day, extract(epoch from w.we - w.ws)::float8 as available,
          coalesce(held.occupied, 0)::float8 as occupied
        from bs cross join win w left join held on held.berth_id = bs.id and held.day = w.day
      )
      select ${keys}, ${bucketOf} as bucket, count(distinct bs.id)::int as berths,
        coalesce(sum(occ.available), 0)::float8 as available, coalesce(sum(occ.occupied), 0)::float8 as occupied
      from bs join occ on occ.id = bs.id join win w on w.day = occ.day
      group by ${groupKeys}, 4
      order by ${groupKeys}, 4`,
  );
  return rows.map((row) => {
    const available = Number(row.available) / 60;
    const occupied = Number(row.occupied) / 60;
    return {
      parkId: Number(row.park_id),
      sectionId: row.section_id == null ? null : Number(row.section_id),
      berthId: row.berth_id == null ? null : Number(row.berth_id),
      bucket: (row.bucket as string | null) ?? null,
      berths: Number(row.berths),
      availableMinutes: Math.round(available * 100) / 100,
      occupiedMinutes: Math.round(occupied * 100) / 100,
      rate: rateOf(occupied, available),
    };
  });
}
