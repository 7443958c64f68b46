import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, datetime, dict, l, phone, ref, text } from '../fields/field-builders';

/** A toll booth: the staffed post, and its computer, that runs one or more gates. */
export const boxResource = defineResource({
  module: 'baseParkBox',
  table: 'park_box',
  section: 'parks',
  label: l('岗亭', 'Toll booth'),
  scope: 'park',
  idParam: 'BoxID',
  idAliases: ['boxId'],
  titleField: 'boxName',
  fields: {
    boxName: text(l('岗亭名称', 'Booth name'), { max: 60, required: true, search: 'contains', sortable: true }),
    areaId: ref(l('所在区域', 'Area'), { to: 'baseParkArea', search: 'eq' }),
    hostAddress: text(l('岗亭电脑地址', 'Booth computer address'), { max: 100, list: false }),
    phone: phone(l('岗亭电话', 'Booth phone')),
    watchdog: bool(l('心跳守护', 'Heartbeat watch'), { default: false, search: 'eq' }),
    lastHeartbeatAt: datetime(l('最后心跳', 'Last heartbeat'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/basedata/parkbox', group: '/basedata', icon: 'ShopOutlined', sort: 6 },
});
