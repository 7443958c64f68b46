import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries/system.dict';
import { dict, int, l, money, ref, text } from '../fields/field-builders';
import { derateCodeKind } from './derate-code.dict';

/**
 * How a merchant buys codes of one derate: the price of a code, its type (dynamic: one claim per showing on the
 * merchant's screen; static: printed, valid `validDays` and claimed up to `usesPerCode` times) and how many
 * one purchase takes. The derate's park and merchant are copied onto it.
 */
export const derateBuyRuleResource = defineResource({
  module: 'parkDerateQRCode',
  table: 'park_derate_buy_rule',
  section: 'coupons',
  label: l('减免码购买规则', 'Code purchase rule'),
  scope: 'company',
  idParam: 'id',
  titleField: 'ruleName',
  fields: {
    ruleName: text(l('规则名称', 'Rule name'), { max: 60, required: true, search: 'contains' }),
    derateId: ref(l('减免规则', 'Derate rule'), { to: 'parkderate', required: true, search: 'eq', dependsOn: false }),
    parkId: ref(l('停车场', 'Park'), { to: 'basePark', readOnly: true, search: 'eq' }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', readOnly: true, search: 'eq' }),
    codeKind: dict(l('减免码类型', 'Code type'), { dict: derateCodeKind, required: true, search: 'eq' }),
    price: money(l('每码价格', 'Price per code'), { min: 0, max: 10_000_000, required: true }),
    validDays: int(l('有效天数(静态码)', 'Valid days (static)'), { min: 1, max: 3650, default: 30 }),
    usesPerCode: int(l('每码可领次数', 'Claims per code'), { min: 1, max: 1000, default: 1 }),
    minCount: int(l('每次最少购买', 'Fewest per purchase'), { min: 1, max: 1000, default: 1 }),
    maxCount: int(l('每次最多购买', 'Most per purchase'), { min: 1, max: 1000, default: 100 }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: {
    list: ['getDerateQRCodeBuyRule'],
    detail: ['detail'],
    submit: ['addDerateQRCodeBuyRule', 'editDerateQRCodeBuyRule'],
    remove: [{ path: 'deleteDerateQRCodeBuyRule', style: 'ids-query' }],
    export: [],
  },
  menu: { path: '/derate/derateBuyRule', group: '/derate', icon: 'ProfileOutlined', sort: 3 },
});
