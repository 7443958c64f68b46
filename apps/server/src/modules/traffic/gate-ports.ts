import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { executeNamed } from '../../db/named-statement';
import { blackListHit, type ListVerdict, verdictOf, whiteListHit } from '../car-lists/list-verdict';
import { type PriceResult, priceStay, type StayToPrice, stayPricer } from '../fees/price-stay';
import { activePassHit, type PassHitJson } from '../monthly-cars/pass-lookup';

/**
 * What the gate decision asks of other areas: the car lists, monthly passes and fee rules. Each is a
 * function of the database so the decision can run inside its own transaction.
 */
export type ActivePass = { grantId: number; endTime: Date | null; share: ShareUnit | null };

/**
 * The stalls a pass's cars share: its share group's, or, for a pass carrying several plates and in no
 * group, the pass's own. Null: one plate, one stall, nothing to share.
 */
export type ShareUnit = { kind: 'group' | 'pass'; id: number };

/** What the lists say of a car at `listAt`, and the pass it held at `passAt`. */
export type CarStanding = { list: ListVerdict; pass: ActivePass | null };
/** Values for one car, or columns of a query that asks for many cars at once. */
export type StandingQuery = {
  parkId: number | SQL;
  areaId?: number | null | SQL;
  plate: string | SQL;
  listAt: Date | SQL;
  passAt: Date | SQL;
};
/** What `standingColumns` selects (JSON of the hits), read back by `standingOf`. */
export type StandingRow = {
  black: { id: number; reason: string } | null;
  white: unknown;
  pass: PassHitJson | null;
};

export type GatePorts = {
  /** The lists and the pass of one car in one question to the database. */
  standing: (db: Db, q: StandingQuery) => Promise<CarStanding>;
  /** The same question as columns `black`, `white`, `pass` of a larger select (read with `standingOf`). */
  standingColumns: (db: Db, q: StandingQuery) => SQL;
  /** modules/fees/price-stay.ts */
  priceStay: (db: Db, q: StayToPrice) => Promise<PriceResult>;
  /** The park's rules loaded once, to price several stretches of one stay (coupons) without waiting. */
  stayPricer: (db: Db, parkId: number) => Promise<(q: StayToPrice) => PriceResult>;
};

const shareOf = (hit: PassHitJson): ShareUnit | null => {
  if (hit.groupId != null) return { kind: 'group', id: Number(hit.groupId) };
  return hit.morePlates ? { kind: 'pass', id: Number(hit.id) } : null;
};

export function standingOf(row: StandingRow | undefined): CarStanding {
  const hit = row?.pass;
  return {
    list: verdictOf(row?.black, row?.white),
    pass: hit
      ? { grantId: Number(hit.id), endTime: hit.endTime ? new Date(hit.endTime) : null, share: shareOf(hit) }
      : null,
  };
}

/** The areas that answer the gate's questions: the car lists, monthly passes and fee rules. */
export const defaultGatePorts = (timeZone: string): GatePorts => {
  const standingColumns = (db: Db, q: StandingQuery) => {
    const list = { parkId: q.parkId, plate: q.plate, at: q.listAt };
    const pass = { parkId: q.parkId, areaId: q.areaId, plate: q.plate, at: q.passAt };
    return sql`(${blackListHit(db, list)}) as black, (${whiteListHit(db, list)}) as white, (${activePassHit(db, pass)}) as pass`;
  };
  return {
    standingColumns,
    standing: async (db, q) => {
      const [row] = await executeNamed<StandingRow>(db, sql`select ${standingColumns(db, q)}`);
      return standingOf(row);
    },
    priceStay: (db, q) => priceStay(db, q, timeZone),
    stayPricer: (db, parkId) => stayPricer(db, parkId, timeZone),
  };
};
