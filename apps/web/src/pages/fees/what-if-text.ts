import type { Lang } from '@parking/resources';

/** The what-if panel's own words, in both languages. */
const words = {
  title: ['按此规则本月能收多少', 'What would it have earned'],
  hint: [
    '用正在编辑(未保存)的规则重新计算所选月份该停车场的真实停车记录(按入场日)，与实际收费对比',
    "Prices the park's real stays of the month (by entry day) with the rule being edited, not saved, beside what they were charged",
  ],
  month: ['月份', 'Month'],
  run: ['试算本月', 'Run the what-if'],
  pickPark: ['请先选择停车场', 'Pick a park first'],
  charged: ['实际收费', 'Charged'],
  whatIf: ['按此规则', 'With this rule'],
  difference: ['差额', 'Difference'],
  day: ['日期', 'Day'],
  stays: ['停车次数', 'Stays'],
  inside: ['其中在场', 'Still inside'],
  total: ['合计', 'Total'],
  skipped: ['未计入：{list}', 'Left out: {list}'],
  noRule: ['{n} 次停车没有适用的规则，按免费计', '{n} stays fit no rule and count as free'],
  editedRule: ['使用编辑中的规则', 'With the rule being edited'],
} as const;

export type WhatIfWord = keyof typeof words;

export const whatIfText =
  (lang: Lang) =>
  (key: WhatIfWord, vars: Record<string, string | number> = {}) =>
    words[key][lang === 'en' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
