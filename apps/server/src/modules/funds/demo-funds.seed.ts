import { addDays, formatLocalDate } from '@parking/domain';
import { companyResource, fundWithdrawResource, payRecordResource, withdrawState } from '@parking/resources';
import { isNull, min } from 'drizzle-orm';
import { saveRow } from '../../crud/save-row';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { accountOf } from './fund-account';
import { settleDays } from './settlement.service';
import { reviewWithdrawal } from './withdrawal.service';

const platformAccess = (userId: number, companyId: number | null): Access => ({
  sessionId: 0,
  userId,
  username: 'admin',
  level: 'platform',
  companyId: null,
  activeCompanyId: companyId,
  companies: 'all',
  parkIds: null,
  roles: [],
  permissions: 'all',
});

/** Whole yuan of a share of an amount in fen. */
const shareOf = (fen: number, part: number) => Math.floor((fen * part) / 10_000) * 100;

/**
 * The demo's past days settled as the daily job settles them (from the first demo payment to yesterday), and
 * in each company with money in its account a withdrawal paid out, one rejected and one waiting for review, so
 * the three pages of 资金管理 show data on a fresh start.
 */
export async function seedDemoFunds(app: AppContext, adminId: number): Promise<void> {
  const tz = app.config.timeZone;
  const now = new Date();
  const yesterday = addDays(formatLocalDate(now, tz), -1);
  const p = tableOf(payRecordResource);
  const [first] = await app.db
    .select({ at: min(p.paidAt) })
    .from(p)
    .where(isNull(p.deletedAt));
  const from = first?.at ? formatLocalDate(first.at, tz) : addDays(yesterday, -6);
  await app.db.transaction((tx) =>
    settleDays(tx, { from, to: yesterday, timeZone: tz, feeRateBps: app.config.settlementFeeBps, now }),
  );
  const c = tableOf(companyResource);
  const companies = await app.db.select({ id: c.id }).from(c).where(isNull(c.deletedAt)).orderBy(c.id);
  for (const company of companies) {
    await app.db.transaction(async (tx) => {
      const access = platformAccess(adminId, company.id);
      const ctx = { app, tx, access, lang: 'zh' as const };
      const { available } = await accountOf(tx, company.id);
      if (available < 10_000) return;
      const ask = async (part: number, accountNo: string, remark: string) =>
        (
          await saveRow(ctx, fundWithdrawResource, {
            amount: shareOf(available, part),
            bankName: '招商银行上海分行',
            accountName: '演示停车管理有限公司',
            accountNo,
            remark,
          })
        ).row.id;
      const paidOut = await ask(40, '6225880212345678', '演示：上周的停车收入');
      await reviewWithdrawal(ctx, paidOut, withdrawState.values.paid, '已转账，银行流水 DEMO0001');
      const refused = await ask(20, '6225880287654321', '演示：账户信息有误的申请');
      await reviewWithdrawal(ctx, refused, withdrawState.values.rejected, '收款账户名与公司名称不符');
      await ask(10, '6225880212345678', '演示：等待平台审核');
    });
  }
}
