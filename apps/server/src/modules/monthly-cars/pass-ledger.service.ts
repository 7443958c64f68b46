import { type DictValue, passPaymentResource, type passRenewalKind } from '@parking/resources';
import { type Saved, saveRow, type WriteCtx } from '../../crud/save-row';
import type { PayWay } from './pass-renewal.plan';
import type { Pass } from './pass-rows';

export type LedgerReason = DictValue<typeof passRenewalKind>;

/** One row of a pass's ledger: why its period began or moved, what was paid for it and by what way. */
export type LedgerEntry = {
  pass: Pass;
  reason: LedgerReason;
  /** Null when no money changed hands for this pass itself (it moved with its share group's payment). */
  payWay: PayWay | null;
  money: number;
  months: number;
  days: number;
  oldEnd: Date | null;
  newEnd: Date;
  remark?: string | null;
};

/**
 * The one writer of the pass ledger (parkMonthPayment): every path that makes a pass or moves its end calls
 * it in the same transaction, free changes included (money 0), stamped with the operator who made them.
 */
export function recordPassPeriod(ctx: WriteCtx, e: LedgerEntry): Promise<Saved<typeof passPaymentResource>> {
  if (!Number.isInteger(e.money) || e.money < 0) throw new Error(`ledger money must be whole fen: ${e.money}`);
  return saveRow(ctx, passPaymentResource, {
    parkId: e.pass.parkId,
    grantId: e.pass.id,
    groupId: e.pass.groupId,
    plateNumber: e.pass.plateNumber,
    renewalKind: e.reason,
    payWay: e.payWay,
    money: e.money,
    months: e.months,
    days: e.days,
    oldEndTime: e.oldEnd,
    newEndTime: e.newEnd,
    operatorName: ctx.access.username.slice(0, 40),
    paidAt: new Date(),
    remark: e.remark?.slice(0, 200) ?? null,
  });
}
