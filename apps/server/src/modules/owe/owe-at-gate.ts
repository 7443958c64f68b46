import { fenToYuanText } from '@parking/domain';
import {
  type DictValue,
  oweRecovery,
  oweRecoveryResource,
  oweResource,
  oweState,
  paramResource,
  parkResource,
} from '@parking/resources';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';

/** What a car owes the park's company and what the park does about it, as the gate learns it. */
export type GateArrears = { owedFen: number; recovery: DictValue<typeof oweRecovery> };

export type ArrearsRow = { owed_fen: string | number | null; recovery: number | null };

/** True when the platform recovers a plate's arrears at every company's parks (parameter `owe.acrossCompanies`). */
export function acrossCompanies(db: Db): SQL {
  const pm = tableOf(paramResource);
  const value = db
    .select({ v: pm.paramValue })
    .from(pm)
    .where(and(eq(pm.paramKey, 'owe.acrossCompanies'), isNull(pm.deletedAt)))
    .limit(1);
  return sql`coalesce((${value}), '0') = '1'`;
}

/** The plate's live arrears that a park of this company recovers: its company's, or every company's by the platform's choice. */
export function recoverableOwes(db: Db, q: { companyId: SQL | number; plate: SQL | string }): SQL {
  const o = tableOf(oweResource);
  return and(
    eq(o.plateNumber, q.plate),
    eq(o.state, oweState.values.normal),
    isNull(o.deletedAt),
    or(eq(o.companyId, q.companyId), acrossCompanies(db)),
  ) as SQL;
}

/**
 * Columns `owed_fen` and `recovery` of a larger select (read back with `arrearsOf`): the plate's unpaid
 * arrears at every park of the company (or of every company), one lookup of the (plate, state) index.
 */
export function arrearsColumns(db: Db, q: { parkId: SQL; plate: SQL }): SQL {
  const o = tableOf(oweResource);
  const p = tableOf(parkResource);
  const r = tableOf(oweRecoveryResource);
  const company = db.select({ id: p.companyId }).from(p).where(eq(p.id, q.parkId)).limit(1);
  const owed = db
    .select({ n: sql`coalesce(sum(${o.amount} - ${o.paidAmount}), 0)` })
    .from(o)
    .where(recoverableOwes(db, { companyId: sql`(${company})`, plate: q.plate }));
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
