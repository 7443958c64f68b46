import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { date, dict, l, ref, text } from '../fields/field-builders';

/**
 * A park watched by a cloud seat, until a day (one grant per park): while it holds, the seat user answers the
 * park's gates. Renewal moves its end day.
 */
export const seatParkGrantResource = defineResource({
  module: 'cloudseats/grantPark',
  table: 'cloud_seat_park_grant',
  section: 'third-party',
  label: l('车场坐席授权', 'Park seat grant'),
  scope: 'park',
  idParam: 'id',
  titleField: 'remark',
  upsertBy: ['parkId'],
  fields: {
    seatUserId: ref(l('坐席用户', 'Seat user'), { to: 'SipSeatuser', required: true, search: 'eq' }),
    startDate: date(l('开始日期', 'From'), { required: true }),
    endDate: date(l('到期日期', 'Until'), { required: true, search: 'range', sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
  },
  defaultSort: '-id',
  routes: { list: ['get'], detail: ['detail'], submit: ['submit'], remove: [{ path: 'remove', style: 'ids-query' }] },
  menu: { path: '/cloudseat/grant', group: '/cloudseat', icon: 'SafetyOutlined', sort: 1 },
});
