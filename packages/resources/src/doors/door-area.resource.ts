import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';

/** A part of a park whose doors are run together (a building, a block, the office floor). */
export const doorAreaResource = defineResource({
  module: 'door/doorarea',
  table: 'door_area',
  section: 'doors',
  label: l('门禁区域', 'Door area'),
  scope: 'park',
  idParam: 'id',
  titleField: 'areaName',
  fields: {
    areaName: text(l('区域名称', 'Area name'), { max: 60, required: true, search: 'contains', sortable: true }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/doorarea', group: '/door', icon: 'AppstoreOutlined', sort: 2 },
});
