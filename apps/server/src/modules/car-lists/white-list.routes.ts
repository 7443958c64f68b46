import { whiteListResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, requiredId, visibleOne } from '../parks/visible';
import { remarkLabels, reviewRemark } from './review-input';
import { whiteStatus } from './statuses';

const verdict = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.custom<1 | 2>((v) => v === whiteStatus.approved || v === whiteStatus.refused, {
    params: { msg: { zh: '只能是 1（通过）或 2（拒绝）', en: 'must be 1 (approve) or 2 (refuse)' } },
  }),
);
const input = z.object({ id: optionalId, dataStatus: verdict.optional(), auditRemark: reviewRemark });
const statusLabel = { zh: '审核状态', en: 'Review state' };

export const whiteListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkWhiteNew/approval',
    area: 'monthly-cars',
    summary: 'Review a pending white-list entry: dataStatus 1 approves it (it opens the gate), 2 refuses it',
    permission: 'parkWhiteNew:edit',
    query: input,
    body: input,
    labels: (k) => (k === 'dataStatus' ? statusLabel : remarkLabels(k)),
    handler: async ({ app, access, query, body }) => {
      const id = requiredId(whiteListResource.label, ['id'], query, body ?? {});
      const status = body?.dataStatus ?? query.dataStatus;
      if (status === undefined)
        throw badRequest({ zh: '审核状态(dataStatus): 不能为空', en: 'Review state(dataStatus): is required' });
      const remark = body?.auditRemark ?? query.auditRemark ?? null;
      return app.db.transaction(async (tx) => {
        await visibleOne(tx, whiteListResource, access, id);
        const t = tableOf('parkWhiteNew');
        const [row] = await tx
          .update(t)
          .set({
            dataStatus: status,
            auditRemark: remark,
            auditTime: new Date(),
            updatedAt: new Date(),
            updatedBy: access.userId,
          })
          .where(and(eq(t.id, id), eq(t.dataStatus, whiteStatus.pending)))
          .returning();
        if (!row) {
          throw badRequest({
            zh: '审核状态(dataStatus): 只有待审核的白名单可以审核，该记录已审核',
            en: 'Review state(dataStatus): only a pending white-list entry can be reviewed; this one has been reviewed already',
          });
        }
        return rowSerializer(whiteListResource, app.config.timeZone)(row);
      });
    },
  }),
];
