import type { Lang } from '@parking/resources';

/** The fee-rule page's own words, in both languages. */
const words = {
  ruleTitle: ['收费规则编辑与试算', 'Edit and try a fee rule'],
  mode: ['收费模式', 'Fee mode'],
  freeMinutes: ['免费分钟', 'Free minutes'],
  deductFree: ['超时后扣除免费时长', 'Deduct free minutes from longer stays'],
  repeatFree: ['每周期重新免费', 'Free minutes again each cycle'],
  repeatFirst: ['每周期重新计首段', 'First period again each cycle'],
  cycleMinutes: ['阶梯周期(分钟，空为不循环)', 'Ladder cycle (minutes, empty: never restarts)'],
  capPerCycle: ['周期封顶', 'Cap per cycle'],
  capPerDay: ['每日封顶', 'Cap per day'],
  capTotal: ['总封顶', 'Total cap'],
  rounding: ['不足单位取整', 'Partial unit rounding'],
  flatPrice: ['按次价格', 'Flat price'],
  holidayFlatPrice: ['节假日按次价格', 'Holiday flat price'],
  periods: ['收费时段', 'Fee periods'],
  period: ['时段', 'Period'],
  addPeriod: ['添加时段', 'Add a period'],
  start: ['开始(HH:mm)', 'Start (HH:mm)'],
  end: ['结束(HH:mm)', 'End (HH:mm)'],
  holiday: ['节假日时段', 'Holiday period'],
  firstMinutes: ['首段时长(分钟)', 'First period (minutes)'],
  firstPrice: ['首段价格', 'First-period price'],
  unitMinutes: ['计费单位(分钟)', 'Unit (minutes)'],
  unitPrice: ['单位价格', 'Unit price'],
  periodCap: ['时段封顶', 'Period cap'],
  steps: ['阶梯', 'Steps'],
  addStep: ['添加阶梯', 'Add a step'],
  fromMinute: ['起始分钟', 'From minute'],
  remove: ['删除', 'Remove'],
  tryTitle: ['试算', 'Try it'],
  entry: ['入场时间', 'Entry time'],
  exit: ['出场时间', 'Exit time'],
  calculate: ['计算', 'Calculate'],
  total: ['应收', 'Total'],
  yuan: ['元', 'yuan'],
  from: ['开始', 'From'],
  to: ['结束', 'To'],
  minutes: ['分钟', 'Minutes'],
  part: ['计费项', 'Part'],
  amount: ['金额(元)', 'Amount (yuan)'],
  note: ['说明', 'Note'],
  capsApplied: ['封顶', 'Caps applied'],
  saveTitle: ['保存到收费规则', 'Save into a fee rule'],
  ruleSet: ['收费规则', 'Fee rule'],
  area: ['区域(空为全部)', 'Area (empty: every area)'],
  carType: ['车辆类型(空为全部)', 'Car type (empty: every type)'],
  save: ['保存', 'Save'],
  saved: ['已保存', 'Saved'],
} as const;

export type FeeWord = keyof typeof words;

export const feeText = (lang: Lang) => (key: FeeWord) => words[key][lang === 'en' ? 1 : 0];

export const partText = (part: string, lang: Lang) =>
  (
    ({
      free: ['免费', 'Free'],
      first: ['首段', 'First period'],
      unit: ['计时', 'Units'],
      step: ['阶梯', 'Step'],
      flat: ['按次', 'Flat'],
    }) as Record<string, [string, string]>
  )[part]?.[lang === 'en' ? 1 : 0] ?? part;
