import { stayState } from '../dictionaries';
import { datetime, dict, int, l, money, phone, plate, ref, text } from '../fields/field-builders';
import { reportView } from '../reports/static/report-view';
import { visitWindowState } from './visitor.dict';

/**
 * The cars of approved visits, for the guard at the gate: whose visit window is open now, which cars are
 * expected, and whether the car is inside (its latest stay inside the window).
 */
export const visitorCarView = reportView({
  label: l('访客车辆', 'Visitor cars'),
  menuPath: '/visitor/carmanage',
  list: '/plat/visitorInfo/getPageVisitorCar',
  permission: 'visitorCar',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    visitorName: text(l('访客姓名', 'Visitor'), { max: 40, search: 'contains' }),
    phone: phone(l('访客电话', 'Phone')),
    hostName: text(l('被访人', 'Host'), { max: 40, search: 'contains' }),
    startTime: datetime(l('来访时间', 'Visit from'), { search: 'range', sortable: true }),
    endTime: datetime(l('离开时间', 'Visit until'), { sortable: true }),
    windowState: dict(l('访期', 'Visit window'), { dict: visitWindowState, search: 'eq' }),
    stayState: dict(l('在场状态', 'Stay state'), { dict: stayState, search: 'eq' }),
    lastInTime: datetime(l('最近入场', 'Last entry')),
    lastOutTime: datetime(l('最近出场', 'Last exit')),
    stays: int(l('访期内进场', 'Entries in the window')),
  },
  defaultSort: '-startTime',
});

/** The stays of approved visitors' cars: a stay of the visit's plate at its park that began inside the visit. */
export const visitorCarInOutView = reportView({
  label: l('访客进出记录', 'Visitor entries and exits'),
  menuPath: '/visitor/carinoutrecord',
  list: '/plat/visitorInfo/getPageCarInOutRecord',
  permission: 'visitorCarInOut',
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    visitorName: text(l('访客姓名', 'Visitor'), { max: 40, search: 'contains' }),
    hostName: text(l('被访人', 'Host'), { max: 40 }),
    inTime: datetime(l('入场时间', 'Entry time'), { search: 'range', sortable: true }),
    inGateId: ref(l('入场通道', 'Entry gate'), { to: 'baseParkGate' }),
    outTime: datetime(l('出场时间', 'Exit time'), { sortable: true }),
    outGateId: ref(l('出场通道', 'Exit gate'), { to: 'baseParkGate' }),
    state: dict(l('在场状态', 'Stay state'), { dict: stayState, search: 'eq' }),
    fee: money(l('应收金额', 'Fee')),
    paid: money(l('实收金额', 'Paid')),
    visitStart: datetime(l('来访时间', 'Visit from')),
    visitEnd: datetime(l('离开时间', 'Visit until')),
  },
  defaultSort: '-inTime',
});
