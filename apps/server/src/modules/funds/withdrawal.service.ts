import { fenToYuanText, formatLocalDateTime, maskAccountNo } from '@parking/domain';
import { fieldLabel, fundWithdrawResource, type SubmitValues, withdrawState } from '@parking/resources';
import { eq } from 'drizzle-orm';
import type { HookCtx, Row } from '../../crud/hooks';
import type { WriteCtx } from '../../crud/save-row';
import { scopeForWrite } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { newNumber } from '../traffic/orders/order-number';
import { accountOf, lockAccount } from './fund-account';

type Withdrawal = typeof fundWithdrawResource;
const { pending, paid, rejected } = withdrawState.values;

const label = (key: string) => fieldLabel(fundWithdrawResource, key) ?? { zh: key, en: key };
/** 400 naming the field by its label and key, as the generic checks do. */
const refused = (key: string, problem: { zh: string; en: string }) => {
  const l = label(key);
  return badRequest({ zh: `${l.zh}(${key}): ${problem.zh}`, en: `${l.en}(${key}): ${problem.en}` }, [{ field: key }]);
};
const stateName = (state: number | null) =>
  withdrawState.items.find((i) => i.value === state)?.label ?? { zh: '', en: '' };

/**
 * What a withdrawal asked for (or a pending one changed) must pass before it is stored, run by the generic
 * submit inside its transaction: only a pending withdrawal changes; its company is the one the caller's scope
 * decides; then, holding that company's account, the amount must be no more than what the account has
 * available at that moment (the withdrawal itself left out when it is being changed). A new one is numbered,
 * pending and signed by its applicant; lists keep the account number masked.
 */
export async function checkWithdrawal(
  ctx: HookCtx<Withdrawal>,
  values: SubmitValues<Withdrawal>,
  existing: RowOf<Withdrawal> | null,
): Promise<void> {
  if (existing && existing.state !== pending) {
    const now = stateName(existing.state);
    throw refused('state', {
      zh: `该提现已是${now.zh}，不能再修改`,
      en: `the withdrawal is ${now.en.toLowerCase()} already and cannot be changed`,
    });
  }
  const { companyId } = await scopeForWrite(ctx.tx, fundWithdrawResource, ctx.access, values as Row, existing as Row);
  if (companyId == null) throw refused('companyId', { zh: '不能为空', en: 'is required' });
  await lockAccount(ctx.tx, companyId);
  const account = await accountOf(ctx.tx, companyId, existing?.id);
  const amount = values.amount ?? existing?.amount ?? 0;
  if (amount > account.available) {
    const left = fenToYuanText(Math.max(0, account.available));
    throw refused('amount', {
      zh: `${fenToYuanText(amount)} 元超过可提现余额 ${left} 元`,
      en: `${fenToYuanText(amount)} yuan is more than the ${left} yuan available`,
    });
  }
  values.companyId = companyId;
  if (values.accountNo != null) values.maskedAccountNo = maskAccountNo(values.accountNo);
  if (!existing) {
    values.withdrawNo = newNumber('TX');
    values.state = pending;
    values.applicant = ctx.access.username.slice(0, 60);
  }
}

export type Verdict = typeof paid | typeof rejected;

/**
 * The platform's decision on a pending withdrawal: paid out, or rejected with a reason (its amount is then
 * available again), with who decided, when and the remark, in one update under the company's account lock.
 * A decided withdrawal is never decided again.
 */
export async function reviewWithdrawal(
  ctx: WriteCtx,
  id: number,
  verdict: Verdict,
  remark: string | undefined,
): Promise<Row> {
  const reason = remark?.trim() || null;
  if (verdict === rejected && !reason) {
    throw refused('reviewRemark', { zh: '驳回时必须填写原因', en: 'a rejection needs a reason' });
  }
  const seen = await visibleOne(ctx.tx, fundWithdrawResource, ctx.access, id);
  await lockAccount(ctx.tx, seen.companyId);
  const t = tableOf(fundWithdrawResource);
  const [row] = await ctx.tx.select().from(t).where(eq(t.id, id)).for('update');
  if (!row || row.state !== pending) {
    const now = stateName(row?.state ?? seen.state);
    throw refused('state', {
      zh: `该提现已是${now.zh}，不能再审核`,
      en: `the withdrawal is ${now.en.toLowerCase()} already and cannot be reviewed again`,
    });
  }
  const at = new Date();
  const [done] = await ctx.tx
    .update(t)
    .set({ state: verdict, reviewedBy: ctx.access.username.slice(0, 60), reviewedAt: at, reviewRemark: reason })
    .where(eq(t.id, id))
    .returning();
  if (!done) throw new Error('fundWithdraw: the row was not written');
  ctx.noteChange?.({
    [`${fundWithdrawResource.module}:${id}`]: {
      state: { old: row.state, new: verdict },
      reviewedBy: ctx.access.username,
      reviewedAt: formatLocalDateTime(at, ctx.app.config.timeZone),
      ...(reason ? { reviewRemark: reason } : {}),
    },
  });
  return rowSerializer(fundWithdrawResource, ctx.app.config.timeZone)(done);
}
