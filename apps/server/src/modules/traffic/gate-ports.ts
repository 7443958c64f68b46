import type { FeeItem } from '@parking/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { executeNamed } from '../../db/named-statement';
import { AppError } from '../../platform/errors';
import { blackListHit, type ListVerdict, verdictOf, whiteListHit } from '../car-lists/list-verdict';
import { priceStay } from '../fees/price-stay';
import { activePassHit } from '../monthly-cars/pass-lookup';

/**
 * What the gate decision asks of other areas: the car lists, monthly passes and fee rules. Each is a
 * function of the database so the decision can run inside its own transaction.
 */
export type ActivePass = { grantId: number; endTime: Date | null };
export type StayPrice = { totalFen: number; breakdown: FeeItem[]; ruleId: string };

/** What the lists say of a car at `listAt`, and the pass it held at `passAt`. */
export type CarStanding = { list: ListVerdict; pass: ActivePass | null };
export type StandingQuery = { parkId: number; areaId?: number | null; plate: string; listAt: Date; passAt: Date };

export type GatePorts = {
  /** The lists and the pass in one question to the database: every gate event asks it. */
  standing: (db: Db, q: StandingQuery) => Promise<CarStanding>;
  /** modules/fees/price-stay.ts */
  priceStay: (
    db: Db,
    q: { parkId: number; areaId?: number | null; carTypeId?: number | null; entryAt: Date; exitAt: Date },
  ) => Promise<StayPrice>;
};

type PassHit = { id: number; endTime: string | null };

/** A park with no fee rule at all charges nothing; the stay says so in its rule id. */
const unpriced = (): StayPrice => ({ totalFen: 0, breakdown: [], ruleId: 'none' });

/** The areas that answer the gate's questions: the car lists, monthly passes and fee rules. */
export const defaultGatePorts = (timeZone: string): GatePorts => ({
  standing: async (db, q) => {
    const list = { parkId: q.parkId, plate: q.plate, at: q.listAt };
    const pass = { parkId: q.parkId, areaId: q.areaId, plate: q.plate, at: q.passAt };
    const [row] = await executeNamed<{
      black: { id: number; reason: string } | null;
      white: unknown;
      pass: PassHit | null;
    }>(
      db,
      sql`select (${blackListHit(db, list)}) as black, (${whiteListHit(db, list)}) as white, (${activePassHit(db, pass)}) as pass`,
    );
    const hit = row?.pass;
    return {
      list: verdictOf(row?.black, row?.white),
      pass: hit ? { grantId: Number(hit.id), endTime: hit.endTime ? new Date(hit.endTime) : null } : null,
    };
  },
  priceStay: async (db, q) => {
    try {
      const price = await priceStay(db, q, timeZone);
      return { totalFen: price.totalFen, breakdown: price.breakdown, ruleId: price.ruleId };
    } catch (error) {
      if (error instanceof AppError && (error.details as { code?: string } | undefined)?.code === 'noRule')
        return unpriced();
      throw error;
    }
  },
});
