import { inOutRecordResource, parkDayStatResource } from '@parking/resources';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import { rebuildDaySummaries } from './day-summaries.service';
import { localToday } from './local-days';

/**
 * A database that has records but was never summarised (a first start, a restored backup, an upgrade) gets
 * its summaries from its first stay to today, so the home page answers at once.
 */
export async function ensureDaySummaries(db: Db, timeZone: string): Promise<void> {
  const summaries = tableOf(parkDayStatResource);
  const [built] = await db.select({ id: summaries.id }).from(summaries).limit(1);
  if (built) return;
  const stays = tableOf(inOutRecordResource);
  const [first] = await db
    .select({ at: sql<Date | null>`min(${stays.inTime})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(stays)
    .where(isNull(stays.deletedAt));
  const to = localToday(timeZone);
  const from = first?.at ? localToday(timeZone, first.at) : to;
  await db.transaction((tx) => rebuildDaySummaries(tx, timeZone, { from: from < to ? from : to, to }));
}
