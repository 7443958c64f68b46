import { workCompanySetResource, workOrderResource, workOrderState } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { companyWorkSet, recordChange } from './work-order.service';

const hours = (n: number) => n * 3_600_000;

registerHooks(workOrderResource, {
  // a new order goes to whoever the company's settings name, with their deadline, unless the form says otherwise
  async beforeSubmit(ctx, values, existing) {
    if (existing) return;
    const v = values as Record<string, unknown>;
    const companyId = ctx.access.activeCompanyId ?? ctx.access.companyId;
    const set = companyId == null ? null : await companyWorkSet({ ...ctx }, companyId);
    if (v.assigneeId == null && set?.receiverId) v.assigneeId = set.receiverId;
    if (v.deadlineAt == null && set) v.deadlineAt = new Date(Date.now() + hours(set.deadlineHours));
  },
  async afterSubmit(ctx, row, existing) {
    if (existing) return;
    const state = row.assigneeId ? workOrderState.values.allocated : workOrderState.values.new;
    if (state !== row.state) {
      const t = tableOf(workOrderResource);
      await ctx.tx.update(t).set({ state }).where(eq(t.id, row.id));
    }
    await recordChange(
      { ...ctx },
      { ...row, state },
      null,
      state,
      row.warnId
        ? ctx.lang === 'zh'
          ? `由告警 ${row.warnId} 生成`
          : `from warning ${row.warnId}`
        : ctx.lang === 'zh'
          ? '新建'
          : 'created',
    );
  },
});

registerHooks(workCompanySetResource, {
  async beforeSubmit(ctx, values, existing) {
    if (existing) return;
    const companyId =
      (values as { companyId?: number | null }).companyId ?? ctx.access.activeCompanyId ?? ctx.access.companyId;
    if (companyId != null && (await companyWorkSet({ ...ctx }, companyId))) {
      throw badRequest({
        zh: '所属公司(companyId): 本公司已有工单设置，请修改它',
        en: 'Company(companyId): the company has its work-order settings already; edit them',
      });
    }
  },
});
