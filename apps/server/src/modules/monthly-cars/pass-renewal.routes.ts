import { payWay } from '@parking/resources';
import { z } from 'zod';
import { idsText } from '../../crud/id-params';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { keyOf, once } from './idempotency';
import { dictParam, grantIdOf, grantInput, intParam, passParamLabels, textParam } from './params';
import type { RenewalInput, RenewalKind } from './pass-renewal.plan';
import { previewRenewal, renewPass } from './pass-renewal.service';

const renewalFields = {
  monthNum: intParam(1, 120),
  months: intParam(1, 120),
  money: intParam(0, 1_000_000_000),
  payWay: dictParam(payWay),
  remark: textParam(200),
};
const renewalInput = grantInput.extend(renewalFields);
type RenewalParams = z.infer<typeof renewalInput>;
type RenewalFieldParams = z.infer<z.ZodObject<typeof renewalFields>>;

function inputOf(kind: RenewalKind, ...sources: (RenewalFieldParams | undefined)[]): RenewalInput {
  const pick = <K extends keyof RenewalFieldParams>(k: K) => sources.map((s) => s?.[k]).find((v) => v !== undefined);
  const input: RenewalInput = {
    kind,
    months: pick('monthNum') ?? pick('months'),
    money: pick('money'),
    payWay: pick('payWay'),
    remark: pick('remark'),
  };
  if (kind === 'money' && input.money === undefined) {
    throw badRequest({ zh: '续费金额(money): 不能为空', en: 'Renewal money(money): is required' });
  }
  if (kind !== 'money' && input.months === undefined) {
    throw badRequest({ zh: '续费月数(monthNum): 不能为空', en: 'Months(monthNum): is required' });
  }
  return input;
}

const summaries: Record<RenewalKind, string> = {
  money: 'Renew a pass by money: months bought = money ÷ monthly fee (fen); share-group passes renew together',
  month: 'Renew a pass by months (monthNum); share-group passes renew together',
  vip: 'Extend a VIP pass by months without payment',
};

const path: Record<RenewalKind, string> = { money: 'renewalMoney', month: 'renewalMonth', vip: 'renewalVip' };

function renewalRoute(kind: RenewalKind): AnyRoute {
  return defineRoute({
    method: 'POST',
    url: `/api/updown/parkMonth/${path[kind]}`,
    section: 'monthly-cars',
    summary: `${summaries[kind]}. An Idempotency-Key header makes a retried call apply once.`,
    permission: 'parkMonth:edit',
    query: renewalInput,
    body: renewalInput.optional(),
    labels: passParamLabels,
    handler: async (ctx: HandlerCtx<RenewalParams, RenewalParams | undefined>) => {
      const { app, access, query, body, req } = ctx;
      const grantId = grantIdOf(query, body);
      const input = inputOf(kind, body, query);
      return app.db.transaction((tx) =>
        once(tx, access, keyOf(req), req.url, () => renewPass({ ...ctx, tx }, grantId, input)),
      );
    },
  });
}

const batchInput = z.object({ ids: idsText.optional(), ...renewalFields });
type BatchParams = z.infer<typeof batchInput>;

function batchRoute(kind: RenewalKind): AnyRoute {
  const name = path[kind].replace('renewal', 'batchRenewal');
  return defineRoute({
    method: 'POST',
    url: `/api/updown/parkMonth/${name}`,
    section: 'monthly-cars',
    summary: `Batch: ${summaries[kind].charAt(0).toLowerCase()}${summaries[kind].slice(1)}, for every pass of ids; all or none`,
    permission: 'parkMonth:edit',
    query: batchInput,
    body: batchInput.optional(),
    labels: passParamLabels,
    handler: async (ctx: HandlerCtx<BatchParams, BatchParams | undefined>) => {
      const { app, access, query, body, req } = ctx;
      const ids = query.ids ?? body?.ids;
      if (!ids?.length) throw badRequest({ zh: '编号(ids): 不能为空', en: 'Ids(ids): is required' });
      const input = inputOf(kind, body, query);
      return app.db.transaction((tx) =>
        once(tx, access, keyOf(req), req.url, async () => {
          const renewed = [];
          const done = new Set<number>();
          for (const id of [...ids].sort((a, b) => a - b)) {
            if (done.has(id)) continue;
            const r = await renewPass({ ...ctx, tx }, id, input);
            for (const g of r.grantIds) done.add(g);
            renewed.push(r);
          }
          return { total: renewed.length, data: renewed };
        }),
      );
    },
  });
}

export const passRenewalRoutes: AnyRoute[] = [
  renewalRoute('money'),
  renewalRoute('month'),
  renewalRoute('vip'),
  batchRoute('money'),
  batchRoute('month'),
  batchRoute('vip'),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkMonth/getMonthlyNewEndDate',
    section: 'monthly-cars',
    summary:
      'The end a renewal would give, without renewing: monthNum (default 1) or money; renewals start the day after the current end or today, and end at 23:59:59',
    query: renewalInput,
    labels: passParamLabels,
    handler: async ({ app, access, query }) => {
      const grantId = grantIdOf(query);
      const kind: RenewalKind = query.money !== undefined ? 'money' : 'month';
      // the pass may be VIP: the end is the same whichever way its months are bought
      return previewRenewal(app, app.db, access, grantId, inputOf(kind, query, { monthNum: 1 }));
    },
  }),
];
