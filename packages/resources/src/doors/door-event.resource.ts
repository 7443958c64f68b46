import { defineResource } from '../define-resource';
import { datetime, dict, l, ref, text } from '../fields/field-builders';
import { doorPassKind, doorVerdict } from './door.dict';

/**
 * One pass presented at a door reader and what the server answered, written by the server only. Swipe
 * statistics and attendance are counted from these.
 */
export const doorEventResource = defineResource({
  module: 'door/doorevent',
  table: 'door_event',
  section: 'doors',
  label: l('门禁记录', 'Door event'),
  scope: 'park',
  idParam: 'recordId',
  idAliases: ['id'],
  titleField: 'eventKey',
  fields: {
    eventTime: datetime(l('通行时间', 'Time'), { required: true, readOnly: true, search: 'range', sortable: true }),
    doorId: ref(l('门禁通道', 'Door'), { to: 'door/doorgate', required: true, readOnly: true, search: 'eq' }),
    doorDeviceId: ref(l('门禁设备', 'Door device'), { to: 'door/doordevice', readOnly: true, search: 'eq' }),
    employeeId: ref(l('人员', 'Employee'), { to: 'door/dooremployee', readOnly: true, search: 'eq' }),
    personName: text(l('姓名', 'Name'), { max: 40, readOnly: true, search: 'contains' }),
    passKind: dict(l('通行方式', 'Pass by'), { dict: doorPassKind, required: true, readOnly: true, search: 'eq' }),
    credential: text(l('凭证', 'Credential'), { max: 64, readOnly: true, column: { hidden: true } }),
    verdict: dict(l('通行结果', 'Verdict'), { dict: doorVerdict, required: true, readOnly: true, search: 'eq' }),
    imagePath: text(l('抓拍图片', 'Picture'), { max: 300, readOnly: true, list: false }),
    eventKey: text(l('事件编号', 'Event key'), { max: 120, readOnly: true, unique: 'global', list: false }),
  },
  defaultSort: '-eventTime',
  indexes: [
    ['parkId', 'eventTime'],
    ['employeeId', 'eventTime'],
  ],
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/door/doorevent', group: '/door', icon: 'FileSearchOutlined', sort: 10 },
});
