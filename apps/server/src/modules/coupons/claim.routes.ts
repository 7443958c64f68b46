import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { claimCode, codeOffer } from './claim-code.service';
import { claimCoupon } from './claim-coupon.service';
import { couponParamLabels } from './params';

const token = z.string().trim().max(200).optional();
const claimInput = z.object({
  t: token,
  code: z.string().trim().max(32).optional(),
  plateNumber: z.string().max(20).optional(),
});
type ClaimParams = z.infer<typeof claimInput>;

/** The claim page (`/derate/claim?t=` in the console) is opened by a driver's phone: no sign-in. */
export const claimRoutes: AnyRoute[] = [
  defineRoute<{ t?: string }, undefined, 'public'>({
    method: 'GET',
    url: '/api/derate/claim',
    section: 'coupons',
    summary:
      'What a scanned discount code (t) gives: the derate, its park and value, until when, and whether it can still be claimed',
    auth: 'public',
    query: z.object({ t: token }),
    labels: couponParamLabels,
    secrets: ['t'],
    handler: ({ app, query }) => codeOffer(app, query.t),
  }),
  defineRoute<Record<string, never>, ClaimParams, 'public'>({
    method: 'POST',
    url: '/api/derate/claim',
    section: 'coupons',
    summary:
      'Claim a discount code (t) for the car of a plate inside its park, or an unclaimed coupon by its code: a coupon for the plate, and a claim log row',
    auth: 'public',
    body: claimInput,
    labels: couponParamLabels,
    secrets: ['t', 'code'],
    handler: ({ app, body, ip, lang }) => {
      const who = { plateNumber: body.plateNumber, ip, now: new Date(), lang };
      return body.t || !body.code ? claimCode(app, body.t, who) : claimCoupon(app, body.code, who);
    },
  }),
];
