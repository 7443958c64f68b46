import { warnDealResource, warningLogResource, workOrderResource, workOrderState } from '@parking/resources';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { inLanguage } from '../../crud/bilingual-fields';
import { listRows } from '../../crud/crud-routes';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, forbidden } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { uploadFileLimit } from '../../platform/uploads';
import { changeWorkOrder, dealWarning, warningToWorkOrder } from './work-order.service';
import { storeWorkPhoto } from './work-photo';

const id = z.coerce.number().int().positive();
const section = 'reports';
const labels = (k: string) =>
  ({
    warnId: { zh: '告警', en: 'Warning' },
    workId: { zh: '工单', en: 'Work order' },
    assigneeId: { zh: '处理人', en: 'Assignee' },
    title: { zh: '工单标题', en: 'Title' },
    remark: { zh: '备注', en: 'Remark' },
  })[k];

/** The handling of these warnings, by warning id. */
async function dealsOf(db: Db, warnIds: number[]) {
  if (!warnIds.length) return new Map<number, Record<string, unknown>>();
  const t = tableOf(warnDealResource);
  const rows = await db.select().from(t).where(inArray(t.warnId, warnIds));
  return new Map(
    rows.map((r) => [
      r.warnId,
      { dealState: r.dealState, workId: r.workId, dealtAt: r.dealtAt, dealtBy: r.dealtBy, dealRemark: r.remark },
    ]),
  );
}

/** A write of a changing call: the call's own transaction is the `db` its context was given. */
const writing = (ctx: { app: AppContext; access: Access; lang: WriteCtx['lang'] }): WriteCtx => ({
  ...ctx,
  tx: ctx.app.db as unknown as Tx,
});

const noDeal = { dealState: null, workId: null, dealtAt: null, dealtBy: null, dealRemark: null };

const mayEdit = (permissions: Set<string> | 'all') => permissions === 'all' || permissions.has('employeWork:edit');

export const workRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/rdrwork/getWarnList',
    section,
    summary:
      'Warnings of the caller’s parks (the warning log), newest first, each with what was done about it: dealState (1 handled, 2 made a work order, null not yet) and workId',
    query: z.object({
      current: z.coerce.number().int().min(1).optional(),
      size: z.coerce.number().int().min(1).max(500).optional(),
      parkId: id.optional(),
      warnType: z.string().max(40).optional(),
      level: z.string().max(40).optional(),
    }),
    labels,
    handler: async ({ app, access, query, lang }) => {
      const page = await listRows(app, warningLogResource, access, query as Record<string, unknown>);
      const deals = await dealsOf(
        app.db,
        page.data.map((r) => Number(r.id)),
      );
      return {
        ...page,
        data: page.data.map((r) => ({
          ...inLanguage(warningLogResource, lang)(r),
          ...(deals.get(Number(r.id)) ?? noDeal),
        })),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/rdrwork/getWarnDetail',
    section,
    summary: 'One warning of the caller’s parks with what was done about it',
    query: z.object({ warnId: id }),
    labels,
    handler: async ({ app, access, query, lang }) => {
      const row = await visibleOne(app.db, warningLogResource, access, query.warnId);
      const shown = inLanguage(
        warningLogResource,
        lang,
      )(rowSerializer(warningLogResource, app.config.timeZone)(row as never));
      const deal = (await dealsOf(app.db, [row.id])).get(row.id);
      return { ...shown, ...(deal ? rowSerializer(warnDealResource, app.config.timeZone)(deal as never) : noDeal) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/rdrwork/warnToWork',
    section,
    summary:
      'Makes a work order of a warning about a park (warnId in the query; optional title, assigneeId, remark in the body): assigned as the company’s work-order settings say unless given',
    permission: 'employeWork:add',
    query: z.object({ warnId: id }),
    body: z
      .object({
        title: z.string().max(200).optional(),
        assigneeId: id.optional(),
        remark: z.string().max(500).optional(),
      })
      .optional(),
    labels,
    handler: async ({ app, access, lang, query, body }) => {
      const order = await warningToWorkOrder(writing({ app, access, lang }), query.warnId, body ?? {});
      return rowSerializer(workOrderResource, app.config.timeZone)(order as never);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/rdrwork/dealWarn',
    section,
    summary: 'Marks a warning handled on the spot (warnId in the query; optional remark in the body)',
    query: z.object({ warnId: id }),
    body: z.object({ remark: z.string().max(500).optional() }).optional(),
    labels,
    handler: async ({ app, access, lang, query, body }) => {
      const deal = await dealWarning(writing({ app, access, lang }), query.warnId, body?.remark);
      return rowSerializer(warnDealResource, app.config.timeZone)(deal as never);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/employeWork/allocate',
    section,
    summary:
      'Gives a work order to a user (workId in the query, assigneeId in the query or body); kept as a work record',
    permission: 'employeWork:edit',
    query: z.object({ workId: id, assigneeId: id.optional() }),
    body: z.object({ assigneeId: id.optional(), remark: z.string().max(500).optional() }).optional(),
    labels,
    handler: async ({ app, access, lang, query, body }) => {
      const assigneeId = body?.assigneeId ?? query.assigneeId;
      if (assigneeId === undefined) {
        throw badRequest({ zh: '处理人(assigneeId): 不能为空', en: 'Assignee(assigneeId): is required' });
      }
      const row = await changeWorkOrder(
        writing({ app, access, lang }),
        query.workId,
        workOrderState.values.allocated,
        { assigneeId },
        body?.remark ?? (lang === 'zh' ? `分配给用户 ${assigneeId}` : `allocated to user ${assigneeId}`),
      );
      return rowSerializer(workOrderResource, app.config.timeZone)(row as never);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/employeWork/deal',
    section,
    summary:
      'Marks a work order done (workId in the query, optional remark in the body) by its assignee or a user who may edit work orders; kept as a work record',
    query: z.object({ workId: id }),
    body: z.object({ remark: z.string().max(500).optional() }).optional(),
    labels,
    handler: async ({ app, access, lang, query, body }) => {
      const ctx = writing({ app, access, lang });
      const order = await visibleOne(app.db, workOrderResource, access, query.workId);
      if (order.assigneeId !== access.userId && !mayEdit(access.permissions)) {
        throw forbidden({ zh: '只有处理人可以处理此工单', en: 'only its assignee may deal with this work order' });
      }
      const row = await changeWorkOrder(
        ctx,
        query.workId,
        workOrderState.values.done,
        { dealtAt: new Date(), dealtBy: access.userId, ...(body?.remark ? { remark: body.remark } : {}) },
        body?.remark ?? (lang === 'zh' ? '已处理' : 'done'),
      );
      return rowSerializer(workOrderResource, app.config.timeZone)(row as never);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/employeWork/upload',
    section,
    summary: `Uploads a work order's proof photo (multipart, field file, JPEG or PNG by content, at most ${uploadFileLimit / 1024 / 1024} MB; workId in the query or a form field), by its assignee or a user who may edit work orders`,
    query: z.object({ workId: id.optional() }),
    labels,
    handler: async (ctx) => {
      const { app, access, query, req } = ctx;
      if (!req.isMultipart()) {
        throw badRequest({
          zh: '文件(file): 请以 multipart/form-data 上传图片',
          en: 'File(file): upload a picture as multipart/form-data',
        });
      }
      let file: Buffer | undefined;
      let workField: string | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            file ??= bytes;
          } else if (part.fieldname === 'workId' && typeof part.value === 'string') {
            workField = part.value;
          }
        }
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest({
            zh: `文件(file): 不能大于 ${uploadFileLimit / 1024 / 1024} MB`,
            en: `File(file): cannot be larger than ${uploadFileLimit / 1024 / 1024} MB`,
          });
        }
        throw err;
      }
      const parsed = id.safeParse(query.workId ?? workField);
      if (!parsed.success)
        throw badRequest({ zh: '工单(workId): 应为正整数', en: 'Work order(workId): must be a positive whole number' });
      if (!file?.length) throw badRequest({ zh: '文件(file): 不能为空', en: 'File(file): is required' });
      const order = await visibleOne(app.db, workOrderResource, access, parsed.data);
      if (order.assigneeId !== access.userId && !mayEdit(access.permissions)) {
        throw forbidden({
          zh: '只有处理人可以上传此工单的照片',
          en: 'only its assignee may upload this work order’s photo',
        });
      }
      const proofPhoto = await storeWorkPhoto(app, order.id, file);
      await saveRow(writing(ctx), workOrderResource, { proofPhoto } as never, { id: order.id });
      return { workId: order.id, proofPhoto };
    },
  }),
];
