import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { executeNamed } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { AppContext, Tx } from '../../../platform/context';
import { type GateAnswer, type GateRead, verdicts } from './gate-answer';
import { stayStates } from './open-stay';

/**
 * What the gate must know before deciding, asked in one statement once the car's lock is held: the
 * answer already given to this event id, the answer given to the same plate at this gate a moment ago,
 * and whether the car has a stay open in the park.
 */
export type GateFacts = { stored: GateAnswer | null; repeated: GateAnswer | null; openStayId: number | null };

export async function gateFacts(app: AppContext, tx: Tx, read: GateRead, eventKey: string): Promise<GateFacts> {
  const events = tableOf('gateEvent');
  const stays = tableOf('parkIORecord');
  const stored = tx
    .select({ answer: events.answer })
    .from(events)
    .where(and(eq(events.eventKey, eventKey), isNull(events.deletedAt)))
    .limit(1);
  const windowMs = app.config.gateRepeatSeconds * 1000;
  const repeated =
    windowMs > 0
      ? tx
          .select({ answer: events.answer })
          .from(events)
          .where(
            and(
              eq(events.parkId, read.parkId),
              eq(events.gateId, read.gateId),
              eq(events.plateNumber, read.plateNumber),
              eq(events.direction, read.direction),
              inArray(events.verdict, [verdicts.open, verdicts.refuse]),
              gte(events.eventTime, new Date(read.at.getTime() - windowMs)),
              lte(events.eventTime, new Date(read.at.getTime() + windowMs)),
              isNull(events.deletedAt),
            ),
          )
          .orderBy(desc(events.eventTime))
          .limit(1)
      : sql`select null::jsonb`;
  const openStay = tx
    .select({ id: stays.id })
    .from(stays)
    .where(
      and(
        eq(stays.parkId, read.parkId),
        eq(stays.plateNumber, read.plateNumber),
        eq(stays.state, stayStates.inside),
        isNull(stays.deletedAt),
      ),
    )
    .limit(1);
  const [row] = await executeNamed<{ stored: GateAnswer | null; repeated: GateAnswer | null; open_stay_id: unknown }>(
    tx,
    sql`select (${stored}) as stored, (${repeated}) as repeated, (${openStay}) as open_stay_id`,
  );
  return {
    stored: row?.stored ?? null,
    repeated: row?.repeated ?? null,
    openStayId: row?.open_stay_id == null ? null : Number(row.open_stay_id),
  };
}
