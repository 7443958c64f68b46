import { defineResource } from '../define-resource';
import { datetime, dict, int, l, money, ref, text } from '../fields/field-builders';
import { sellerLedgerKind } from './coupon.dict';

const topUps = sellerLedgerKind.values.topUp;
const purchases = [sellerLedgerKind.values.codesBought, sellerLedgerKind.values.couponIssued];

/** One movement of a merchant's balance or minutes; never edited, and the merchant's balance is their sum. */
export const sellerLedgerResource = defineResource({
  module: 'parkSellerLedger',
  table: 'park_seller_ledger',
  section: 'coupons',
  label: l('商户流水', 'Merchant ledger'),
  scope: 'company',
  idParam: 'id',
  titleField: 'kind',
  fields: {
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    kind: dict(l('流水类型', 'Movement'), { dict: sellerLedgerKind, required: true, search: 'eq' }),
    money: money(l('金额', 'Money'), { min: -100_000_000, max: 100_000_000, default: 0 }),
    minutes: int(l('时长(分钟)', 'Minutes'), { min: -100_000_000, max: 100_000_000, default: 0 }),
    balanceAfter: money(l('变动后余额', 'Balance after'), { min: -100_000_000, max: 100_000_000, default: 0 }),
    couponId: int(l('优惠券', 'Coupon'), { list: false }),
    operatorName: text(l('操作员', 'Operator'), { max: 40 }),
    at: datetime(l('时间', 'Time'), { required: true, search: 'range', sortable: true }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  indexes: [['sellerId', 'at']],
  defaultSort: '-id',
  routes: {
    // merchants' top-ups, and what they bought (discount codes, coupons charged when issued)
    list: [
      'list',
      { path: '/static/getPageSellerRecharge', fixed: { kind: topUps } },
      { path: '/static/getPageSellerBuy', fixed: { kind: purchases } },
    ],
    submit: [],
    remove: false,
    export: [
      { path: '/static/exportSellerRecharge', fixed: { kind: topUps } },
      { path: '/static/exportSellerBuy', fixed: { kind: purchases } },
    ],
  },
});
