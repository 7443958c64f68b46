import { defineResource } from '../define-resource';
import { carKind, enabledState } from '../dictionaries';
import { dict, int, l, text } from '../fields/field-builders';

/** How a park tells its cars apart for fees and passage: temporary, monthly, stored value, ... */
export const carTypeResource = defineResource({
  module: 'parkCarType',
  table: 'park_car_type',
  section: 'parks',
  label: l('车辆类型', 'Car type'),
  scope: 'park',
  idParam: 'CarTypeID',
  idAliases: ['carTypeId'],
  titleField: 'carTypeName',
  fields: {
    carTypeName: text(l('类型名称', 'Type name'), { max: 40, required: true, search: 'contains', sortable: true }),
    carKind: dict(l('车辆性质', 'Car kind'), { dict: carKind, default: 0, search: 'eq' }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/car/parkcartype', group: '/car', icon: 'ProfileOutlined', sort: 4 },
});
