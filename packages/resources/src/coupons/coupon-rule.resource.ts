import { defineResource } from '../define-resource';
import { bool, dict, int, json, l, money, ref, text } from '../fields/field-builders';
import { capPeriod, couponRuleState } from './coupon.dict';
import { couponValueFields } from './coupon-value-fields';

/**
 * What a merchant's coupons are worth (see couponValueFields) and how many it may issue. Caps count the
 * coupons, money charged or minutes taken in the current day, week or month.
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
    ...couponValueFields,
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
    capInside: int(l('同时在场车辆上限', 'Cars inside at once'), {
      column: { hidden: true },
      min: 0,
      max: 100_000,
      default: 0,
      help: l(
        '持有本规则未结算优惠券、且正在适用车场内的车辆数上限；0 为不限',
        "At most this many cars holding the rule's unsettled coupons inside its parks at once; 0: no limit",
      ),
    }),
    state: dict(l('状态', 'State'), { dict: couponRuleState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { list: ['listPage'], export: [] },
  menu: { path: '/couponcard/couponRule', group: '/couponcard', icon: 'ProfileOutlined', sort: 1 },
});
