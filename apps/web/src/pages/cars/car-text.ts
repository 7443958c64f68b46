import { currentLang } from '../../i18n';

/** The car page's own words, in both languages. */
const words = {
  title: ['车辆 {plate}', 'Car {plate}'],
  search: ['车牌号', 'Plate'],
  searchHint: ['输入车牌号查看车辆', 'Type a plate to see its car'],
  stays: ['停车记录', 'Stays'],
  inside: ['在场', 'Inside now'],
  orders: ['订单', 'Orders'],
  unpaid: ['待支付', 'Unpaid'],
  paid: ['已付', 'Paid'],
  refunded: ['已退', 'Refunded'],
  passes: ['月卡', 'Passes'],
  whiteList: ['白名单', 'White list'],
  blackList: ['黑名单', 'Black list'],
  park: ['停车场', 'Park'],
  latest: ['最近 {n} 条，共 {total} 条', 'The latest {n} of {total}'],
  view: ['查看', 'View'],
  actions: ['操作', 'Actions'],
  nothing: ['在您可见的停车场中没有该车辆的记录', 'No record of this car in the parks you can see'],
} as const;

export type CarWord = keyof typeof words;

/** A word of the car page, with `{name}` filled from `vars`. */
export function cw(key: CarWord, vars: Record<string, string | number> = {}): string {
  const text: string = words[key][currentLang() === 'en' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
