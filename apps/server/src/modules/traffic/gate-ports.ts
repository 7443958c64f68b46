import type { FeeItem } from '@parking/domain';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { type ListVerdict, listVerdict } from '../car-lists/list-verdict';
import { priceStay } from '../fees/price-stay';
import { activePassFor } from '../monthly-cars/pass-lookup';

/**
 * What the gate decision asks of other areas: the car lists, monthly passes and fee rules. Each is a
 * function of the database so the decision can run inside its own transaction.
 */
export type ActivePass = { grantId: number; endTime: Date | null };
export type StayPrice = { totalFen: number; breakdown: FeeItem[]; ruleId: string };

export type GatePorts = {
  /** modules/car-lists/list-verdict.ts */
  listVerdict: (db: Db, q: { parkId: number; plate: string; at: Date }) => Promise<ListVerdict>;
  /** modules/monthly-cars/pass-lookup.ts */
  activePassFor: (
    db: Db,
    q: { parkId: number; areaId?: number | null; plate: string; at: Date },
  ) => Promise<ActivePass | null>;
  /** modules/fees/price-stay.ts */
  priceStay: (
    db: Db,
    q: { parkId: number; areaId?: number | null; carTypeId?: number | null; entryAt: Date; exitAt: Date },
  ) => Promise<StayPrice>;
};

/** A park with no fee rule at all charges nothing; the stay says so in its rule id. */
const unpriced = (): StayPrice => ({ totalFen: 0, breakdown: [], ruleId: 'none' });

/** The areas that answer the gate's questions: the car lists, monthly passes and fee rules. */
export const defaultGatePorts = (timeZone: string): GatePorts => ({
  listVerdict,
  activePassFor: async (db, q) => {
    const pass = await activePassFor(db, q);
    if (!pass) return null;
    return { grantId: Number(pass.id), endTime: (pass.endTime as Date | null) ?? null };
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
