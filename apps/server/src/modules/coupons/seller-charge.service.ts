import { sellerLedgerKind, sellerSettleKind } from '@parking/resources';
import type { WriteCtx } from '../../crud/save-row';
import { badRequest } from '../../platform/errors';
import { fieldMessage } from './params';
import { ledgerSums, lockedSeller, moveBalance } from './seller-ledger.service';

export type ChargeInput = { sellerId: number; money?: number; minutes?: number; remark?: string };

/** Tops up a merchant's balance (fen) or, for a bank of minutes, its minutes: one ledger row. */
export async function chargeSeller(ctx: WriteCtx, input: ChargeInput) {
  const seller = await lockedSeller(ctx.tx, ctx.access, input.sellerId);
  const byMinutes = seller.settleKind === sellerSettleKind.values.minutes;
  const money = input.money ?? 0;
  const minutes = input.minutes ?? 0;
  if (byMinutes ? minutes <= 0 : money <= 0) {
    throw byMinutes
      ? badRequest(fieldMessage('minutes', '须大于 0', 'must be more than 0'))
      : badRequest(fieldMessage('money', '须大于 0', 'must be more than 0'));
  }
  const after = await moveBalance(ctx, seller, {
    kind: sellerLedgerKind.values.topUp,
    money: byMinutes ? 0 : money,
    minutes: byMinutes ? minutes : 0,
    remark: input.remark ?? null,
  });
  return { sellerId: after.id, balance: after.balance, minutesBalance: after.minutesBalance };
}

/** Checks the merchant's balance against its ledger: they agree unless someone wrote the table by hand. */
export async function synchronizeSeller(ctx: WriteCtx, sellerId: number) {
  const seller = await lockedSeller(ctx.tx, ctx.access, sellerId);
  const sums = await ledgerSums(ctx.tx, seller.id);
  return {
    sellerId: seller.id,
    balance: seller.balance,
    minutesBalance: seller.minutesBalance,
    ledgerMoney: sums.money,
    ledgerMinutes: sums.minutes,
    inStep: sums.money === (seller.balance ?? 0) && sums.minutes === (seller.minutesBalance ?? 0),
  };
}
