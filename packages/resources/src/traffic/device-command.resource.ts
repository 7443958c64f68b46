import { defineResource } from '../define-resource';
import { deviceCommandKind, deviceCommandState } from '../dictionaries';
import { datetime, dict, int, json, l, ref, text } from '../fields/field-builders';

/**
 * A command sent to one device, with its honest state: queued, sent over the device bus, then acknowledged
 * or refused by the device, or timed out when it did not answer; who sent it (empty when the server did, as
 * for a white-list sync) and why.
 */
export const deviceCommandResource = defineResource({
  module: 'deviceCommand',
  table: 'device_command',
  section: 'devices',
  label: l('设备指令', 'Device command'),
  scope: 'park',
  idParam: 'commandId',
  titleField: 'kind',
  fields: {
    deviceId: ref(l('设备', 'Device'), { to: 'gateDevice', required: true, search: 'eq' }),
    kind: dict(l('指令', 'Command'), { dict: deviceCommandKind, required: true, search: 'eq' }),
    reason: text(l('原因', 'Reason'), { max: 200, search: 'contains' }),
    sentBy: text(l('发送人', 'Sent by'), { max: 60, readOnly: true, search: 'contains' }),
    state: dict(l('状态', 'State'), { dict: deviceCommandState, default: 0, search: 'eq', readOnly: true }),
    tries: int(l('发送次数', 'Tries'), { default: 0, readOnly: true }),
    payload: json(l('指令内容', 'Payload'), { list: false, readOnly: true }),
    messageId: text(l('消息编号', 'Message id'), { max: 64, readOnly: true, list: false, index: true }),
    parkCommandId: ref(l('车场指令', 'Park command'), { to: 'plat/parkCommand', list: false, search: 'eq' }),
    sentAt: datetime(l('下发时间', 'Sent at'), { readOnly: true }),
    answeredAt: datetime(l('应答时间', 'Answered at'), { readOnly: true }),
    answer: json(l('设备应答', 'Device answer'), { list: false, readOnly: true }),
    result: text(l('结果', 'Outcome'), { max: 500, readOnly: true, bilingual: true }),
  },
  defaultSort: '-id',
  indexes: [['deviceId', 'state']],
  routes: {
    list: ['list', { path: 'upgradeList', fixed: { kind: deviceCommandKind.values.upgrade } }],
    detail: ['detail'],
    submit: [],
    remove: false,
    export: ['export'],
  },
  menu: { path: '/basedata/parkdeviceCommand', group: '/basedata', icon: 'SendOutlined', sort: 10 },
});
