import { couponRuleCancelType } from '@parking/resources';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { requiredId } from '../../platform/spec-params';
import { issuableOfRule, issueCoupons } from './coupon-issue.service';
import { changeRuleState, grantRuleParks, ruleParks, rulesOfSeller } from './coupon-rule-parks.service';
import { rulesOfStore, storeChoices } from './coupon-store.service';
import { couponSummary, voidCoupons, voidUnusedOfRule } from './coupon-void.service';
import { couponParamLabels, fieldMessage, idListParam, idParam, intParam, textParam } from './params';

const ruleLabel = { zh: '优惠券规则', en: 'Coupon rule' };
const ruleInput = z.object({ ruleId: idParam });
type RuleParams = z.infer<typeof ruleInput>;
const ruleIdOf = (...s: (Record<string, unknown> | undefined)[]) => requiredId(ruleLabel, ['ruleId'], ...s);

const sendInput = ruleInput.extend({
  num: intParam(-1_000_000, 1_000_000),
  plateNumber: textParam(20),
  parkId: idParam,
});
type SendParams = z.infer<typeof sendInput>;

const grantInput = ruleInput.extend({ parkIds: idListParam });
type GrantParams = z.infer<typeof grantInput>;

const cancelInput = ruleInput.extend({ type: intParam(0, 99), remark: textParam(200) });
type CancelParams = z.infer<typeof cancelInput>;

const removeInput = z.object({ ids: idListParam, remark: textParam(200) });
type RemoveParams = z.infer<typeof removeInput>;

const rule = 'plat/couponRule';

function ruleStateRoute(action: 'stop' | 'enable', summary: string): AnyRoute {
  return defineRoute({
    method: 'POST',
    url: `/api/updown/${rule}/${action}`,
    section: 'coupons',
    summary,
    permission: `${rule}:edit`,
    query: ruleInput,
    body: ruleInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<RuleParams, RuleParams | undefined>) =>
      app.db.transaction((tx) => changeRuleState({ app, tx, access, lang, noteChange }, ruleIdOf(query, body), action)),
  });
}

export const couponRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `/api/updown/${rule}/sendRuleCoupon`,
    section: 'coupons',
    summary:
      'Issue num coupons of a rule, to a plate or as unclaimed codes; the caps and the merchant balance are checked in the same transaction',
    permission: `${rule}:send`,
    query: sendInput,
    body: sendInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<SendParams, SendParams | undefined>) => {
      const ruleId = ruleIdOf(query, body);
      const num = body?.num ?? query.num ?? 1;
      const plateNumber = body?.plateNumber ?? query.plateNumber;
      const parkId = body?.parkId ?? query.parkId;
      return app.db.transaction((tx) =>
        issueCoupons({ app, tx, access, lang, noteChange }, { ruleId, num, plateNumber, parkId }),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${rule}/issuable`,
    section: 'coupons',
    summary:
      'How many coupons of a rule may be issued now (allowed) and the limit that stops more (reason): the checks sendRuleCoupon makes',
    permission: `${rule}:send`,
    query: ruleInput,
    labels: couponParamLabels,
    handler: async ({ app, access, lang, query }: HandlerCtx<RuleParams, unknown>) => {
      const { reason, ...rest } = await issuableOfRule(app.db, access, app.config.timeZone, ruleIdOf(query));
      return { ...rest, reason: reason[lang] };
    },
  }),
  defineRoute({
    method: 'POST',
    url: `/api/updown/${rule}/grantRulePark`,
    section: 'coupons',
    summary: 'Set the parks where a rule’s coupons are valid',
    permission: `${rule}:edit`,
    query: grantInput,
    body: grantInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<GrantParams, GrantParams | undefined>) => {
      const parkIds = body?.parkIds ?? query.parkIds;
      if (!parkIds) throw badRequest(fieldMessage('parkIds', '不能为空', 'is required'));
      return app.db.transaction((tx) =>
        grantRuleParks({ app, tx, access, lang, noteChange }, ruleIdOf(query, body), parkIds),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${rule}/showAllRulePark`,
    section: 'coupons',
    summary: 'The parks a rule could be valid at, each marked when it is',
    query: ruleInput,
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<RuleParams, unknown>) =>
      ruleParks(app.db, access, ruleIdOf(query), false),
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${rule}/showSelectPark`,
    section: 'coupons',
    summary: 'The parks a rule’s coupons are valid at',
    query: ruleInput,
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<RuleParams, unknown>) =>
      ruleParks(app.db, access, ruleIdOf(query), true),
  }),
  ruleStateRoute('stop', 'Stop issuing coupons of a rule'),
  ruleStateRoute('enable', 'Enable a stopped rule again'),
  defineRoute({
    method: 'POST',
    url: `/api/updown/${rule}/cancelCouponRule`,
    section: 'coupons',
    summary:
      'Cancel a rule for good, with a remark; type 2 also voids its unused coupons (the merchant is refunded), otherwise issued coupons stay valid',
    permission: `${rule}:edit`,
    query: cancelInput,
    body: cancelInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<CancelParams, CancelParams | undefined>) => {
      const remark = body?.remark ?? query.remark;
      const type = body?.type || query.type || couponRuleCancelType.values.keepIssued;
      if (!couponRuleCancelType.items.some((i) => i.value === type)) {
        throw badRequest(fieldMessage('type', '须为 1 或 2', 'must be 1 or 2'));
      }
      const ruleId = ruleIdOf(query, body);
      return app.db.transaction(async (tx) => {
        const ctx = { app, tx, access, lang, noteChange };
        const cancelled = await changeRuleState(ctx, ruleId, 'cancel', remark);
        const { voided } =
          type === couponRuleCancelType.values.voidUnused
            ? await voidUnusedOfRule(ctx, ruleId, remark || '规则作废')
            : { voided: 0 };
        return { ...cancelled, voided };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${rule}/getCouponruleKeyValueByStoreId`,
    section: 'coupons',
    summary: 'The rules of the merchant paying for a store (or of a merchant by sellerId), as key and value',
    query: z.object({ storeId: idParam, sellerId: idParam }),
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<{ storeId?: number; sellerId?: number }, unknown>) =>
      query.storeId === undefined && query.sellerId !== undefined
        ? rulesOfSeller(app.db, access, query.sellerId)
        : rulesOfStore(app.db, access, requiredId({ zh: '优惠券商户', en: 'Coupon store' }, ['storeId'], query)),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/plat/couponInfo/remove',
    section: 'coupons',
    summary: 'Void unused coupons with a remark; the merchant gets back what it was charged',
    permission: 'plat/couponInfo:delete',
    query: removeInput,
    body: removeInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<RemoveParams, RemoveParams | undefined>) => {
      const ids = body?.ids ?? query.ids;
      if (!ids) throw badRequest(fieldMessage('ids', '不能为空', 'is required'));
      const remark = body?.remark ?? query.remark;
      if (!remark) throw badRequest(fieldMessage('remark', '作废须填写原因', 'a reason is required to void'));
      return app.db.transaction((tx) => voidCoupons({ app, tx, access, lang, noteChange }, ids, remark));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/couponStore/getKeyValueModelByCompanyId',
    section: 'coupons',
    summary: 'A company’s coupon stores as key and value',
    query: z.object({ companyId: idParam }),
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<{ companyId?: number }, unknown>) =>
      storeChoices(app.db, access, { companyId: query.companyId }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/couponStore/searchCouponStore',
    section: 'coupons',
    summary: 'Coupon stores whose name holds storeName, as key and value',
    query: z.object({ storeName: textParam(60) }),
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<{ storeName?: string }, unknown>) =>
      storeChoices(app.db, access, { storeName: query.storeName }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/couponInfo/getCouponInfoSummary',
    section: 'coupons',
    summary: 'How many coupons are in each state and what they took off',
    handler: ({ app, access }: HandlerCtx<unknown, unknown>) => couponSummary(app.db, access),
  }),
];
