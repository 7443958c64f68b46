import { defineResource } from '../define-resource';
import { datetime, dict, l, money, plate, ref, text } from '../fields/field-builders';
import { seatHandling } from './seat-order.dict';

/**
 * An exit a cloud seat handled: a car at a gate granted to a seat user (by its gate or its park) that the
 * seat user's console account let out or charged. Written when that happens, as the seat user acts (a manual
 * confirm's release, merge or cash charge), one row per stay: the fee the exit asked and what the seat took.
 */
export const seatOrderResource = defineResource({
  module: 'cloudseats/order',
  table: 'cloud_seat_order',
  section: 'third-party',
  label: l('坐席订单', 'Seat order'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    seatUserId: ref(l('坐席用户', 'Seat user'), { to: 'SipSeatuser', required: true, search: 'eq' }),
    userId: ref(l('操作账号', 'Console account'), { to: 'sysuser', column: { hidden: true } }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', required: true, search: 'eq' }),
    recordId: ref(l('进出记录', 'Stay'), { to: 'parkIORecord', required: true, column: { hidden: true } }),
    onlineOrderId: text(l('订单号', 'Order number'), { max: 40, search: 'eq', column: { ellipsis: true, width: 150 } }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    inTime: datetime(l('入场时间', 'Entry time'), { sortable: true }),
    outTime: datetime(l('出场时间', 'Exit time'), { sortable: true }),
    handling: dict(l('处理方式', 'Handling'), { dict: seatHandling, required: true, search: 'eq' }),
    fee: money(l('应收金额', 'Fee'), { default: 0 }),
    paid: money(l('坐席收取', 'Taken by the seat'), { default: 0 }),
    handledAt: datetime(l('处理时间', 'Handled at'), { required: true, search: 'range', sortable: true }),
  },
  defaultSort: '-handledAt',
  indexes: [['parkId', 'handledAt'], ['handledAt']],
  routes: { list: ['getList'], detail: [], submit: [], remove: false, export: ['export'] },
  menu: { path: '/cloudseat/order', group: '/cloudseat', icon: 'PayCircleOutlined', sort: 5 },
});
