import { visitorResource, visitorVerdict } from '@parking/resources';
import { z } from 'zod';
import { idList } from '../../crud/id-params';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId, requiredId } from '../../platform/spec-params';
import { examineVisitors, verdictOfType } from './visitor-examine.service';

const base = '/api/updown/plat/visitorInfo';
const examineCode = 'plat/visitorInfo:edit';
const type = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(visitorVerdict.values.approve), z.literal(visitorVerdict.values.refuse)]).optional(),
);
const remark = z.string().trim().max(200).optional();
const labels = (k: string) =>
  ({
    id: { zh: '访客', en: 'Visitor' },
    ids: { zh: '访客', en: 'Visitors' },
    type: { zh: '审核结果', en: 'Review verdict' },
    remark: { zh: '审核意见', en: 'Review remark' },
  })[k];

function requiredType(v: number | undefined): number {
  if (v === undefined) {
    throw badRequest({
      zh: '审核结果(type): 不能为空，1 通过，2 拒绝',
      en: 'Review verdict(type): is required, 1 approve or 2 refuse',
    });
  }
  return v;
}

export const visitorRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/examine`,
    section: 'third-party',
    summary:
      'Examine one visit waiting for review: type 1 approves (a car with a plate goes on the white list for the visit window), 2 refuses with a remark',
    permission: examineCode,
    mutating: true,
    query: z.object({ id: optionalId, type, remark }),
    labels,
    handler: async (ctx) => {
      const { app, query } = ctx;
      const id = requiredId(visitorResource.label, ['id'], query);
      const verdict = verdictOfType(requiredType(query.type));
      const [row] = await app.db.transaction((tx) => examineVisitors({ ...ctx, tx }, [id], verdict, query.remark));
      return row;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/batchExamine`,
    section: 'third-party',
    summary: 'Examine several visits waiting for review at once (ids, type 1 approve or 2 refuse, remark), all or none',
    permission: examineCode,
    query: z.object({ ids: idList.optional(), type, remark }),
    body: z.object({ ids: idList.optional(), type, remark }).optional(),
    labels,
    handler: async (ctx) => {
      const { app, query, body } = ctx;
      const ids = [...new Set(body?.ids ?? query.ids ?? [])];
      if (ids.length === 0) throw badRequest({ zh: '访客(ids): 不能为空', en: 'Visitors(ids): is required' });
      if (ids.length > 500)
        throw badRequest({ zh: '访客(ids): 一次最多 500 个', en: 'Visitors(ids): at most 500 at a time' });
      const verdict = verdictOfType(requiredType(body?.type ?? query.type));
      const rows = await app.db.transaction((tx) =>
        examineVisitors({ ...ctx, tx }, ids, verdict, body?.remark ?? query.remark),
      );
      return { examined: rows.length, rows };
    },
  }),
];
