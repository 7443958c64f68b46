import { inOutRecordResource, monthPassResource } from '@parking/resources';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { visibleConditions } from '../../../crud/scope';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';

/** What a what-if needs of a stay: its times, kind, where it parked, what it was charged, and its pass's end. */
export type MonthStay = {
  id: number;
  inTime: Date;
  outTime: Date | null;
  state: number | null;
  carKind: number | null;
  areaId: number | null;
  carTypeId: number | null;
  fee: number | null;
  noEntryFee: number | null;
  passId: number | null;
  coveredFrom: Date | null;
  passEnd: Date | null;
};

const batchSize = 5000;

/**
 * The park's stays that entered in [from, to), in entry order, a batch at a time: each batch one read along
 * the (park_id, in_time) index, continuing after the last stay read, with the end of the pass a stay held.
 */
export async function* monthStays(
  db: Db,
  access: Access,
  parkId: number,
  from: Date,
  to: Date,
): AsyncGenerator<MonthStay[]> {
  const s = tableOf(inOutRecordResource);
  const p = tableOf(monthPassResource);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows: (MonthStay & { key: string })[] = await db
      .select({
        id: s.id,
        inTime: s.inTime,
        outTime: s.outTime,
        state: s.state,
        carKind: s.carKind,
        areaId: s.areaId,
        carTypeId: s.carTypeId,
        fee: s.fee,
        noEntryFee: s.noEntryFee,
        passId: s.passId,
        coveredFrom: s.coveredFrom,
        passEnd: p.endTime,
        // the entry time to the microsecond, where the next batch continues
        key: sql<string>`${s.inTime}::text`,
      })
      .from(s)
      .leftJoin(p, and(eq(p.id, s.passId), isNull(p.deletedAt)))
      .where(
        and(
          visibleConditions(inOutRecordResource, access),
          eq(s.parkId, parkId),
          gte(s.inTime, from),
          lt(s.inTime, to),
          after ? sql`(${s.inTime}, ${s.id}) > (${after.key}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(s.inTime), asc(s.id))
      .limit(batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as MonthStay & { key: string };
    after = { key: last.key, id: last.id };
  }
}
