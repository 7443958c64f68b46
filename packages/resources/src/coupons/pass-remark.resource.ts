import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';

/** Ready-made remarks an operator picks when letting a car out with a merchant's discount. */
export const passRemarkResource = defineResource({
  module: 'plat/passremark',
  table: 'pass_remark',
  section: 'coupons',
  label: l('放行备注', 'Release remark'),
  scope: 'company',
  idParam: 'id',
  titleField: 'content',
  fields: {
    content: text(l('备注内容', 'Remark text'), { max: 200, required: true, search: 'contains' }),
    sort: int(l('排序', 'Sort'), { min: 0, max: 9999, default: 0, sortable: true }),
  },
  defaultSort: 'sort',
  routes: { export: [] },
  menu: { path: '/derate/passremark', group: '/derate', icon: 'MessageOutlined', sort: 9 },
});
