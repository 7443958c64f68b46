import { defineResource } from '../define-resource';
import { enabledState, offlineNoticeType, parkKind } from '../dictionaries';
import { bool, date, decimal, dict, int, l, money, ref, text } from '../fields/field-builders';

/** An off-street or roadside park (parkKind 10): the unit every gate, area, berth and record belongs to. */
export const parkResource = defineResource({
  module: 'basePark',
  table: 'park',
  section: 'parks',
  label: l('停车场', 'Park'),
  scope: 'park',
  changesAccess: true,
  scopeSelf: true,
  idParam: 'parkId',
  idAliases: ['PKID', 'pkid'],
  titleField: 'parkName',
  fields: {
    parkName: text(l('停车场名称', 'Park name'), { max: 100, required: true, search: 'contains', sortable: true }),
    parkCode: text(l('停车场编号', 'Park code'), { max: 32, search: 'eq', unique: true, column: { hidden: true } }),
    villageId: ref(l('所属小区', 'Village'), { to: 'baseVillage', search: 'eq' }),
    parkKind: dict(l('类型', 'Kind'), { dict: parkKind, default: 1, search: 'eq' }),
    regionId: ref(l('所在地区', 'Region'), { to: 'plat/baseRegion', cascade: { levels: 3 }, list: false }),
    address: text(l('地址', 'Address'), { max: 200, list: false }),
    longitude: decimal(l('经度', 'Longitude'), { scale: 6, min: -180, max: 180, list: false }),
    latitude: decimal(l('纬度', 'Latitude'), { scale: 6, min: -90, max: 90, list: false }),
    totalStalls: int(l('总车位', 'Total stalls'), { min: 0, max: 100000, default: 0, sortable: true }),
    freeStalls: int(l('空余车位', 'Free stalls'), { min: 0, max: 100000, default: 0 }),
    serviceStart: date(l('服务开始', 'Service start'), { list: false }),
    serviceEnd: date(l('服务到期', 'Service end'), { sortable: true }),
    freeMinutes: int(l('免费时长(分钟)', 'Free minutes'), { min: 0, max: 1440, default: 15, list: false }),
    leaveMinutes: int(l('缴费后离场时限(分钟)', 'Minutes to leave after paying'), {
      min: 0,
      max: 240,
      default: 15,
      list: false,
    }),
    onlinePay: bool(l('允许线上缴费', 'Online payment'), { default: true, list: false }),
    derateBanner: bool(l('显示优惠横幅', 'Discount banner'), { default: true, list: false }),
    alipayEnabled: bool(l('支付宝缴费', 'Alipay payment'), { default: true, list: false }),
    cheFuShow: bool(l('车付通展示', 'CheFu display'), { default: true, list: false }),
    offlineNotice: dict(l('离线通知', 'Offline notice'), { dict: offlineNoticeType, default: 0, list: false }),
    monthProRate: bool(l('月卡续费按天折算', 'Pass renewals pro-rated by day'), {
      default: false,
      list: false,
      help: l(
        '开启后，不足一个月的续费金额按天折算；否则拒绝',
        'When on, renewal money short of a whole month buys days; otherwise it is refused',
      ),
    }),
    quarterlyPassPrice: money(l('季租卡价格(元/季)', 'Quarterly pass price (yuan a quarter)'), {
      min: 0,
      list: false,
      help: l(
        '季租卡每满一季按此价收费；不填则按月租费×月数',
        'A quarterly pass is charged this for each whole quarter; empty: the monthly fee times the months',
      ),
    }),
    yearlyPassPrice: money(l('年租卡价格(元/年)', 'Yearly pass price (yuan a year)'), {
      min: 0,
      list: false,
      help: l(
        '年租卡每满一年按此价收费；不填则按月租费×月数',
        'A yearly pass is charged this for each whole year; empty: the monthly fee times the months',
      ),
    }),
    wireless: bool(l('无线车场', 'Wireless park'), { default: false, list: false }),
    noEntryFee: money(l('无入场记录收费', 'No-entry charge'), {
      min: 0,
      max: 10_000_000,
      list: false,
      help: l(
        '出场时找不到入场记录的临时车按此金额收费（如一天封顶价）；为空时等待人工确认',
        "A temporary car leaving with no entry record is asked this amount (one day's cap, say); empty: it waits for an operator",
      ),
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/basedata/park', group: '/basedata', icon: 'CarOutlined', sort: 4 },
});
