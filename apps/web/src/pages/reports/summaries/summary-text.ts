import { currentLang } from '../../../i18n';

/** The summary reports' own words, in both languages. */
const words = {
  park: ['车场', 'Park'],
  allParks: ['全部车场', 'All parks'],
  period: ['日期', 'Period'],
  months: ['月份', 'Months'],
  day: ['日期', 'Day'],
  month: ['月份', 'Month'],
  entries: ['入场车次', 'Entries'],
  exits: ['出场车次', 'Exits'],
  peakInside: ['最高在场', 'Peak inside'],
  takings: ['总收入', 'Takings'],
  orderPaid: ['停车收入', 'Parking'],
  passPaid: ['月卡收入', 'Passes'],
  onlinePaid: ['线上收入', 'Online'],
  refunded: ['退款', 'Refunded'],
  fee: ['应收', 'Fee due'],
  couponDiscount: ['优惠抵扣', 'Coupons'],
  net: ['净收入', 'Net'],
  payWay: ['支付方式', 'Pay way'],
  payCount: ['笔数', 'Payments'],
  exitsPass: ['月卡放行', 'Pass'],
  exitsPaid: ['缴费放行', 'Paid'],
  exitsFree: ['免费放行', 'Free'],
  exitsOwing: ['欠费放行', 'Left owing'],
  byKind: ['入场车辆类型', 'Entries by car kind'],
  byRelease: ['放行类型', 'Exits by how they left'],
  byPayWay: ['支付方式占比', 'Payments by pay way'],
  trafficByDay: ['每日进出', 'Entries and exits by day'],
  moneyByDay: ['每日收入（元）', 'Takings by day (yuan)'],
  moneyByMonth: ['每月收入（元）', 'Takings by month (yuan)'],
  total: ['合计', 'Total'],
  noData: ['所选期间没有记录', 'No records in the period'],
  counted: [
    '汇总每分钟更新；历史数据更正后可“重算汇总”',
    'Summaries are counted every minute; after correcting old records use "Recount"',
  ],
  rebuild: ['重算汇总', 'Recount'],
  rebuilt: ['已重算 {days} 天 {rows} 条车场日汇总', 'Counted {days} days again: {rows} park days'],
  liveTitle: ['实时看板', 'Live view'],
  liveParks: ['车场', 'Parks'],
  liveStalls: ['总车位', 'Stalls'],
  liveOccupied: ['在场车辆', 'Cars inside'],
  liveOccupancy: ['占用率', 'Occupancy'],
  liveThisHour: ['本小时入场', 'In this hour'],
  liveLastHour: ['上一小时入场', 'In the hour before'],
  liveTakings: ['今日收入', "Today's takings"],
  liveRefreshed: ['{time} 更新，每 {seconds} 秒刷新', 'Updated {time}, refreshes every {seconds} s'],
  liveTop: ['按今日入场排序，显示前 50 个车场', "Busiest 50 parks by today's entries"],
} as const satisfies Record<string, readonly [string, string]>;

export type SummaryWord = keyof typeof words;

/** A word of the summary reports in the console's language, with `{name}` filled from `vars`. */
export const sw = (key: SummaryWord, vars: Record<string, string | number> = {}): string =>
  words[key][currentLang() === 'en' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
