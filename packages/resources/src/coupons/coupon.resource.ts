import { defineResource } from '../define-resource';
import { bool, datetime, dict, int, l, money, plate, ref, text } from '../fields/field-builders';
import { couponKind, couponState } from './coupon.dict';

/**
 * One coupon, issued by a rule to a plate or as an unclaimed code a driver claims. It is used by at most one
 * stay and moves normal → used → settled, or to void (with a remark). Its value is copied from the rule.
 */
export const couponResource = defineResource({
  module: 'plat/couponInfo',
  table: 'coupon_info',
  section: 'coupons',
  label: l('优惠券', 'Coupon'),
  scope: 'company',
  idParam: 'id',
  titleField: 'code',
  fields: {
    code: text(l('券码', 'Code'), { max: 32, required: true, unique: 'global', search: 'eq' }),
    ruleId: ref(l('优惠券规则', 'Coupon rule'), { to: 'plat/couponRule', search: 'eq' }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    // set when the coupon holds at one park only (a claimed derate code); otherwise its rule's parks
    parkId: ref(l('停车场', 'Park'), { to: 'basePark', search: 'eq', readOnly: true }),
    // set when the coupon came from a derate code
    derateId: ref(l('减免规则', 'Derate rule'), { to: 'parkderate', search: 'eq', readOnly: true, list: false }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    couponKind: dict(l('优惠类型', 'Coupon kind'), { dict: couponKind, required: true, search: 'eq' }),
    money: money(l('优惠金额', 'Amount'), { min: 0, max: 10_000_000, default: 0 }),
    minutes: int(l('优惠时长(分钟)', 'Minutes off'), { min: 0, max: 100_000, default: 0 }),
    percent: int(l('折扣(减免百分比)', 'Percent off'), { column: { hidden: true }, min: 0, max: 100, default: 0 }),
    untilTime: text(l('免费至时刻', 'Free until'), { max: 5, column: { hidden: true } }),
    stacks: bool(l('可叠加', 'Stacks'), { default: false, column: { hidden: true } }),
    price: money(l('商户扣费', 'Charged to merchant'), { min: 0, max: 10_000_000, default: 0 }),
    state: dict(l('状态', 'State'), { dict: couponState, default: 0, search: 'eq' }),
    validFrom: datetime(l('生效时间', 'Valid from'), { required: true, sortable: true }),
    validTo: datetime(l('失效时间', 'Valid until'), { required: true, search: 'range', sortable: true }),
    usedAt: datetime(l('使用时间', 'Used at'), { readOnly: true }),
    recordId: ref(l('使用的进出记录', 'Used by stay'), { to: 'parkIORecord', readOnly: true, list: false }),
    orderId: ref(l('订单', 'Order'), { to: 'parkorder', readOnly: true, list: false }),
    discount: money(l('实际优惠', 'Discount given'), { readOnly: true, default: 0 }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  indexes: [
    ['plateNumber', 'state'],
    ['ruleId', 'state'],
  ],
  defaultSort: '-id',
  routes: { submit: [], remove: false, export: [] },
  menu: { path: '/couponcard/couponInfo', group: '/couponcard', icon: 'FileTextOutlined', sort: 2 },
});
