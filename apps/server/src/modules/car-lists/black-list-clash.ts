import { formatLocalDateTime, type Lang, type Message } from '@parking/domain';
import { blackListResource } from '@parking/resources';
import { and, eq, ne, sql } from 'drizzle-orm';
import { liveCondition } from '../../crud/scope';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { overlapping, type Window } from './validity';

/**
 * Serialises writers of one park's entries for one plate until the transaction ends, so two
 * simultaneous adds cannot both pass the clash check.
 */
export async function lockPlate(tx: Tx, kind: string, parkId: number, plate: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${parkId}:${plate}`}))`);
}

/**
 * Why the plate cannot be on the park's black list for this window: another live entry of the same
 * plate is valid at some moment of it. Null when it can.
 */
export async function blackListClash(
  db: Db,
  o: { parkId: number; plate: string; window: Window; exceptId?: number | undefined },
  timeZone: string,
): Promise<Message | null> {
  const t = tableOf(blackListResource);
  const [other] = await db
    .select({ id: t.id, startTime: t.startTime, endTime: t.endTime })
    .from(t)
    .where(
      and(
        eq(t.parkId, o.parkId),
        eq(t.plateNumber, o.plate),
        liveCondition(t),
        overlapping(t, o.window),
        o.exceptId === undefined ? undefined : ne(t.id, o.exceptId),
      ),
    )
    .limit(1);
  if (!other) return null;
  const at = (d: Date | null, lang: Lang) => (d ? formatLocalDateTime(d, timeZone) : lang === 'zh' ? '不限' : 'open');
  const text = (lang: Lang) => `${at(other.startTime, lang)} ~ ${at(other.endTime, lang)}`;
  return {
    zh: `车牌号(plateNumber): ${o.plate} 已在本停车场黑名单中（编号 ${other.id}，${text('zh')}），有效期不能重叠`,
    en: `Plate(plateNumber): ${o.plate} is already on this park's black list (id ${other.id}, ${text('en')}); validity periods cannot overlap`,
  };
}
