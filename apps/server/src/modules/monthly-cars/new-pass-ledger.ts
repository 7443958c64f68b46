import { periodBetween, priceOfDays, priceOfMonths } from '@parking/domain';
import { passKind, passRenewalKind, payWay } from '@parking/resources';
import type { WriteCtx } from '../../crud/save-row';
import { type LedgerReason, recordPassPeriod } from './pass-ledger.service';
import { pricingOf } from './pass-price';
import type { PayWay } from './pass-renewal.plan';
import { type Pass, parkOf } from './pass-rows';
import { localDate } from './pass-time';

/** How a pass about to be made came to be and how it was paid; without them: added by an operator, in cash. */
export type NewPassTerms = { reason: LedgerReason; payWay?: PayWay | null; remark?: string | null };

// Hooks are handed the values a caller saves, not the caller's options: the terms travel keyed by those values.
const termsOfValues = new WeakMap<object, NewPassTerms>();

/** Marks the values of a pass about to be saved with how it came to be; its after-submit hook reads them. */
export function withTerms<V extends object>(values: V, terms: NewPassTerms): V {
  termsOfValues.set(values, terms);
  return values;
}

export const termsOf = (values: object): NewPassTerms | undefined => termsOfValues.get(values);

/**
 * The ledger row of a pass just made, whichever path made it: a VIP pass is free; any other's period from
 * start to end is priced as the park prices its kind (whole months, then the days left at a thirtieth of the
 * monthly fee each).
 */
export async function recordNewPass(ctx: WriteCtx, pass: Pass, terms: NewPassTerms | undefined) {
  const tz = ctx.app.config.timeZone;
  const park = await parkOf(ctx.tx, pass.parkId);
  const pricing = pricingOf(pass, park);
  const { months, days } = periodBetween(localDate(pass.startTime, tz), localDate(pass.endTime, tz));
  const money =
    pass.passKind === passKind.values.vip ? 0 : priceOfMonths(months, pricing) + priceOfDays(days, pricing.monthlyFee);
  return recordPassPeriod(ctx, {
    pass,
    reason: terms?.reason ?? passRenewalKind.values.newPass,
    payWay: money === 0 ? payWay.values.free : (terms?.payWay ?? payWay.values.cash),
    money,
    months,
    days,
    oldEnd: null,
    newEnd: pass.endTime,
    remark: terms?.remark ?? pass.remark,
  });
}
