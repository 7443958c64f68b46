import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries/system.dict';
import { bool, dict, l, ref, text } from '../fields/field-builders';
import { couponValueFields } from './coupon-value-fields';

/**
 * A discount one merchant hands out at one park it serves: a driver who claims one of the merchant's codes gets
 * a coupon of this value for the car's stay there. The merchant pays when it buys the codes (parkDerateQRCode).
 */
export const derateResource = defineResource({
  module: 'parkderate',
  table: 'park_derate',
  section: 'coupons',
  label: l('减免规则', 'Derate rule'),
  scope: 'park',
  idParam: 'derateId',
  titleField: 'derateName',
  fields: {
    derateName: text(l('减免名称', 'Derate name'), { max: 60, required: true, search: 'contains', sortable: true }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    ...couponValueFields,
    stacks: bool(l('可叠加', 'Stacks'), { default: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { export: [] },
  menu: { path: '/derate/parkderaterule', group: '/derate', icon: 'GiftOutlined', sort: 2 },
});
