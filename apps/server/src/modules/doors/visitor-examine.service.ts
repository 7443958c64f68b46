import { examineState, visitorResource, visitorVerdict, whiteListResource, whiteListStatus } from '@parking/resources';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { mustSeeAll } from '../../crud/visible-rows';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type Visitor = RowOf<typeof visitorResource>;
export type VisitVerdict = 'approve' | 'refuse';

export const verdictOfType = (type: number): VisitVerdict =>
  type === visitorVerdict.values.approve ? 'approve' : 'refuse';

/**
 * Examines visits waiting for review, all or none: each must be visible and pending. An approved visit with a
 * plate puts the car on the park's white list, approved, for the visit window (the gate opens for it then and
 * not after); a refused one (a remark is required) gets nothing. The one way a visit is examined.
 */
export async function examineVisitors(ctx: WriteCtx, ids: number[], verdict: VisitVerdict, remark?: string) {
  const { tx, access, app } = ctx;
  const reason = remark?.trim() || null;
  if (verdict === 'refuse' && !reason) {
    throw badRequest({
      zh: '审核意见(remark): 拒绝时必须填写原因',
      en: 'Review remark(remark): a refusal needs a reason',
    });
  }
  const t = tableOf(visitorResource);
  const found = await tx
    .select()
    .from(t)
    .where(and(inArray(t.id, ids), visibleConditions(visitorResource, access)))
    .orderBy(asc(t.id))
    .for('update');
  mustSeeAll(found, ids, visitorResource.label);
  const done = found.find((v) => v.examineState !== examineState.values.pending);
  if (done) {
    throw badRequest({
      zh: `审核状态(examineState): 只有待审核的访客可以审核，访客 ${done.visitorName} 已审核`,
      en: `Review state(examineState): only a visit waiting for review can be examined; ${done.visitorName}'s has been examined already`,
    });
  }
  const now = new Date();
  if (verdict === 'approve') {
    const over = found.find((v) => v.endTime <= now);
    if (over) {
      throw badRequest({
        zh: `离开时间(endTime): 访客 ${over.visitorName} 的来访已结束，不能再通过`,
        en: `Visit until(endTime): ${over.visitorName}'s visit has ended and can no longer be approved`,
      });
    }
  }
  const serialize = rowSerializer(visitorResource, app.config.timeZone);
  const out = [];
  for (const v of found) {
    const whiteId = verdict === 'approve' && v.plateNumber ? await whiteListEntry(ctx, v, now) : null;
    const state = verdict === 'approve' ? examineState.values.approved : examineState.values.refused;
    const [row] = await tx
      .update(t)
      .set({
        examineState: state,
        examineRemark: reason,
        examineBy: access.username.slice(0, 60),
        examineTime: now,
        whiteId,
      })
      .where(eq(t.id, v.id))
      .returning();
    ctx.noteChange?.({
      [`${visitorResource.module}:${v.id}`]: {
        examineState: { old: v.examineState, new: state },
        ...(reason ? { examineRemark: reason } : {}),
        ...(whiteId ? { whiteId } : {}),
      },
    });
    if (row) out.push(serialize(row));
  }
  return out;
}

/** The visit's car on the park's white list, approved, from the visit's start to its end. */
async function whiteListEntry(ctx: WriteCtx, v: Visitor, now: Date): Promise<number> {
  const saved = await saveRow(ctx, whiteListResource, {
    parkId: v.parkId,
    plateNumber: v.plateNumber,
    ownerName: v.visitorName,
    phone: v.phone,
    startTime: v.startTime,
    endTime: v.endTime,
    remark: `访客 ${v.id}${v.hostName ? ` 被访人 ${v.hostName}` : ''}`.slice(0, 200),
    dataStatus: whiteListStatus.values.approved,
    auditTime: now,
  } as never);
  return saved.row.id;
}
