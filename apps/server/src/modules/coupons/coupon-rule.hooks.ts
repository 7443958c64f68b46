import { couponKind, couponRuleResource, couponValueFields, type Label } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

/** The field each kind takes its value from, with the smallest value that makes sense. */
const valueField = {
  [couponKind.values.minutesOff]: { key: 'minutes', min: 1 },
  [couponKind.values.moneyOff]: { key: 'money', min: 1 },
  [couponKind.values.percentOff]: { key: 'percent', min: 1 },
  [couponKind.values.fixedPay]: { key: 'money', min: 0 },
} as const;

type CouponValues = { couponKind?: number | null; untilTime?: string | null } & Record<string, unknown>;

/** Refuses a rule or derate without the value its coupon kind needs (see couponValueFields), naming the field. */
export function checkCouponValue(values: CouponValues, existing: CouponValues | null): void {
  const kind = merged(values, existing, 'couponKind');
  const label = (key: keyof typeof couponValueFields): Label => couponValueFields[key].label;
  if (kind === couponKind.values.freeUntil && !merged(values, existing, 'untilTime')) {
    throw badRequest({
      zh: `${label('untilTime').zh}(untilTime): 免费至时刻券须填写`,
      en: `${label('untilTime').en}(untilTime): is required for a free-until coupon`,
    });
  }
  const need = kind === undefined || kind === null ? undefined : valueField[kind as keyof typeof valueField];
  if (!need) return;
  const value = merged(values, existing, need.key) ?? 0;
  if (typeof value === 'number' && value < need.min) {
    throw badRequest({
      zh: `${label(need.key).zh}(${need.key}): 须至少为 ${need.min}`,
      en: `${label(need.key).en}(${need.key}): must be at least ${need.min}`,
    });
  }
}

registerHooks(couponRuleResource, {
  beforeSubmit(_ctx, values, existing) {
    checkCouponValue(values, existing);
  },
});
