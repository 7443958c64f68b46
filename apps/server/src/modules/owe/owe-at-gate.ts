import { fenToYuanText } from '@parking/domain';
import {
  type DictValue,
  oweRecovery,
  oweRecoveryResource,
  oweResource,
  oweState,
  parkResource,
} from '@parking/resources';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';

/** What a car owes the park's company and what the park does about it, as the gate learns it. */
export type GateArrears = { owedFen: number; recovery: DictValue<typeof oweRecovery> };

export type ArrearsRow = { owed_fen: string | number | null; recovery: number | null };

/**
 * Columns `owed_fen` and `recovery` of a larger select (read back with `arrearsOf`): the plate's unpaid
 * arrears at every park of the company, one lookup of the (company, plate, state) index.
 */
export function arrearsColumns(db: Db, q: { parkId: SQL; plate: SQL }): SQL {
  const o = tableOf(oweResource);
  const p = tableOf(parkResource);
  const r = tableOf(oweRecoveryResource);
  const company = db.select({ id: p.companyId }).from(p).where(eq(p.id, q.parkId)).limit(1);
  const owed = db
    .select({ n: sql`coalesce(sum(${o.amount} - ${o.paidAmount}), 0)` })
    .from(o)
    .where(
      and(
        eq(o.companyId, sql`(${company})`),
        eq(o.plateNumber, q.plate),
        eq(o.state, oweState.values.normal),
        isNull(o.deletedAt),
      ),
    );
  const recovery = db
    .select({ v: r.recovery })
    .from(r)
    .where(and(eq(r.parkId, q.parkId), isNull(r.deletedAt)))
    .limit(1);
  return sql`(${owed}) as owed_fen, (${recovery}) as recovery`;
}

export const arrearsOf = (row: ArrearsRow): GateArrears => ({
  owedFen: Number(row.owed_fen ?? 0),
  recovery: (row.recovery ?? oweRecovery.values.ask) as GateArrears['recovery'],
});

/** What the gate shows a car refused for its arrears. */
export const owesDisplay = (plate: string, owedFen: number) => ({
  led: `${plate}\n欠费${fenToYuanText(owedFen)}元\n请缴清后入场`,
  voice: `您有欠费${fenToYuanText(owedFen)}元，请缴清后入场`,
});
