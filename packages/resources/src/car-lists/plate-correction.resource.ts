import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, plate, text } from '../fields/field-builders';

/** A plate a park's cameras keep misreading, and the plate it really is. */
export const plateCorrectionResource = defineResource({
  module: 'correctplateno',
  table: 'plate_correction',
  section: 'third-party',
  label: l('车牌纠正', 'Plate correction'),
  scope: 'park',
  idParam: 'id',
  titleField: 'wrongPlate',
  fields: {
    wrongPlate: plate(l('识别车牌', 'Recognised plate'), { required: true, search: 'contains' }),
    correctPlate: plate(l('正确车牌', 'Correct plate'), { required: true, search: 'contains' }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
  routes: { list: ['list'], export: [], remove: [{ path: 'remove', style: 'id-get' }] },
  menu: { path: '/car/correctplateno', group: '/car', icon: 'ToolOutlined', sort: 10 },
});
