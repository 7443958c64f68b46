import { parkResource } from '@parking/resources';
import { and, asc, eq, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { localToday } from '../summaries/local-days';
import { dayTable } from '../summaries/summary-reads';

/** Park rows of the live view, the busiest first; a wall of thousands of parks is not a view. */
const shown = 50;

/**
 * The live view of /wel/dashboard: each of the caller's parks with its stalls free now (the gates keep
 * them), the cars that came in this clock hour and the last, and today's money, from today's summary.
 */
export const parkLiveRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/staticFirst/getParkLive',
    section: 'reports',
    summary:
      "The caller's parks now: stalls and free stalls, cars that came in this hour and the hour before, today's takings (fen)",
    handler: async ({ app, access }) => {
      const tz = app.config.timeZone;
      const today = localToday(tz);
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
      );
      const p = tableOf(parkResource);
      const d = dayTable();
      const rows = await app.db
        .select({
          parkId: p.id,
          parkName: p.parkName,
          totalStalls: p.totalStalls,
          freeStalls: p.freeStalls,
          hourIn: d.hourIn,
          takings: sql<number>`coalesce(${d.orderPaid} + ${d.passPaid}, 0)`.mapWith(Number),
          entries: sql<number>`coalesce(${d.entries}, 0)`.mapWith(Number),
          exits: sql<number>`coalesce(${d.exits}, 0)`.mapWith(Number),
        })
        .from(p)
        .leftJoin(d, and(eq(d.parkId, p.id), eq(d.day, today)))
        .where(visibleConditions(parkResource, access))
        .orderBy(sql`coalesce(${d.entries}, 0) desc`, asc(p.id))
        .limit(shown);
      const parks = rows.map(({ hourIn, ...r }) => {
        const total = r.totalStalls ?? 0;
        const free = Math.min(total, Math.max(0, r.freeStalls ?? 0));
        const hours = (hourIn as number[] | null) ?? [];
        return {
          ...r,
          totalStalls: total,
          freeStalls: free,
          occupied: total - free,
          occupancy: total > 0 ? Math.round(((total - free) / total) * 1000) / 10 : 0,
          inThisHour: hours[hour] ?? 0,
          inLastHour: hour > 0 ? (hours[hour - 1] ?? 0) : 0,
        };
      });
      // the totals cover every park the caller sees, not only the rows shown
      const [all] = await app.db
        .select({
          parks: sql<number>`count(*)`.mapWith(Number),
          totalStalls: sql<number>`coalesce(sum(${p.totalStalls}), 0)`.mapWith(Number),
          freeStalls: sql<number>`coalesce(sum(least(greatest(${p.freeStalls}, 0), ${p.totalStalls})), 0)`.mapWith(
            Number,
          ),
          takings: sql<number>`coalesce(sum(${d.orderPaid} + ${d.passPaid}), 0)`.mapWith(Number),
          entries: sql<number>`coalesce(sum(${d.entries}), 0)`.mapWith(Number),
          exits: sql<number>`coalesce(sum(${d.exits}), 0)`.mapWith(Number),
          inThisHour: sql<number>`coalesce(sum((${d.hourIn} ->> ${hour}::int)::int), 0)`.mapWith(Number),
          inLastHour: sql<number>`coalesce(sum((${d.hourIn} ->> ${Math.max(0, hour - 1)}::int)::int), 0)`.mapWith(
            Number,
          ),
        })
        .from(p)
        .leftJoin(d, and(eq(d.parkId, p.id), eq(d.day, today)))
        .where(visibleConditions(parkResource, access));
      const totals = all ?? {
        parks: 0,
        totalStalls: 0,
        freeStalls: 0,
        takings: 0,
        entries: 0,
        exits: 0,
        inThisHour: 0,
        inLastHour: 0,
      };
      const { freeStalls, ...rest } = totals;
      return {
        at: new Date().toISOString(),
        hour,
        totals: { ...rest, occupied: totals.totalStalls - freeStalls, inLastHour: hour > 0 ? totals.inLastHour : 0 },
        parks,
      };
    },
  }),
];
