import type { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { keyOf, once } from './idempotency';
import { grantIdOf, grantInput, intParam, passParamLabels, textParam } from './params';
import { pausePass, recoverPass, reviewPass, stopPass } from './pass-lifecycle.service';

type GrantParams = z.infer<typeof grantInput>;
type Change = typeof pausePass;

function lifecycleRoute(action: string, summary: string, change: Change): AnyRoute {
  return defineRoute({
    method: 'POST',
    url: `/api/updown/parkMonth/${action}`,
    section: 'monthly-cars',
    summary,
    permission: 'parkMonth:edit',
    query: grantInput,
    body: grantInput.optional(),
    labels: passParamLabels,
    handler: async (ctx: HandlerCtx<GrantParams, GrantParams | undefined>) => {
      const { app, access, query, body, req } = ctx;
      const grantId = grantIdOf(query, body);
      return app.db.transaction((tx) => once(tx, access, keyOf(req), req.url, () => change({ ...ctx, tx }, grantId)));
    },
  });
}

/** The review's `type` parameter: the spec's 1 approves, 2 refuses. */
const reviewType = { approve: 1, refuse: 2 } as const;
const reviewInput = grantInput.extend({
  type: intParam(reviewType.approve, reviewType.refuse),
  remark: textParam(200),
});
type ReviewParams = z.infer<typeof reviewInput>;

export const passLifecycleRoutes: AnyRoute[] = [
  lifecycleRoute(
    'tempStop',
    'Pause a normal pass; the paused days are added to its end when it is recovered',
    pausePass,
  ),
  lifecycleRoute('stop', 'Stop a normal or paused pass', stopPass),
  lifecycleRoute(
    'recorve',
    'Recover a paused pass (its end moves on by the days paused) or a stopped one (spec spelling)',
    recoverPass,
  ),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkMonth/pass',
    section: 'monthly-cars',
    summary: 'Review a pass awaiting approval: type 1 approves it, type 2 refuses it, with a remark',
    permission: 'parkMonth:edit',
    query: reviewInput,
    body: reviewInput.optional(),
    labels: passParamLabels,
    handler: async ({ app, access, query, body }: HandlerCtx<ReviewParams, ReviewParams | undefined>) => {
      const grantId = grantIdOf(query, body);
      const type = body?.type ?? query.type;
      if (type === undefined) {
        throw badRequest({
          zh: '审核结果(type): 不能为空，1通过，2拒绝',
          en: 'Review result(type): is required, 1 pass, 2 refuse',
        });
      }
      const remark = body?.remark ?? query.remark;
      return app.db.transaction((tx) => reviewPass(app, tx, access, grantId, type === reviewType.approve, remark));
    },
  }),
];
