import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { date, dict, l, ref, text } from '../fields/field-builders';

/** One gate answered by a cloud seat, until a day (one grant per gate); renewal moves its end day. */
export const seatGateGrantResource = defineResource({
  module: 'cloudseats/grantGate',
  table: 'cloud_seat_gate_grant',
  section: 'third-party',
  label: l('通道坐席授权', 'Gate seat grant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  upsertBy: ['gateId'],
  fields: {
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', required: true, search: 'eq' }),
    seatUserId: ref(l('坐席用户', 'Seat user'), { to: 'SipSeatuser', required: true, search: 'eq' }),
    startDate: date(l('开始日期', 'From'), { required: true }),
    endDate: date(l('到期日期', 'Until'), { required: true, search: 'range', sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
  routes: { list: ['get'], detail: ['detail'], submit: ['submit'], remove: [{ path: 'remove', style: 'ids-query' }] },
  menu: { path: '/cloudseat/grantGate', group: '/cloudseat', icon: 'SwapOutlined', sort: 2 },
});
