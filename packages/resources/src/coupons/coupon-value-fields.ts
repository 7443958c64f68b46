import { dict, int, l, money, text } from '../fields/field-builders';
import { couponKind } from './coupon.dict';

/**
 * What a coupon takes off a stay, as a rule or a derate declares it: the field the kind names is used (money
 * for money off and a fixed amount, minutes for minutes off, percent for a discount, untilTime for free until a
 * time of day).
 */
export const couponValueFields = {
  couponKind: dict(l('优惠类型', 'Coupon kind'), { dict: couponKind, required: true, search: 'eq' }),
  money: money(l('优惠金额', 'Amount'), { min: 0, max: 10_000_000, default: 0 }),
  minutes: int(l('优惠时长(分钟)', 'Minutes off'), { min: 0, max: 100_000, default: 0 }),
  percent: int(l('折扣(减免百分比)', 'Percent off'), { column: { hidden: true }, min: 0, max: 100, default: 0 }),
  untilTime: text(l('免费至时刻', 'Free until'), {
    column: { hidden: true },
    max: 5,
    pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
    patternRule: l('格式为 HH:mm', 'format HH:mm'),
  }),
};
