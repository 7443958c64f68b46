import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, ref, text } from '../fields/field-builders';
import { doorDirection } from './door.dict';

/** A pedestrian door of a park, in one of its door areas; it opens only for people granted it. */
export const doorGateResource = defineResource({
  module: 'door/doorgate',
  table: 'door_gate',
  section: 'doors',
  label: l('门禁通道', 'Door'),
  scope: 'park',
  idParam: 'id',
  titleField: 'doorName',
  fields: {
    doorName: text(l('门禁名称', 'Door name'), { max: 60, required: true, search: 'contains', sortable: true }),
    areaId: ref(l('门禁区域', 'Door area'), { to: 'door/doorarea', search: 'eq' }),
    direction: dict(l('方向', 'Direction'), { dict: doorDirection, default: 3, search: 'eq' }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  menu: { path: '/door/doorgate', group: '/door', icon: 'SwapOutlined', sort: 1 },
});
