import { defineResource } from '../define-resource';
import { carKind, enabledState, plateColor } from '../dictionaries';
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
    plateColor: dict(l('对应车牌颜色', 'Plate colour'), {
      dict: plateColor,
      search: 'eq',
      help: l(
        '通道识别到此颜色的车牌时，入场记录即为此车辆类型（如黄牌为大型车）；每种颜色在一个停车场只能对应一种类型',
        'A plate of this colour read at a gate makes the stay this car type (yellow: large vehicle, say); one type per colour in a park',
      ),
    }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/car/parkcartype', group: '/car', icon: 'ProfileOutlined', sort: 4 },
});
