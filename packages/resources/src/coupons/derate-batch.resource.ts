import { defineResource } from '../define-resource';
import { datetime, dict, int, l, money, ref, text } from '../fields/field-builders';
import { derateCodeKind } from './derate-code.dict';

/** One purchase of codes: what the merchant paid (one ledger row) for `count` codes of a derate. */
export const derateBatchResource = defineResource({
  module: 'parkDerateQRCodeBatch',
  table: 'park_derate_code_batch',
  section: 'coupons',
  label: l('减免码购买记录', 'Code purchase'),
  scope: 'company',
  idParam: 'batchId',
  titleField: 'batchName',
  fields: {
    batchName: text(l('批次', 'Batch'), { max: 100, required: true, search: 'contains' }),
    derateId: ref(l('减免规则', 'Derate rule'), { to: 'parkderate', required: true, search: 'eq' }),
    buyRuleId: ref(l('购买规则', 'Purchase rule'), { to: 'parkDerateQRCode', required: true, list: false }),
    sellerId: ref(l('商户', 'Merchant'), { to: 'parkseller', required: true, search: 'eq' }),
    parkId: ref(l('停车场', 'Park'), { to: 'basePark', required: true, search: 'eq' }),
    codeKind: dict(l('减免码类型', 'Code type'), { dict: derateCodeKind, required: true, search: 'eq' }),
    count: int(l('数量', 'Count'), { min: 1, max: 1000, required: true }),
    usesPerCode: int(l('每码可领次数', 'Claims per code'), { min: 1, max: 1000, default: 1 }),
    price: money(l('每码价格', 'Price per code'), { min: 0, max: 10_000_000, default: 0 }),
    total: money(l('合计', 'Total'), { min: 0, max: 10_000_000_000, default: 0 }),
    validTo: datetime(l('有效期至', 'Valid until')),
    boughtAt: datetime(l('购买时间', 'Bought at'), { required: true, search: 'range', sortable: true }),
    operatorName: text(l('操作员', 'Operator'), { max: 40 }),
  },
  defaultSort: '-id',
  routes: { submit: [], remove: false, export: [] },
  menu: { path: '/derate/derateBatch', group: '/derate', icon: 'AccountBookOutlined', sort: 4 },
});
