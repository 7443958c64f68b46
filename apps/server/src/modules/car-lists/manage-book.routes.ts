import { manageBookResource, whiteListResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from '../../crud/hooks';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, requiredId, visibleOne } from '../parks/visible';
import { remarkLabels, reviewRemark } from './review-input';
import { bookState, whiteStatus } from './statuses';

const base = '/api/updown/plat/managebook';
const passInput = z.object({ id: optionalId });
const refuseInput = z.object({ id: optionalId, RefuseRemark: reviewRemark, refuseRemark: reviewRemark });

/** Moves a pending registration to its verdict; a second verdict on the same registration is refused. */
async function decide(tx: Tx, access: Access, id: number, values: Row): Promise<Row> {
  await visibleOne(tx, manageBookResource, access, id);
  const t = tableOf('plat/managebook');
  const [row] = await tx
    .update(t)
    .set({ ...values, auditTime: new Date(), updatedAt: new Date(), updatedBy: access.userId })
    .where(and(eq(t.id, id), eq(t.state, bookState.pending)))
    .returning();
  if (!row) {
    throw badRequest({
      zh: '审核状态(state): 只有待审核的登记可以通过或拒绝，该登记已审核',
      en: 'Review state(state): only a pending registration can be passed or refused; this one has been reviewed already',
    });
  }
  return row as Row;
}

export const manageBookRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/pass`,
    area: 'parks',
    summary: "Pass a pending registration: the car goes on the park's white list, approved, for the period asked",
    permission: 'plat/managebook:edit',
    query: passInput,
    body: passInput,
    labels: remarkLabels,
    handler: async ({ app, access, query, body }) => {
      const id = requiredId(manageBookResource.label, ['id'], query, body ?? {});
      return app.db.transaction(async (tx) => {
        const book = await decide(tx, access, id, { state: bookState.passed, refuseRemark: null });
        const [white] = await tx
          .insert(tableOf('parkWhiteNew'))
          .values({
            parkId: book.parkId,
            companyId: book.companyId,
            plateNumber: book.plateNumber,
            ownerName: book.ownerName,
            phone: book.phone,
            startTime: book.startTime,
            endTime: book.endTime,
            remark: `管理台账 ${id}${book.houseNo ? ` ${book.houseNo}` : ''}`,
            dataStatus: whiteStatus.approved,
            auditTime: new Date(),
            createdBy: access.userId,
            updatedBy: access.userId,
          })
          .returning();
        const t = tableOf('plat/managebook');
        const [done] = await tx.update(t).set({ whiteId: white?.id }).where(eq(t.id, id)).returning();
        return {
          ...rowSerializer(manageBookResource, app.config.timeZone)(done as Row),
          white: rowSerializer(whiteListResource, app.config.timeZone)(white as Row),
        };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/refuse`,
    area: 'parks',
    summary: 'Refuse a pending registration with a remark (RefuseRemark) the applicant will read',
    permission: 'plat/managebook:edit',
    query: refuseInput,
    body: refuseInput,
    labels: remarkLabels,
    handler: async ({ app, access, query, body }) => {
      const id = requiredId(manageBookResource.label, ['id'], query, body ?? {});
      const remark = body?.RefuseRemark ?? body?.refuseRemark ?? query.RefuseRemark ?? query.refuseRemark;
      if (!remark) {
        throw badRequest({ zh: '拒绝原因(RefuseRemark): 不能为空', en: 'Refusal remark(RefuseRemark): is required' });
      }
      return app.db.transaction(async (tx) => {
        const row = await decide(tx, access, id, { state: bookState.refused, refuseRemark: remark });
        return rowSerializer(manageBookResource, app.config.timeZone)(row);
      });
    },
  }),
];
