import { defineResource } from '../define-resource';
import { gateDirection, gateVerdict, plateColor } from '../dictionaries';
import { datetime, dict, int, json, l, plate, ref, text } from '../fields/field-builders';

const held = [gateVerdict.values.refuse, gateVerdict.values.pay, gateVerdict.values.manualConfirm];

/**
 * A plate read a gate device reported, with the answer it was given. `eventKey` (device and the device's
 * own event id) is unique, so a device repeating an event gets the same answer and nothing is stored twice.
 */
export const gateEventResource = defineResource({
  module: 'gateEvent',
  table: 'gate_event',
  section: 'reports',
  label: l('过车事件', 'Gate event'),
  scope: 'park',
  idParam: 'id',
  titleField: 'plateNumber',
  fields: {
    eventKey: text(l('事件标识', 'Event key'), { max: 120, required: true, unique: 'global', list: false }),
    deviceId: ref(l('设备', 'Device'), { to: 'gateDevice', search: 'eq' }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', required: true, search: 'eq' }),
    direction: dict(l('进出方向', 'Direction'), { dict: gateDirection, required: true, search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    plateColor: dict(l('车牌颜色', 'Plate colour'), { dict: plateColor, default: 1 }),
    confidence: int(l('置信度', 'Confidence'), { min: 0, max: 100 }),
    eventTime: datetime(l('识别时间', 'Read at'), { required: true, search: 'range', sortable: true }),
    deviceTime: datetime(l('设备上报时间', 'Time the device sent'), {
      list: false,
      help: l(
        '识别时间被更正时，设备上报的原时间',
        'The time the device stamped, kept when the read was taken at another',
      ),
    }),
    deviceDirection: dict(l('设备上报方向', 'Direction the device sent'), {
      dict: gateDirection,
      list: false,
      help: l(
        '方向由通道类型决定而与设备上报不同时，设备上报的方向',
        'The direction the device reported, kept when the gate type decided otherwise',
      ),
    }),
    correction: text(l('更正说明', 'Correction'), { max: 200 }),
    verdict: dict(l('放行结果', 'Verdict'), { dict: gateVerdict, required: true, search: 'eq' }),
    recordId: ref(l('进出记录', 'Stay'), { to: 'parkIORecord' }),
    image: text(l('图片', 'Image'), { max: 200, list: false }),
    answer: json(l('应答', 'Answer'), { list: false }),
  },
  defaultSort: '-eventTime',
  // by park and time for the lists; by gate and plate for the gate's question "was this car just read here?"
  indexes: [
    ['parkId', 'eventTime'],
    ['gateId', 'plateNumber', 'eventTime'],
  ],
  // exit reads the gate did not open for: the exception and manual-release reports' stays
  partialIndexes: [
    {
      name: 'held_exit',
      keys: ['recordId'],
      where: {
        direction: gateDirection.values.exit,
        verdict: [gateVerdict.values.refuse, gateVerdict.values.manualConfirm],
        recordId: 'notNull',
      },
    },
  ],
  routes: {
    // video cars: plates the cameras read that the gate did not open for (refused, waiting to pay or for an operator)
    list: ['/static/getPageGateEvent', { path: '/static/getPageVideoCar', fixed: { verdict: held } }],
    detail: [],
    submit: [],
    remove: false,
    export: ['/static/exportGateEvent', { path: '/static/exportVideoCar', fixed: { verdict: held } }],
  },
});
