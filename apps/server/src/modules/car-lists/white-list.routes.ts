import { whiteListResource, whiteListStatus } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, requiredId } from '../../platform/spec-params';
import { whiteListsChanged } from '../devices/white-list-sync.hooks';
import { remarkLabels, reviewRemark } from './review-input';

const { approved, refused, pending } = whiteListStatus.values;
type Verdict = typeof approved | typeof refused;

const verdict = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.custom<Verdict>((v) => v === approved || v === refused, {
    params: { msg: { zh: '只能是 1（通过）或 2（拒绝）', en: 'must be 1 (approve) or 2 (refuse)' } },
  }),
);
const input = z.object({ id: optionalId, dataStatus: verdict.optional(), auditRemark: reviewRemark });
const statusLabel = { zh: '审核状态', en: 'Review state' };

/** A pending entry gets its verdict; an entry reviewed already is refused. */
async function review(
  tx: Tx,
  access: Access,
  id: number,
  dataStatus: Verdict,
  auditRemark: string | null,
): Promise<RowOf<typeof whiteListResource>> {
  await visibleOne(tx, whiteListResource, access, id);
  const t = tableOf(whiteListResource);
  const [row] = await tx
    .update(t)
    .set({ dataStatus, auditRemark, auditTime: new Date() })
    .where(and(eq(t.id, id), eq(t.dataStatus, pending)))
    .returning();
  if (!row) {
    throw badRequest({
      zh: '审核状态(dataStatus): 只有待审核的白名单可以审核，该记录已审核',
      en: 'Review state(dataStatus): only a pending white-list entry can be reviewed; this one has been reviewed already',
    });
  }
  return row;
}

export const whiteListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkWhiteNew/approval',
    section: 'monthly-cars',
    summary: 'Review a pending white-list entry: dataStatus 1 approves it (it opens the gate), 2 refuses it',
    permission: 'parkWhiteNew:edit',
    query: input,
    body: input,
    labels: (k) => (k === 'dataStatus' ? statusLabel : remarkLabels(k)),
    handler: async ({ app, access, query, body }) => {
      const id = requiredId(whiteListResource.label, ['id'], query, body);
      const status = body?.dataStatus ?? query.dataStatus;
      if (status === undefined)
        throw badRequest({ zh: '审核状态(dataStatus): 不能为空', en: 'Review state(dataStatus): is required' });
      const remark = body?.auditRemark ?? query.auditRemark ?? null;
      const row = await app.db.transaction((tx) => review(tx, access, id, status, remark));
      whiteListsChanged(app, [row.parkId]);
      return rowSerializer(whiteListResource, app.config.timeZone)(row);
    },
  }),
];
