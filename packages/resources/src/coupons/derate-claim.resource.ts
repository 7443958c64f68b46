import { defineResource } from '../define-resource';
import { datetime, l, plate, ref, text } from '../fields/field-builders';

/** Who claimed which code or unclaimed coupon, when and from where; written by the claim, never edited. */
export const derateClaimResource = defineResource({
  module: 'parkDerateClaim',
  table: 'park_derate_claim',
  section: 'coupons',
  label: l('领取记录', 'Claim log'),
  scope: 'company',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    claimedAt: datetime(l('领取时间', 'Claimed at'), { required: true, search: 'range', sortable: true }),
    derateId: ref(l('减免规则', 'Derate rule'), { to: 'parkderate', search: 'eq' }),
    codeId: ref(l('减免码', 'Discount code'), { to: 'parkDerateCode', search: 'eq' }),
    couponId: ref(l('优惠券', 'Coupon'), { to: 'plat/couponInfo', search: 'eq' }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    parkId: ref(l('停车场', 'Park'), { to: 'basePark', search: 'eq' }),
    recordId: ref(l('停车记录', 'Stay'), { to: 'parkIORecord', list: false }),
    ip: text(l('来源地址', 'Address'), { max: 64 }),
  },
  defaultSort: '-id',
  routes: { detail: [], submit: [], remove: false, export: [] },
  menu: { path: '/derate/derateClaim', group: '/derate', icon: 'FileSearchOutlined', sort: 5 },
});
