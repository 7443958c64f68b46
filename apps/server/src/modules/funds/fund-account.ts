import { companyResource, fundSettlementResource, fundWithdrawResource, withdrawState } from '@parking/resources';
import { type SQL, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import type { Db, Tx } from '../../db/connection';
import { executeRaw } from '../../db/named-statement';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';

/** A company's account, in fen: every settled day's net, withdrawals paid out and pending, and what is left. */
export type AccountFigures = { settled: number; paid: number; pending: number; available: number };

/**
 * Each company's account as one select, columns named after `fundAccountView`'s fields (with `id`, the
 * company's): worked out from its settlement and withdrawal rows every time, so there is no balance to drift.
 * Available is settled − paid − pending: a pending withdrawal holds its amount, a rejected one holds nothing.
 * `exceptWithdrawal` leaves one withdrawal out (the one being changed is counted anew).
 */
export function accountRows(which: SQL, exceptWithdrawal?: number): SQL {
  const c = tableOf(companyResource);
  const s = tableOf(fundSettlementResource);
  const w = tableOf(fundWithdrawResource);
  const { paid, pending } = withdrawState.values;
  const other = exceptWithdrawal === undefined ? sql`` : sql` and ${w.id} <> ${exceptWithdrawal}`;
  return sql`select ${c.id} as "id", ${c.id} as "companyId",
      coalesce(st.settled, 0) as "settledAmount",
      coalesce(wd.paid, 0) as "paidAmount",
      coalesce(wd.pending, 0) as "pendingAmount",
      coalesce(st.settled, 0) - coalesce(wd.paid, 0) - coalesce(wd.pending, 0) as "availableAmount",
      to_char(st.last_day, 'YYYY-MM-DD') as "lastSettleDate"
    from ${c}
    left join lateral (
      select sum(${s.netAmount}) as settled, max(${s.settleDate}) as last_day from ${s}
      where ${s.companyId} = ${c.id} and ${s.deletedAt} is null) st on true
    left join lateral (
      select sum(${w.amount}) filter (where ${w.state} = ${paid}) as paid,
        sum(${w.amount}) filter (where ${w.state} = ${pending}) as pending
      from ${w} where ${w.companyId} = ${c.id} and ${w.deletedAt} is null${other}) wd on true
    where ${c.deletedAt} is null and ${which}`;
}

/**
 * The accounts a caller sees are those of the companies whose withdrawals it sees: the withdrawals' own scope
 * (`visibleConditions`), asked of a row standing for the company. A company user sees its active company's,
 * a platform user every company's (or the one it works for), a merchant's user none.
 */
export function seenAccounts(access: Access): SQL {
  const c = tableOf(companyResource);
  const w = tableOf(fundWithdrawResource);
  return sql`exists (select 1 from (select ${c.id} as company_id, null::timestamptz as deleted_at) as ${w}
    where ${visibleConditions(fundWithdrawResource, access)})`;
}

/** One company's account as it stands in this transaction (leaving one withdrawal out, when named). */
export async function accountOf(db: Db, companyId: number, exceptWithdrawal?: number): Promise<AccountFigures> {
  const c = tableOf(companyResource);
  const [row] = await executeRaw<Record<string, unknown>>(
    db,
    accountRows(sql`${c.id} = ${companyId}`, exceptWithdrawal),
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    settled: n('settledAmount'),
    paid: n('paidAmount'),
    pending: n('pendingAmount'),
    available: n('availableAmount'),
  };
}

/** First key of the advisory locks of companies' accounts. */
const accountLockSpace = sql`hashtext('fund-account')`;

/**
 * Holds a company's account until the transaction ends: every change that takes money out of it (a withdrawal
 * asked for or changed, one decided) takes this lock before it reads the account, so two requests sent together
 * are checked one after the other and cannot overdraw it.
 */
export async function lockAccount(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${accountLockSpace}, ${companyId}::int)`);
}
