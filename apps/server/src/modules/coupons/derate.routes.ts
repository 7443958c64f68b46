import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { idOf, idParams, requiredId } from '../../platform/spec-params';
import { buyableOf, buyCodes } from './derate-buy.service';
import { batchZip, dynamicCode } from './derate-code-images';
import { feeRulesOfPark } from './derate-fee-rules';
import { couponParamLabels, fieldMessage, idParam, intParam } from './params';

/** Buying and handing out codes spends the merchant's money: one button guards both. */
export const buyPermission = 'parkderate:buy';

const qr = 'parkDerateQRCode';
const label = (name: string) => couponParamLabels(name) ?? { zh: name, en: name };
const idNamed = (name: string, ...sources: (Record<string, unknown> | undefined)[]) =>
  requiredId(label(name), [name], ...sources);

const buyInput = z.object({ sellerId: idParam, buyRuleId: idParam, count: intParam(-1_000_000, 1_000_000) });
type BuyParams = z.infer<typeof buyInput>;

export const derateRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkderate/getFeeRuleByParkId',
    section: 'coupons',
    summary: "A park's fee rules (parkId) as key and value: its rule sets, newest first, then its simple rules",
    query: z.object(idParams('park')),
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<Record<string, number | undefined>, unknown>) =>
      feeRulesOfPark(app.db, access, idOf('park', query)),
  }),
  defineRoute({
    method: 'POST',
    url: `/api/updown/${qr}/buyDerate`,
    section: 'coupons',
    summary:
      "Buy count codes of a purchase rule for a merchant (sellerId, buyRuleId, count): price × count is taken from the merchant's balance through its ledger in the same transaction as the purchase and its codes",
    permission: buyPermission,
    query: buyInput,
    body: buyInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<BuyParams, BuyParams | undefined>) => {
      const count = body?.count ?? query.count;
      if (count === undefined) throw badRequest(fieldMessage('count', '不能为空', 'is required'));
      const input = {
        sellerId: idNamed('sellerId', body, query),
        buyRuleId: idNamed('buyRuleId', body, query),
        count,
      };
      return app.db.transaction((tx) => buyCodes({ app, tx, access, lang, noteChange }, input));
    },
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${qr}/buyable`,
    section: 'coupons',
    summary: "What a purchase rule's codes cost and how many the merchant's balance lets it buy now (buyRuleId)",
    query: z.object({ buyRuleId: idParam }),
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<{ buyRuleId?: number }, unknown>) =>
      buyableOf(app.db, access, idNamed('buyRuleId', query)),
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${qr}/downloadBatch`,
    section: 'coupons',
    summary: "A printed purchase's codes (batchId) as a zip: one QR PNG per code and codes.csv",
    permission: buyPermission,
    query: z.object({ batchId: idParam }),
    labels: couponParamLabels,
    file: true,
    handler: ({ app, access, query }: HandlerCtx<{ batchId?: number }, unknown>) =>
      batchZip(app, access, idNamed('batchId', query)),
  }),
  defineRoute({
    method: 'GET',
    url: `/api/updown/${qr}/dynamicCode`,
    section: 'coupons',
    summary:
      "A derate's next dynamic code (derateId) as a fresh QR (PNG data URL) for the merchant's screen, claimable for 5 minutes",
    permission: buyPermission,
    query: z.object({ derateId: idParam }),
    labels: couponParamLabels,
    handler: ({ app, access, query }: HandlerCtx<{ derateId?: number }, unknown>) =>
      dynamicCode(app, access, idNamed('derateId', query)),
  }),
];
