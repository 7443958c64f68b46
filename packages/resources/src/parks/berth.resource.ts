import { defineResource } from '../define-resource';
import { berthType, enabledState } from '../dictionaries';
import { bool, datetime, dict, l, plate, ref, text } from '../fields/field-builders';

/** One marked parking space at the roadside (or a bookable one in a park), with its sensor and lock. */
export const berthResource = defineResource({
  module: 'door/rdBerth',
  table: 'berth',
  section: 'devices',
  label: l('泊位', 'Berth'),
  scope: 'park',
  idParam: 'id',
  idAliases: ['berthId'],
  titleField: 'berthNo',
  permissionPrefix: 'rdBerth',
  fields: {
    berthNo: text(l('泊位编号', 'Berth number'), { max: 20, required: true, search: 'contains', sortable: true }),
    sectionId: ref(l('泊位段', 'Berth section'), { to: 'curbPark/area', search: 'eq' }),
    berthType: dict(l('泊位类型', 'Berth type'), { dict: berthType, default: 1, search: 'eq' }),
    sensorNo: text(l('地磁编号', 'Sensor number'), { max: 40, search: 'eq' }),
    lockNo: text(l('地锁编号', 'Lock number'), { max: 40, list: false }),
    hasCar: bool(l('有车', 'Occupied'), { default: false, readOnly: true, search: 'eq' }),
    plateNumber: plate(l('在位车牌', 'Plate in berth'), { readOnly: true }),
    inTime: datetime(l('停入时间', 'Parked since'), { readOnly: true }),
    // a bookable berth held for one car: its lock is lowered when that car arrives at the park
    bookedPlate: plate(l('预约车牌', 'Booked plate'), { search: 'eq', list: false }),
    bookedUntil: datetime(l('预约截止', 'Booked until'), { list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: 'berthNo',
  indexes: [['parkId', 'berthNo']],
  routes: {
    list: ['list', { path: 'bookableList', fixed: { berthType: berthType.values.bookable } }],
    export: ['exportBerthList'],
  },
  menu: { path: '/road/rdBerth', group: '/road', icon: 'AppstoreOutlined', sort: 5 },
});
