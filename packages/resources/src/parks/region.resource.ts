import { defineResource } from '../define-resource';
import { regionLevel } from '../dictionaries';
import { dict, l, ref, text } from '../fields/field-builders';

/**
 * China's provinces, cities and districts, shipped with the product; a row's id is its GB/T 2260 code
 * (31 Shanghai, 3101 its city level, 310115 Pudong). Read through the region trees only.
 */
export const regionResource = defineResource({
  module: 'plat/baseRegion',
  table: 'region',
  section: 'parks',
  label: l('行政区划', 'Region'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true }),
    parentId: ref(l('上级', 'Belongs to'), { to: 'plat/baseRegion' }),
    level: dict(l('级别', 'Level'), { dict: regionLevel, required: true }),
  },
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
