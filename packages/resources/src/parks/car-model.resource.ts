import { defineResource } from '../define-resource';
import { carModelKind, enabledState } from '../dictionaries';
import { bool, dict, int, l, text } from '../fields/field-builders';

/** A vehicle size class a park charges and counts stalls by; large vehicles take large-vehicle stalls. */
export const carModelResource = defineResource({
  module: 'plat/parkCarModel',
  table: 'park_car_model',
  section: 'parks',
  label: l('车型', 'Car model'),
  scope: 'park',
  idParam: 'CarModelID',
  idAliases: ['carModelId'],
  titleField: 'modelName',
  permissionPrefix: 'parkCarModel',
  fields: {
    modelName: text(l('车型名称', 'Model name'), { max: 40, required: true, search: 'contains', sortable: true }),
    modelKind: dict(l('车型分类', 'Model class'), { dict: carModelKind, default: 1, search: 'eq' }),
    bigCar: bool(l('占用大车位', 'Takes a large-vehicle stall'), { default: false }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/car/parkcarmodel', group: '/car', icon: 'CarOutlined', sort: 3 },
});
