import { defineResource } from '../define-resource';
import { l, phone, ref, text } from '../fields/field-builders';

/** A shop whose coupons a merchant account pays for (one merchant may run several shops). */
export const couponStoreResource = defineResource({
  module: 'couponStore',
  table: 'coupon_store',
  section: 'coupons',
  label: l('优惠券商户', 'Coupon store'),
  scope: 'company',
  idParam: 'storeId',
  titleField: 'storeName',
  fields: {
    storeName: text(l('店铺名称', 'Store name'), { max: 60, required: true, search: 'contains', sortable: true }),
    sellerId: ref(l('结算商户', 'Paying merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    address: text(l('地址', 'Address'), { max: 200 }),
    contactPhone: phone(l('联系电话', 'Contact phone')),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { export: [] },
  menu: { path: '/couponcard/couponStore', group: '/couponcard', icon: 'ShopOutlined', sort: 3 },
});
