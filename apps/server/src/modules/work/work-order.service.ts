import { storedMessageIn } from '@parking/domain';
import {
  type DictValue,
  warnDealResource,
  warnDealState,
  warningLogResource,
  workCompanySetResource,
  workOrderResource,
  workOrderState,
  workRecordResource,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type WorkOrder = RowOf<typeof workOrderResource>;
type State = DictValue<typeof workOrderState>;

/** A company's work-order settings, or none. */
export async function companyWorkSet(ctx: WriteCtx, companyId: number) {
  const t = tableOf(workCompanySetResource);
  const [set] = await ctx.tx
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), visibleConditions(workCompanySetResource, ctx.access)));
  return set ?? null;
}

/** Keeps one change of a work order's state as a work record. */
export async function recordChange(ctx: WriteCtx, order: WorkOrder, from: State | null, to: State, remark: string) {
  const { row } = await saveRow(ctx, workRecordResource, {
    parkId: order.parkId,
    workId: order.id,
    fromState: from,
    toState: to,
    remark: remark.slice(0, 500),
  } as never);
  // the actor is whoever is signed in, not a choice to check against the users the caller may pick from
  const t = tableOf(workRecordResource);
  await ctx.tx.update(t).set({ actorId: ctx.access.userId }).where(eq(t.id, row.id));
}

/** Moves a work order to a new state with what comes with it, and keeps the change as a work record. */
export async function changeWorkOrder(
  ctx: WriteCtx,
  workId: number,
  to: State,
  values: Partial<WorkOrder>,
  remark: string,
): Promise<WorkOrder> {
  const order = await visibleOne(ctx.tx, workOrderResource, ctx.access, workId);
  if (order.state === workOrderState.values.done) {
    throw badRequest({
      zh: `工单(workId): 工单 ${workId} 已处理，不能再更改`,
      en: `Work order(workId): ${workId} is done already`,
    });
  }
  const { row } = await saveRow(ctx, workOrderResource, { ...values, state: to } as never, { id: workId });
  await recordChange(ctx, row, order.state, to, remark);
  return row;
}

/**
 * Makes a work order of a warning about a park: titled after it, for the park it names, given to whoever the
 * company's settings name, with their deadline; the warning is marked as made into that order.
 */
export async function warningToWorkOrder(
  ctx: WriteCtx,
  warnId: number,
  input: { title?: string | undefined; assigneeId?: number | undefined; remark?: string | undefined },
): Promise<WorkOrder> {
  const warning = await visibleOne(ctx.tx, warningLogResource, ctx.access, warnId);
  if (warning.parkId == null) {
    throw badRequest({
      zh: '告警(warnId): 此告警不属于任何停车场，不能转为工单',
      en: 'Warning(warnId): the warning is about no park; it cannot become a work order',
    });
  }
  const deals = tableOf(warnDealResource);
  const [dealt] = await ctx.tx.select().from(deals).where(eq(deals.warnId, warnId));
  if (dealt) {
    throw badRequest({
      zh: `告警(warnId): 告警已${dealt.dealState === warnDealState.values.toWork ? `转为工单 ${dealt.workId}` : '处理'}`,
      en: `Warning(warnId): already ${dealt.dealState === warnDealState.values.toWork ? `made work order ${dealt.workId}` : 'handled'}`,
    });
  }
  const stored = warning.title ? storedMessageIn(warning.title, ctx.lang) : '';
  const title = input.title?.trim() || stored || (ctx.lang === 'zh' ? `告警 ${warnId}` : `Warning ${warnId}`);
  const { row } = await saveRow(ctx, workOrderResource, {
    parkId: warning.parkId,
    title: title.slice(0, 200),
    warnId,
    assigneeId: input.assigneeId,
    remark: input.remark,
  } as never);
  await saveRow(ctx, warnDealResource, {
    companyId: warning.companyId,
    warnId,
    dealState: warnDealState.values.toWork,
    workId: row.id,
    dealtAt: new Date(),
    dealtBy: ctx.access.userId,
    remark: input.remark ?? null,
  } as never);
  return row;
}

/** Marks a warning handled on the spot. */
export async function dealWarning(ctx: WriteCtx, warnId: number, remark: string | undefined) {
  const warning = await visibleOne(ctx.tx, warningLogResource, ctx.access, warnId);
  const deals = tableOf(warnDealResource);
  const [dealt] = await ctx.tx.select().from(deals).where(eq(deals.warnId, warnId));
  if (dealt) {
    throw badRequest({ zh: '告警(warnId): 告警已处理', en: 'Warning(warnId): already handled' });
  }
  const { row } = await saveRow(ctx, warnDealResource, {
    companyId: warning.companyId,
    warnId,
    dealState: warnDealState.values.dealt,
    dealtAt: new Date(),
    dealtBy: ctx.access.userId,
    remark: remark ?? null,
  } as never);
  return row;
}
