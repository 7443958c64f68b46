import { manageBookResource, manageBookState, whiteListResource, whiteListStatus } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import type { Tx } from '../../db/connection';
import type { NewRowOf, RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, requiredId } from '../../platform/spec-params';
import { remarkLabels, reviewRemark } from './review-input';

type Book = RowOf<typeof manageBookResource>;

const base = '/api/updown/plat/managebook';
const passInput = z.object({ id: optionalId });
const refuseInput = z.object({ id: optionalId, RefuseRemark: reviewRemark, refuseRemark: reviewRemark });

/** The registration, locked, while it is pending; a second verdict on the same registration is refused. */
async function pendingBook(tx: Tx, access: Access, id: number): Promise<Book> {
  const t = tableOf(manageBookResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), visibleConditions(manageBookResource, access)))
    .for('update');
  if (!row) throw notFound(manageBookResource.label, id);
  if (row.state !== manageBookState.values.pending) {
    throw badRequest({
      zh: '审核状态(state): 只有待审核的登记可以通过或拒绝，该登记已审核',
      en: 'Review state(state): only a pending registration can be passed or refused; this one has been reviewed already',
    });
  }
  return row;
}

type Verdict = Required<Pick<NewRowOf<typeof manageBookResource>, 'state' | 'refuseRemark'>> &
  Pick<NewRowOf<typeof manageBookResource>, 'whiteId'>;

/** Stores the verdict on a pending registration. */
async function decide(tx: Tx, id: number, verdict: Verdict): Promise<Book> {
  const t = tableOf(manageBookResource);
  const [row] = await tx
    .update(t)
    .set({ ...verdict, auditTime: new Date() })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw notFound(manageBookResource.label, id);
  return row;
}

const serializeBook = (row: Book, timeZone: string) => rowSerializer(manageBookResource, timeZone)(row);

export const manageBookRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/pass`,
    section: 'parks',
    summary: "Pass a pending registration: the car goes on the park's white list, approved, for the period asked",
    permission: 'plat/managebook:edit',
    query: passInput,
    body: passInput,
    labels: remarkLabels,
    handler: async (ctx) => {
      const { app, access, query, body } = ctx;
      const id = requiredId(manageBookResource.label, ['id'], query, body);
      return app.db.transaction(async (tx) => {
        const book = await pendingBook(tx, access, id);
        const white = await saveRow({ ...ctx, tx }, whiteListResource, {
          parkId: book.parkId,
          plateNumber: book.plateNumber,
          ownerName: book.ownerName,
          phone: book.phone,
          startTime: book.startTime,
          endTime: book.endTime,
          remark: `管理台账 ${id}${book.houseNo ? ` ${book.houseNo}` : ''}`,
          dataStatus: whiteListStatus.values.approved,
          auditTime: new Date(),
        });
        const done = await decide(tx, id, {
          state: manageBookState.values.passed,
          refuseRemark: null,
          whiteId: white.row.id,
        });
        return { ...serializeBook(done, app.config.timeZone), white: white.answer };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/refuse`,
    section: 'parks',
    summary: 'Refuse a pending registration with a remark (RefuseRemark) the applicant will read',
    permission: 'plat/managebook:edit',
    query: refuseInput,
    body: refuseInput,
    labels: remarkLabels,
    handler: async ({ app, access, query, body }) => {
      const id = requiredId(manageBookResource.label, ['id'], query, body);
      const remark = body?.RefuseRemark ?? body?.refuseRemark ?? query.RefuseRemark ?? query.refuseRemark;
      if (!remark) {
        throw badRequest({ zh: '拒绝原因(RefuseRemark): 不能为空', en: 'Refusal remark(RefuseRemark): is required' });
      }
      return app.db.transaction(async (tx) => {
        await pendingBook(tx, access, id);
        const row = await decide(tx, id, { state: manageBookState.values.refused, refuseRemark: remark });
        return serializeBook(row, app.config.timeZone);
      });
    },
  }),
];
