import { defineResource } from '../define-resource';
import { bool, dict, int, json, l, money, ref, text } from '../fields/field-builders';
import { capPeriod, couponKind, couponRuleState } from './coupon.dict';

/**
 * What a merchant's coupons are worth and how many it may issue. The value field the kind names is used:
 * money for money off and a fixed amount, minutes for minutes off, percent for a discount, untilTime for free
 * until a time of day. Caps count the coupons, money charged or minutes taken in the current day, week or month.
 */
export const couponRuleResource = defineResource({
  module: 'plat/couponRule',
  table: 'coupon_rule',
  section: 'coupons',
  label: l('优惠券规则', 'Coupon rule'),
  scope: 'company',
  idParam: 'ruleId',
  titleField: 'ruleName',
  fields: {
    ruleName: text(l('规则名称', 'Rule name'), { max: 60, required: true, search: 'contains', sortable: true }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
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
    price: money(l('每张扣费', 'Charge per coupon'), { min: 0, max: 10_000_000, default: 0 }),
    parkIds: json<number[]>(l('适用车场', 'Parks'), { readOnly: true, list: false }),
    totalCount: int(l('发放总量', 'Total count'), { column: { hidden: true }, min: 0, max: 10_000_000, default: 0 }),
    issuedCount: int(l('已发放', 'Issued'), { readOnly: true, default: 0 }),
    validDays: int(l('有效天数', 'Valid days'), { min: 1, max: 3650, default: 1 }),
    stacks: bool(l('可叠加', 'Stacks'), { default: false }),
    preferred: bool(l('优先使用', 'Used first'), { default: false, list: false }),
    capPeriod: dict(l('限额周期', 'Cap period'), { column: { hidden: true }, dict: capPeriod, default: 1 }),
    capCount: int(l('周期限发张数', 'Coupons per period'), { min: 0, max: 10_000_000, default: 0 }),
    capMoney: money(l('周期限发金额', 'Money per period'), {
      column: { hidden: true },
      min: 0,
      max: 100_000_000,
      default: 0,
    }),
    capMinutes: int(l('周期限发时长', 'Minutes per period'), {
      column: { hidden: true },
      min: 0,
      max: 100_000_000,
      default: 0,
    }),
    state: dict(l('状态', 'State'), { dict: couponRuleState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { list: ['listPage'], export: [] },
  menu: { path: '/couponcard/couponRule', group: '/couponcard', icon: 'ProfileOutlined', sort: 1 },
});
