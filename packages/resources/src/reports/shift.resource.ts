import { defineResource } from '../define-resource';
import { datetime, int, l, money, ref, text } from '../fields/field-builders';

/**
 * An operator's shift: from signing in at a booth (or on a roadside berth section, or the whole roadside park
 * when neither is named) to handing over. The money taken and the exits are counted from the payment and stay
 * records when the shift is handed over; while it is open they are counted live when read.
 */
export const shiftResource = defineResource({
  module: 'parkChangeshiftrecord',
  table: 'park_shift',
  section: 'reports',
  label: l('交接班记录', 'Shift records'),
  scope: 'park',
  idParam: 'id',
  titleField: 'startedAt',
  fields: {
    boxId: ref(l('岗亭', 'Booth'), { to: 'baseParkBox', search: 'eq' }),
    sectionId: ref(l('泊位段', 'Berth section'), { to: 'curbPark/area', search: 'eq' }),
    operatorId: ref(l('值班员', 'Operator'), { to: 'sysuser', required: true, search: 'eq' }),
    startedAt: datetime(l('上班时间', 'Started at'), { required: true, search: 'range', sortable: true }),
    endedAt: datetime(l('交班时间', 'Handed over at'), { search: 'range', sortable: true }),
    cashAmount: money(l('现金收入', 'Cash taken'), { default: 0, readOnly: true }),
    onlineAmount: money(l('电子支付收入', 'Online taken'), { default: 0, readOnly: true }),
    exitCount: int(l('出场车次', 'Exits'), { min: 0, max: 10_000_000, default: 0, readOnly: true }),
    handedTo: ref(l('接班人', 'Handed over to'), { to: 'sysuser' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-startedAt',
  indexes: [['parkId', 'startedAt']],
  // listed, exported, started and handed over by the shift routes, which count an open shift's money live
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
