import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, text } from '../fields/field-builders';

/** A place watched by early-warning cameras (an entrance hall, a lobby, a car-park stair). */
export const yjPlaceResource = defineResource({
  module: 'door/yjPlace',
  table: 'yj_place',
  section: 'doors',
  label: l('预警场所', 'Alert place'),
  scope: 'park',
  idParam: 'id',
  titleField: 'placeName',
  fields: {
    placeName: text(l('场所名称', 'Place'), { max: 60, required: true, search: 'contains', sortable: true }),
    address: text(l('位置', 'Location'), { max: 120 }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/yjPlace', group: '/door', icon: 'EnvironmentOutlined', sort: 13 },
});
