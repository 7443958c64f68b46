import { gateDirection, gateEventResource, gateVerdict, inOutRecordResource } from '@parking/resources';
import { and, desc, eq, getTableName, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { rowOfJson } from '../../../db/bulk-rows';
import type { Tx } from '../../../db/connection';
import { Statement } from '../../../db/named-statement';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { type CouponJson, stayCouponsColumn } from '../../coupons/stay-coupons';
import { type ArrearsRow, arrearsColumns, arrearsOf, type GateArrears } from '../../owe/owe-at-gate';
import { StallLedger, type StallRow, stallLocksSql } from '../../parks/stall-ledger';
import { type CarStanding, type StandingRow, standingOf } from '../gate-ports';
import { settledQuery, type WaitingOrder, waitingOrderQuery } from '../orders/exit-order';
import type { Stay } from '../stays/close-stay';
import type { GateAnswer, GateRead } from './gate-answer';
import { openStays } from './open-stay';

/** A plate read waiting for its decision, with the key that makes the device's event id count once. */
export type GateCase = { read: GateRead; eventKey: string };

/**
 * What the gate must know before deciding, asked for every read of a batch in one statement once the
 * cars' locks are held.
 */
export type GateFacts = {
  /** The answer already given to this event id. */
  stored: GateAnswer | null;
  /** The answer given to the same plate at this gate a moment ago. */
  repeated: GateAnswer | null;
  /** The car's open stay in the park, locked: at an exit the stay to close, at an entry one whose exit was missed. */
  stay: Stay | null;
  /** At an entry the lists and the pass now; at an exit the lists now and the pass at the stay's entry. */
  standing: CarStanding;
  waitingOrder: WaitingOrder | null;
  /** What the stay's orders have been paid, refunds included. */
  settledFen: number;
  /** A fresh id for the stay this read may open (an entry, or an exit nobody saw come in). */
  newStayId: number | null;
  /** What the plate owes at the company's parks, and the park's recovery setting. */
  arrears: GateArrears;
  /** At an exit, the coupons the plate may use on its stay. */
  coupons: CouponJson[];
};

type FactsRow = StandingRow &
  ArrearsRow & {
    i: number;
    stored: GateAnswer | null;
    repeated: GateAnswer | null;
    stay: Record<string, unknown> | null;
    waiting: WaitingOrder | null;
    settled: string | number | null;
    new_stay_id: string | number | null;
    stalls: StallRow[] | null;
    coupons: CouponJson[] | null;
  };

type FactsValues = Record<'i' | 'eventKey' | 'parkId' | 'gateId' | 'areaId' | 'plate' | 'direction' | 'at', unknown[]>;

/** Built once per server (it holds the server's repeat window and its ports). */
const statements = new WeakMap<AppContext, Statement<FactsValues>>();

function factsStatement(app: AppContext, tx: Tx): Statement<FactsValues> {
  let statement = statements.get(app);
  if (!statement) {
    statement = new Statement<FactsValues>((value) => {
      const events = tableOf(gateEventResource);
      const stays = tableOf(inOutRecordResource);
      const e = {
        i: sql`e.i`,
        eventKey: sql`e.event_key`,
        parkId: sql`e.park_id`,
        gateId: sql`e.gate_id`,
        areaId: sql`e.area_id`,
        plate: sql`e.plate`,
        direction: sql`e.direction`,
        at: sql`e.at`,
      };
      const stored = tx
        .select({ answer: events.answer })
        .from(events)
        .where(and(eq(events.eventKey, e.eventKey), isNull(events.deletedAt)))
        .limit(1);
      const windowSeconds = app.config.gateRepeatSeconds;
      const repeated =
        windowSeconds > 0
          ? tx
              .select({ answer: events.answer })
              .from(events)
              .where(
                and(
                  eq(events.parkId, e.parkId),
                  eq(events.gateId, e.gateId),
                  eq(events.plateNumber, e.plate),
                  eq(events.direction, e.direction),
                  inArray(events.verdict, [gateVerdict.values.open, gateVerdict.values.refuse]),
                  gte(events.eventTime, sql`${e.at} - ${windowSeconds} * interval '1 second'`),
                  lte(events.eventTime, sql`${e.at} + ${windowSeconds} * interval '1 second'`),
                  isNull(events.deletedAt),
                ),
              )
              .orderBy(desc(events.eventTime))
              .limit(1)
          : sql`select null::jsonb`;
      const openStay = tx
        .select({ stay: sql`to_jsonb(${stays})`.as('stay'), id: stays.id, inTime: stays.inTime, areaId: stays.areaId })
        .from(stays)
        .where(openStays(e.parkId, eq(stays.plateNumber, e.plate)))
        .orderBy(desc(stays.inTime))
        .limit(1)
        .for('update')
        .as('s');
      const waiting = waitingOrderQuery(tx, openStay.id).as('w');
      const settled = settledQuery(tx, openStay.id).as('pd');
      const entry = sql`${e.direction} = ${gateDirection.values.entry}`;
      const standing = app.gatePorts.standingColumns(tx, {
        parkId: e.parkId,
        areaId: sql`case when ${entry} then ${e.areaId} else ${openStay.areaId} end`,
        plate: e.plate,
        listAt: e.at,
        passAt: sql`case when ${entry} then ${e.at} else ${openStay.inTime} end`,
      });
      const facts = sql`select ${e.i} as i, (${stored}) as stored, (${repeated}) as repeated, ${openStay.stay} as stay,
          ${waiting.waiting} as waiting, ${settled.settled} as settled,
          case when ${entry} or ${openStay.id} is null
            then nextval(pg_get_serial_sequence(${getTableName(stays)}, 'id')) end as new_stay_id,
          ${standing}, ${arrearsColumns(tx, { parkId: e.parkId, plate: e.plate })},
          case when ${entry} or ${openStay.id} is null then null
            else ${stayCouponsColumn(tx, { parkId: e.parkId, plate: e.plate, stayId: sql`${openStay.id}`, at: e.at })} end as coupons
        from unnest(
          ${value('i')}::int[], ${value('eventKey')}::text[],
          ${value('parkId')}::bigint[], ${value('gateId')}::bigint[],
          ${value('areaId')}::bigint[], ${value('plate')}::text[],
          ${value('direction')}::int[], ${value('at')}::timestamptz[]
        ) as e(i, event_key, park_id, gate_id, area_id, plate, direction, at)
        left join lateral ${openStay} on true
        left join lateral ${waiting} on true
        left join lateral ${settled} on true`;
      // the stall counts are locked after the stays, as every other change of a stay and its stalls does
      return sql`with f as (${facts}), stalls as (${stallLocksSql({
        parks: value('parkId'),
        after: sql`(select count(*) from f) >= 0`,
      })})
        select f.*, case when f.i = 0 then (select json_agg(stalls) from stalls) end as stalls from f`;
    });
    statements.set(app, statement);
  }
  return statement;
}

/** Each read with its facts, in their order, and the stall counts of their parks (all areas), locked. */
export async function gateFacts<C extends GateCase>(
  app: AppContext,
  tx: Tx,
  cases: C[],
): Promise<{ cases: (C & { facts: GateFacts })[]; stalls: StallLedger }> {
  const stays = tableOf(inOutRecordResource);
  const column = <T>(pick: (c: GateCase, i: number) => T) => cases.map(pick);
  const rows = await factsStatement(app, tx).run<FactsRow>(tx, {
    i: column((_, i) => i),
    eventKey: column((c) => c.eventKey),
    parkId: column((c) => c.read.parkId),
    gateId: column((c) => c.read.gateId),
    areaId: column((c) => c.read.areaId),
    plate: column((c) => c.read.plateNumber),
    direction: column((c) => c.read.direction),
    at: column((c) => c.read.at.toISOString()),
  });
  const byRead = new Map<number, GateFacts>();
  let stalls: StallRow[] = [];
  for (const row of rows) {
    if (row.stalls) stalls = row.stalls;
    byRead.set(row.i, {
      stored: row.stored ?? null,
      repeated: row.repeated ?? null,
      // rowOfJson decodes every column of the table it is given: a stay as the query builder reads it
      stay: rowOfJson(stays, row.stay),
      standing: standingOf(row),
      waitingOrder: row.waiting ?? null,
      // numeric and bigint values come from the driver as text
      settledFen: Number(row.settled ?? 0),
      newStayId: row.new_stay_id == null ? null : Number(row.new_stay_id),
      arrears: arrearsOf(row),
      coupons: row.coupons ?? [],
    });
  }
  const known = cases.map((c, i) => {
    const facts = byRead.get(i);
    if (!facts) throw new Error(`no facts were read for gate read ${c.eventKey}`);
    return { ...c, facts };
  });
  return { cases: known, stalls: StallLedger.of(stalls) };
}
