import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, text } from '../fields/field-builders';

/** A group of a park's wired controllers, upgraded and configured together (door/wireGroupSet). */
export const wiredGroupResource = defineResource({
  module: 'door/wireGroupSet',
  table: 'wired_group',
  section: 'devices',
  label: l('有线设备分组', 'Wired device group'),
  scope: 'park',
  idParam: 'id',
  titleField: 'groupName',
  permissionPrefix: 'wireGroupSet',
  fields: {
    groupName: text(l('分组名称', 'Group'), { max: 60, required: true, search: 'contains' }),
    heartbeatSeconds: int(l('心跳间隔(秒)', 'Heartbeat (s)'), { min: 5, max: 3600, default: 30 }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  routes: { export: [] },
  menu: { path: '/wire/group', group: '/wire', icon: 'ClusterOutlined', sort: 2 },
});
