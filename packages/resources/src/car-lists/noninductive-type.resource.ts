import { defineResource } from '../define-resource';
import { enabledState, noninductiveChannel } from '../dictionaries';
import { dict, int, l, text } from '../fields/field-builders';

/** A contactless (plate-linked) payment a park accepts: the car leaves and the channel charges its owner. */
export const noninductiveTypeResource = defineResource({
  module: 'parkNoninductiveType',
  table: 'park_noninductive_type',
  section: 'monthly-cars',
  label: l('无感支付类型', 'Contactless payment type'),
  scope: 'park',
  idParam: 'id',
  titleField: 'typeName',
  fields: {
    typeName: text(l('类型名称', 'Type name'), { max: 60, required: true, search: 'contains', sortable: true }),
    channel: dict(l('支付渠道', 'Channel'), { dict: noninductiveChannel, required: true, search: 'eq' }),
    merchantNo: text(l('商户号', 'Merchant number'), { max: 64 }),
    sort: int(l('排序', 'Sort'), { min: 0, max: 9999, default: 0, sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: 'sort',
  routes: { list: ['list'], export: [] },
  menu: { path: '/car/noninductiveType', group: '/car', icon: 'PayCircleOutlined', sort: 6 },
});
