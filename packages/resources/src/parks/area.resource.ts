import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, dict, int, l, ref, reviewFields, text } from '../fields/field-builders';

/**
 * A part of an off-street park with its own stalls: a master area (a floor, a zone) or a sub-area
 * of one. Stall numbers of the areas add up within their park or master area.
 */
export const areaResource = defineResource({
  module: 'baseParkArea',
  table: 'park_area',
  section: 'parks',
  label: l('区域', 'Park area'),
  scope: 'park',
  idParam: 'AreaID',
  idAliases: ['areaId', 'areaID'],
  titleField: 'areaName',
  treeParent: 'parentId',
  fields: {
    areaName: text(l('区域名称', 'Area name'), { max: 60, required: true, search: 'contains', sortable: true }),
    parentId: ref(l('上级区域', 'Master area'), { to: 'baseParkArea', search: 'eq' }),
    totalStalls: int(l('总车位', 'Total stalls'), { min: 0, max: 100000, default: 0, sortable: true }),
    freeStalls: int(l('空余车位', 'Free stalls'), { min: 0, max: 100000, default: 0 }),
    bigCarStalls: int(l('大车位', 'Large-vehicle stalls'), { min: 0, max: 100000, default: 0 }),
    bigCarRemain: int(l('剩余大车位', 'Large-vehicle stalls free'), { min: 0, max: 100000, default: 0 }),
    stereoGarage: bool(l('立体车库', 'Stereo garage'), { default: false }),
    ...reviewFields(),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: '-id',
  menu: { path: '/basedata/parkarea', group: '/basedata', icon: 'AppstoreOutlined', sort: 3 },
});
