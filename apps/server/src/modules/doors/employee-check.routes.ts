import { doorEmployeeResource, examineState } from '@parking/resources';
import { z } from 'zod';
import { listRows } from '../../crud/crud-routes';
import { reviewRow } from '../../crud/review-routes';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const base = '/api/updown/door/dooremployeecheck';
const idList = z
  .union([z.string().regex(/^\d+(,\d+)*$/), z.array(z.coerce.number().int().positive())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',').map(Number)));
const labels = (k: string) =>
  ({
    ids: { zh: '人员', en: 'Employees' },
    examineRemark: { zh: '审核意见', en: 'Review remark' },
    remark: { zh: '审核意见', en: 'Review remark' },
  })[k];

export const employeeCheckRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/list`,
    section: 'doors',
    summary:
      'Door employees waiting for review (examineState 0 unless another is asked for), with the list filters of door/dooremployee',
    query: z
      .object({
        current: z.coerce.number().int().min(1).optional(),
        size: z.coerce.number().int().min(1).max(500).optional(),
      })
      .passthrough(),
    handler: async ({ app, access, query }) =>
      listRows(app, doorEmployeeResource, access, {
        examineState: examineState.values.pending,
        ...(query as Record<string, unknown>),
      }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/audit`,
    section: 'doors',
    summary:
      'Approves door employees waiting for review (ids in the query, comma list), all or none: from then on their grants open doors; the same review as door/dooremployee/examine',
    permission: 'door/dooremployee:edit',
    query: z.object({ ids: idList }),
    labels,
    handler: async ({ app, access, lang, query, noteChange }) => {
      return app.db.transaction(async (tx) => {
        const done = [];
        for (const id of query.ids) {
          done.push((await reviewRow({ app, tx, access, lang, noteChange }, doorEmployeeResource, id, 'approve')).row);
        }
        return done;
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/auditErr`,
    section: 'doors',
    summary:
      'Refuses door employees waiting for review (JSON body: ids and the reason as examineRemark or remark); they open no door',
    permission: 'door/dooremployee:edit',
    body: z.object({
      ids: idList,
      examineRemark: z.string().trim().max(200).optional(),
      remark: z.string().trim().max(200).optional(),
    }),
    labels,
    handler: async ({ app, access, lang, body, noteChange }) => {
      const reason = body.examineRemark || body.remark;
      if (!reason)
        throw badRequest({
          zh: '审核意见(examineRemark): 拒绝时必须填写原因',
          en: 'Review remark(examineRemark): a refusal needs a reason',
        });
      return app.db.transaction(async (tx) => {
        const done = [];
        for (const id of body.ids) {
          const { row } = await reviewRow(
            { app, tx, access, lang, noteChange },
            doorEmployeeResource,
            id,
            'refuse',
            reason,
          );
          done.push(row);
        }
        return done;
      });
    },
  }),
];
