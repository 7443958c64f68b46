import { defineResource } from '../define-resource';
import { enabledState, gateType } from '../dictionaries';
import { bool, dict, l, ref, text } from '../fields/field-builders';

/** A lane with a barrier where cars enter or leave a park, run from a booth. */
export const gateResource = defineResource({
  module: 'baseParkGate',
  table: 'park_gate',
  section: 'parks',
  label: l('通道', 'Gate'),
  scope: 'park',
  idParam: 'GateID',
  idAliases: ['gateId'],
  titleField: 'gateName',
  fields: {
    gateName: text(l('通道名称', 'Gate name'), { max: 60, required: true, search: 'contains', sortable: true }),
    gateCode: text(l('通道编号', 'Gate code'), { max: 32, search: 'eq' }),
    gateType: dict(l('通道类型', 'Gate type'), { dict: gateType, default: 3, search: 'eq' }),
    areaId: ref(l('所在区域', 'Area'), { to: 'baseParkArea', search: 'eq' }),
    boxId: ref(l('所属岗亭', 'Booth'), { to: 'baseParkBox', search: 'eq' }),
    allowTempCar: bool(l('允许临时车', 'Temporary cars allowed'), { default: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/basedata/parkgate', group: '/basedata', icon: 'SwapOutlined', sort: 7 },
});
