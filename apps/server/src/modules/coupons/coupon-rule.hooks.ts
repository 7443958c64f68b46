import { couponKind, couponRuleResource } from '@parking/resources';
import { merged, registerHooks } from '../../crud/hooks';
import { badRequest } from '../../platform/errors';

/** The field each kind takes its value from, with the smallest value that makes sense. */
const valueField = {
  [couponKind.values.minutesOff]: { key: 'minutes', min: 1 },
  [couponKind.values.moneyOff]: { key: 'money', min: 1 },
  [couponKind.values.percentOff]: { key: 'percent', min: 1 },
  [couponKind.values.fixedPay]: { key: 'money', min: 0 },
} as const;

registerHooks(couponRuleResource, {
  beforeSubmit(_ctx, values, existing) {
    const kind = merged(values, existing, 'couponKind');
    const { fields } = couponRuleResource;
    if (kind === couponKind.values.freeUntil && !merged(values, existing, 'untilTime')) {
      const label = fields.untilTime.label;
      throw badRequest({
        zh: `${label.zh}(untilTime): 免费至时刻券须填写`,
        en: `${label.en}(untilTime): is required for a free-until coupon`,
      });
    }
    const need = kind === undefined || kind === null ? undefined : valueField[kind as keyof typeof valueField];
    if (!need) return;
    const value = merged(values, existing, need.key) ?? 0;
    if (typeof value === 'number' && value < need.min) {
      const label = fields[need.key].label;
      throw badRequest({
        zh: `${label.zh}(${need.key}): 须至少为 ${need.min}`,
        en: `${label.en}(${need.key}): must be at least ${need.min}`,
      });
    }
  },
});
