import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { decimal, dict, int, l, text } from '../fields/field-builders';

/** A stretch of road whose berths one roadside park manages together (the areas of a roadside park). */
export const berthSectionResource = defineResource({
  module: 'curbPark/area',
  table: 'berth_section',
  section: 'parks',
  label: l('泊位段', 'Berth section'),
  scope: 'park',
  idParam: 'id',
  idAliases: ['sectionId'],
  titleField: 'sectionName',
  permissionPrefix: 'berthSection',
  fields: {
    sectionName: text(l('泊位段名称', 'Section name'), { max: 60, required: true, search: 'contains', sortable: true }),
    roadName: text(l('道路名称', 'Road'), { max: 100, search: 'contains' }),
    longitude: decimal(l('经度', 'Longitude'), { scale: 6, min: -180, max: 180, list: false }),
    latitude: decimal(l('纬度', 'Latitude'), { scale: 6, min: -90, max: 90, list: false }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/road/berthsec', group: '/road', icon: 'AppstoreOutlined', sort: 3 },
});
