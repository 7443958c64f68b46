import { defineResource } from '../define-resource';
import { datetime, dict, int, l, ref, text } from '../fields/field-builders';
import { derateCodeKind } from './derate-code.dict';

/**
 * One code of a purchase. Its QR holds a signed token naming the code, an expiry and the code's nonce; a static
 * code's expiry is `validTo`, a dynamic code's is set each time it is shown. Claimed at most `maxUses` times.
 */
export const derateCodeResource = defineResource({
  module: 'parkDerateCode',
  table: 'park_derate_code',
  section: 'coupons',
  label: l('减免码', 'Discount code'),
  scope: 'company',
  idParam: 'id',
  titleField: 'serial',
  fields: {
    batchId: ref(l('购买批次', 'Purchase'), { to: 'parkDerateQRCodeBatch', required: true, search: 'eq' }),
    serial: int(l('序号', 'No.'), { min: 1, max: 1000, required: true }),
    derateId: ref(l('减免规则', 'Derate rule'), { to: 'parkderate', required: true, search: 'eq' }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    parkId: ref(l('停车场', 'Park'), { to: 'basePark', required: true, search: 'eq' }),
    codeKind: dict(l('减免码类型', 'Code type'), { dict: derateCodeKind, required: true, search: 'eq' }),
    nonce: text(l('随机数', 'Nonce'), { max: 32, required: true, secret: true }),
    maxUses: int(l('可领次数', 'Claims allowed'), { min: 1, max: 1000, default: 1 }),
    usedCount: int(l('已领次数', 'Claimed'), { min: 0, max: 1000, default: 0 }),
    validTo: datetime(l('有效期至', 'Valid until')),
    lastClaimAt: datetime(l('最后领取', 'Last claimed')),
  },
  indexes: [['batchId', 'serial']],
  defaultSort: 'id',
  routes: { detail: [], submit: [], remove: false, export: [] },
});
