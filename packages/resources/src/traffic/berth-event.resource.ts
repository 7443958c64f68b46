import { defineResource } from '../define-resource';
import { gateDirection } from '../dictionaries';
import { datetime, dict, json, l, plate, ref, text } from '../fields/field-builders';

/**
 * A car parking in or leaving a roadside berth, as a berth sensor or a handheld reported it, with the
 * answer it was given. `eventKey` (device and the device's own event id) is unique, so a resent event
 * gets the same answer and nothing is stored twice.
 */
export const berthEventResource = defineResource({
  module: 'berthEvent',
  table: 'berth_event',
  section: 'devices',
  label: l('泊位事件', 'Berth event'),
  scope: 'park',
  idParam: 'id',
  titleField: 'eventKey',
  fields: {
    eventKey: text(l('事件标识', 'Event key'), { max: 120, required: true, unique: 'global', list: false }),
    deviceId: ref(l('设备', 'Device'), { to: 'gateDevice', search: 'eq' }),
    berthId: ref(l('泊位', 'Berth'), { to: 'door/rdBerth', required: true, search: 'eq' }),
    direction: dict(l('进出方向', 'Direction'), { dict: gateDirection, required: true, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    eventTime: datetime(l('事件时间', 'Event time'), { required: true, search: 'range', sortable: true }),
    recordId: ref(l('进出记录', 'Stay'), { to: 'parkIORecord' }),
    answer: json(l('应答', 'Answer'), { list: false }),
  },
  defaultSort: '-eventTime',
  indexes: [['parkId', 'eventTime']],
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
