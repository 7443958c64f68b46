import { defineResource } from '../define-resource';
import { carKind, parkKind, payWay, plateColor, stayState } from '../dictionaries';
import { datetime, dict, l, money, plate, ref, text } from '../fields/field-builders';

/**
 * One vehicle's stay: its entry, its exit when it has left, and what it paid. A car inside has state 1;
 * at most one stay of a plate is open (inside or waiting for an operator) in a park at a time.
 */
/** Cars standing in the berths of roadside parks now. */
const roadsideInside = { state: stayState.values.inside, 'parkId.parkKind': parkKind.values.roadside };

export const inOutRecordResource = defineResource({
  module: 'parkIORecord',
  table: 'park_io_record',
  section: 'parks',
  label: l('进出记录', 'Entry and exit record'),
  scope: 'park',
  idParam: 'recordId',
  idAliases: ['RecordID'],
  titleField: 'plateNumber',
  fields: {
    plateNumber: plate(l('车牌号', 'Plate'), { required: true, search: 'contains' }),
    plateColor: dict(l('车牌颜色', 'Plate colour'), { dict: plateColor, default: 1, list: false }),
    carKind: dict(l('车辆类型', 'Car kind'), { dict: carKind, default: 0, search: 'eq', column: { hidden: true } }),
    carTypeId: ref(l('车辆类别', 'Car type'), { to: 'parkCarType', list: false }),
    areaId: ref(l('区域', 'Area'), { to: 'baseParkArea', search: 'eq', column: { hidden: true } }),
    berthId: ref(l('泊位', 'Berth'), { to: 'door/rdBerth', search: 'eq', column: { hidden: true } }),
    state: dict(l('在场状态', 'Stay state'), { dict: stayState, default: 1, search: 'eq' }),
    inTime: datetime(l('入场时间', 'Entry time'), { required: true, search: 'range', sortable: true }),
    inGateId: ref(l('入场通道', 'Entry gate'), { to: 'baseParkGate', search: 'eq' }),
    inImage: text(l('入场图片', 'Entry image'), { max: 200, readOnly: true, list: false }),
    outTime: datetime(l('出场时间', 'Exit time'), { search: 'range', sortable: true }),
    outGateId: ref(l('出场通道', 'Exit gate'), { to: 'baseParkGate', search: 'eq' }),
    outImage: text(l('出场图片', 'Exit image'), { max: 200, readOnly: true, list: false }),
    outPlateNumber: plate(l('出场识别车牌', 'Plate read at exit'), { list: false, readOnly: true }),
    fee: money(l('应收金额', 'Fee'), { default: 0, sortable: true }),
    couponDiscount: money(l('优惠券抵扣', 'Coupon discount'), { default: 0, readOnly: true, column: { hidden: true } }),
    oweAmount: money(l('补缴欠费', 'Arrears added'), { default: 0, readOnly: true, list: false }),
    paid: money(l('实收金额', 'Paid'), { default: 0 }),
    noEntryFee: money(l('无入场记录收费', 'No-entry charge'), {
      readOnly: true,
      list: false,
      help: l(
        '出场时未找到入场记录，按停车场的无入场记录收费计价，不按时长',
        "No entry was found at the exit: the stay is priced at the park's no-entry charge, not by time",
      ),
    }),
    paidUntil: datetime(l('已缴费至', 'Paid until'), { readOnly: true, list: false }),
    payWay: dict(l('支付方式', 'Pay way'), { dict: payWay, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
    passId: ref(l('月卡', 'Pass'), { to: 'parkMonth', readOnly: true, list: false }),
    coveredFrom: datetime(l('月卡覆盖起始', 'Pass covers from'), {
      readOnly: true,
      list: false,
      help: l(
        '占用月卡(或共享车位组)车位的起始时间；为空表示车位已被同组车辆占满，按临时车计费',
        'When the stay began to hold a stall of its pass or share group; empty: the stalls were taken, it is charged as a temporary car',
      ),
    }),
    stallTo: ref(l('共享车位交给', 'Shared stall handed to'), { to: 'parkIORecord', readOnly: true, list: false }),
  },
  defaultSort: '-inTime',
  indexes: [
    ['parkId', 'inTime'],
    ['parkId', 'state', 'plateNumber', 'inTime'],
    ['berthId', 'state'],
    // exits of a period: the day summaries and the cars inside at a day's start
    ['parkId', 'outTime'],
    // the same periods over every park a user sees, newest first, without sorting the whole period
    ['inTime'],
    ['outTime'],
    // one car's stays over every park, newest first (the car page)
    ['plateNumber', 'inTime'],
  ],
  // the few stays the exception and roadside reports look for among a period's exits
  partialIndexes: [
    { name: 'escaped_out_time', keys: ['outTime'], where: { state: stayState.values.escaped } },
    { name: 'no_entry_fee_out_time', keys: ['outTime'], where: { noEntryFee: 'notNull' } },
    { name: 'gateless_entry_out_time', keys: ['outTime'], where: { inGateId: null, outGateId: 'notNull' } },
    { name: 'roadside_out_time', keys: ['outTime'], where: { berthId: 'notNull' } },
  ],
  routes: {
    list: [
      'list',
      'listPage',
      { path: 'platInCar', fixed: { state: 1 } },
      '/static/getPageInOutRecord',
      { path: '/static/getPageRdInCar', fixed: roadsideInside },
    ],
    export: [
      'export',
      { path: 'exportInCarTemp', fixed: { state: 1 } },
      '/static/exportInOutRecord',
      { path: '/static/exportRdInCar', fixed: roadsideInside },
    ],
  },
  menu: { path: '/static/inoutRecord', group: '/static', icon: 'SwapOutlined', sort: 2 },
});
