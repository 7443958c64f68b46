import { defineResource } from '../define-resource';
import { date, datetime, int, json, l, money } from '../fields/field-builders';

const count = (zh: string, en: string) => int(l(zh, en), { default: 0, readOnly: true });
const fen = (zh: string, en: string, hidden = false) =>
  money(l(zh, en), { default: 0, readOnly: true, ...(hidden ? { column: { hidden: true } } : {}) });

/**
 * One park's day, counted once from its stays, payments, refunds and arrears so that dashboards and
 * reports never add up raw records. Days are the operators' local days; each event counts on the day it
 * happened (a stay's exit on its exit day, a refund on its refund day). Rebuilt by the summary job for the
 * last two days every minute and on demand (reBuildDayData) for any period.
 */
export const parkDayStatResource = defineResource({
  module: 'staticSum',
  table: 'stat_park_day',
  section: 'reports',
  label: l('日报表', 'Daily report'),
  scope: 'park',
  idParam: 'id',
  titleField: 'day',
  fields: {
    day: date(l('日期', 'Day'), { required: true, search: 'range', sortable: true }),
    entries: count('入场车次', 'Entries'),
    exits: count('出场车次', 'Exits'),
    exitsPass: count('月卡放行', 'Pass exits'),
    exitsPaid: count('缴费放行', 'Paid exits'),
    exitsFree: count('免费放行', 'Free exits'),
    exitsOwing: count('欠费放行', 'Owing exits'),
    fee: fen('应收金额', 'Fee due'),
    couponDiscount: fen('优惠抵扣', 'Coupon discount', true),
    orderPaid: fen('停车收入', 'Parking takings'),
    passPaid: fen('月卡收入', 'Pass takings'),
    onlinePaid: fen('线上收入', 'Paid online', true),
    refunded: fen('退款金额', 'Refunded'),
    oweNew: fen('新增欠费', 'New arrears', true),
    owePaid: fen('追缴欠费', 'Arrears recovered', true),
    peakInside: count('最高在场', 'Peak inside'),
    insideAtEnd: count('日终在场', 'Inside at day end'),
    entriesByKind: json<Record<string, number>>(l('按车辆类型入场', 'Entries by car kind'), {
      readOnly: true,
      list: false,
    }),
    entriesByType: json<Record<string, number>>(l('按车辆类别入场', 'Entries by car type'), {
      readOnly: true,
      list: false,
    }),
    hourIn: json<number[]>(l('每小时入场', 'Entries by hour'), { readOnly: true, list: false }),
    hourOut: json<number[]>(l('每小时出场', 'Exits by hour'), { readOnly: true, list: false }),
    hourInside: json<number[]>(l('每小时末在场', 'Inside at each hour end'), { readOnly: true, list: false }),
    builtAt: datetime(l('汇总时间', 'Counted at'), { readOnly: true, column: { hidden: true } }),
  },
  defaultSort: '-day',
  indexes: [['parkId', 'day']],
  routes: {
    list: ['list', '/staticSum/getPageParkInOut', '/static/getPageDailyStatistics'],
    detail: [],
    submit: [],
    remove: false,
    export: ['export', '/staticSum/exportParkInOut'],
  },
  menu: { path: '/static/dailyreport', group: '/static', icon: 'BarChartOutlined' },
});
