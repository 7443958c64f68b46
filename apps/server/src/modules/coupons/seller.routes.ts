import { z } from 'zod';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { requiredId } from '../../platform/spec-params';
import { merchantDeskAddress } from './merchant-users.service';
import { couponParamLabels, idParam, intParam, textParam } from './params';
import { chargeSeller, synchronizeSeller } from './seller-charge.service';

const sellerLabel = { zh: '商户', en: 'Merchant' };
const sellerIdOf = (...s: (Record<string, unknown> | undefined)[]) =>
  requiredId(sellerLabel, ['recordId', 'sellerId'], ...s);

const chargeInput = z.object({
  recordId: idParam,
  sellerId: idParam,
  money: intParam(-100_000_000, 100_000_000),
  minutes: intParam(-100_000_000, 100_000_000),
  remark: textParam(200),
});
type ChargeParams = z.infer<typeof chargeInput>;
const sellerInput = z.object({ recordId: idParam, sellerId: idParam });
type SellerParams = z.infer<typeof sellerInput>;

export const sellerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkseller/getSellerSystemAddress',
    section: 'coupons',
    summary: "The address merchants' users sign in at and work from: their desk in this console",
    handler: async ({ app }: HandlerCtx<unknown, unknown>) => ({ address: merchantDeskAddress(app) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkseller/sellerCharge',
    section: 'coupons',
    summary: 'Top up a merchant: money in fen, or minutes for a bank of minutes; one ledger row',
    permission: 'parkseller:edit',
    query: chargeInput,
    body: chargeInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<ChargeParams, ChargeParams | undefined>) =>
      app.db.transaction((tx) =>
        chargeSeller(
          { app, tx, access, lang, noteChange },
          {
            sellerId: sellerIdOf(query, body),
            money: body?.money ?? query.money,
            minutes: body?.minutes ?? query.minutes,
            remark: body?.remark ?? query.remark,
          },
        ),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkseller/synchronizeAmount',
    section: 'coupons',
    summary: 'Compare a merchant’s balance with the sum of its ledger',
    permission: 'parkseller:edit',
    query: sellerInput,
    body: sellerInput.optional(),
    labels: couponParamLabels,
    handler: ({ app, access, lang, noteChange, query, body }: HandlerCtx<SellerParams, SellerParams | undefined>) =>
      app.db.transaction((tx) => synchronizeSeller({ app, tx, access, lang, noteChange }, sellerIdOf(query, body))),
  }),
];
