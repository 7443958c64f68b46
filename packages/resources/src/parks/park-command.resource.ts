import { defineResource } from '../define-resource';
import { commandState, parkCommandType } from '../dictionaries';
import { datetime, dict, l, plate, ref, text } from '../fields/field-builders';

/**
 * A command for a park's devices or platform, kept with its delivery state: it waits until the
 * device channel sends it, then is sent, acknowledged or failed with the reason.
 */
export const parkCommandResource = defineResource({
  module: 'plat/parkCommand',
  table: 'park_command',
  section: 'parks',
  label: l('车场指令', 'Park command'),
  scope: 'park',
  idParam: 'commandId',
  titleField: 'command',
  fields: {
    command: dict(l('指令', 'Command'), { dict: parkCommandType, required: true, search: 'eq' }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', search: 'eq' }),
    villageId: ref(l('小区', 'Village'), { to: 'baseVillage', search: 'eq' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    content: text(l('指令内容', 'Content'), { max: 500, list: false }),
    state: dict(l('状态', 'State'), { dict: commandState, default: 0, search: 'eq', readOnly: true }),
    result: text(l('结果', 'Outcome'), { max: 500, readOnly: true, bilingual: true }),
    sentAt: datetime(l('下发时间', 'Sent at'), { readOnly: true }),
    answeredAt: datetime(l('确认时间', 'Answered at'), { readOnly: true }),
  },
  defaultSort: '-id',
  indexes: [['parkId', 'state']],
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: [] },
});
