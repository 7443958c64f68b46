import { defineResource } from '../define-resource';
import { regionLevel } from '../dictionaries';
import { dict, l, ref, text } from '../fields/field-builders';

/**
 * China's provinces, cities and districts, shipped with the product; a row's id is its GB/T 2260 code
 * (31 Shanghai, 3101 its city level, 310115 Pudong). Read only: through the region trees, and level by level
 * through the list (`parentId=0`: the provinces; `parentId=31`: Shanghai's cities).
 */
export const regionResource = defineResource({
  module: 'plat/baseRegion',
  table: 'region',
  section: 'parks',
  label: l('行政区划', 'Region'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'name',
  treeParent: 'parentId',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    parentId: ref(l('上级', 'Belongs to'), { to: 'plat/baseRegion', search: 'eq' }),
    level: dict(l('级别', 'Level'), { dict: regionLevel, required: true, search: 'eq' }),
  },
  defaultSort: 'id',
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: [] },
});
