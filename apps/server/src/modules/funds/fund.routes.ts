import {
  dictSchema,
  fieldLabel,
  fundAccountView,
  fundWithdrawResource,
  idSchema,
  listQuerySchema,
  listRoutePath,
  reviewCode,
  routeUrl,
  withdrawState,
} from '@parking/resources';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { requiredId } from '../../platform/spec-params';
import { type ReportQuery, reportPage, type StaticReport } from '../reports/static/report-table';
import { accountRows, seenAccounts } from './fund-account';
import { reviewWithdrawal, type Verdict } from './withdrawal.service';

const { paid, rejected } = withdrawState.values;

/** Each company's account the caller sees, worked out from its settlements and withdrawals when asked. */
const accountReport: StaticReport = {
  view: fundAccountView,
  summary: 'each company account: settled net, withdrawn, pending withdrawals and available (settled − paid − pending)',
  keyed: true,
  rows: ({ access }) => accountRows(seenAccounts(access)),
};

const verdictLabel = fieldLabel(fundWithdrawResource, 'state') ?? { zh: '提现状态', en: 'State' };
const idLabel = { zh: '提现记录编号', en: 'Withdrawal id' };
const verdict = dictSchema(withdrawState).refine((v) => v === paid || v === rejected, {
  params: {
    msg: {
      zh: `只能是 ${paid}(已打款) 或 ${rejected}(已驳回)`,
      en: `must be ${paid} (paid) or ${rejected} (rejected)`,
    },
  },
});
const reviewInput = z.object({
  id: idSchema.optional(),
  state: verdict.optional(),
  reviewRemark: z.string().trim().max(200).optional(),
});
type ReviewInput = z.infer<typeof reviewInput>;

export const fundRoutes: AnyRoute[] = [
  defineRoute<ReportQuery, undefined>({
    method: 'GET',
    url: routeUrl(fundAccountView, listRoutePath(fundAccountView.routes.list[0] ?? 'list')),
    section: fundAccountView.section,
    summary: `${fundAccountView.label.en}: ${accountReport.summary}, in fen`,
    query: listQuerySchema(fundAccountView),
    labels: (k) => fieldLabel(fundAccountView, k),
    handler: ({ app, access, query }) => reportPage(accountReport, { app, access, query }),
  }),
  defineRoute<ReviewInput, ReviewInput | undefined>({
    method: 'POST',
    url: routeUrl(fundWithdrawResource, 'review'),
    section: fundWithdrawResource.section,
    resource: fundWithdrawResource.module,
    summary: `${fundWithdrawResource.label.en}: the platform decides a pending withdrawal, paid out (state ${paid}) or rejected (${rejected}, with reviewRemark; its amount is available again)`,
    platformOnly: true,
    permission: reviewCode(fundWithdrawResource),
    query: reviewInput,
    body: reviewInput.optional(),
    labels: (k) => (k === 'id' ? idLabel : fieldLabel(fundWithdrawResource, k)),
    handler: async ({ app, access, lang, query, body, noteChange }) => {
      const id = requiredId(idLabel, ['id'], body, query);
      const state = body?.state ?? query.state;
      if (state === undefined) {
        throw badRequest({
          zh: `${verdictLabel.zh}(state): 不能为空`,
          en: `${verdictLabel.en}(state): is required`,
        });
      }
      const remark = body?.reviewRemark ?? query.reviewRemark;
      return app.db.transaction((tx) =>
        reviewWithdrawal({ app, tx, access, lang, noteChange }, id, state as Verdict, remark),
      );
    },
  }),
];
