import type { Message } from '../message';
import { fenToYuanText } from '../money';
import type { RawItem } from './apply-caps';
import type { FeeCapKind } from './fee-breakdown';
import type { FeeRule } from './fee-rule';

const capNames: Record<FeeCapKind, Message> = {
  period: { zh: '时段', en: 'period' },
  cycle: { zh: '周期', en: 'cycle' },
  day: { zh: '每日', en: 'daily' },
  total: { zh: '总', en: 'total' },
};

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** What a driver is told about one line of the breakdown. */
export function itemNote(item: RawItem, rule: FeeRule): Message {
  const y = fenToYuanText;
  const minutes = item.to - item.from;
  let zh: string;
  let en: string;
  switch (item.part) {
    case 'free':
      return { zh: `免费 ${minutes} 分钟`, en: `free, ${minutes} min` };
    case 'flat':
      zh = `按次收费 ${y(item.unitPrice)} 元`;
      en = `per entry: ${y(item.unitPrice)} yuan`;
      break;
    case 'first':
      zh = `首段 ${item.unitMinutes} 分钟 ${y(item.unitPrice)} 元`;
      en = `first ${item.unitMinutes} min: ${y(item.unitPrice)} yuan`;
      break;
    default:
      zh = `每 ${item.unitMinutes} 分钟 ${y(item.unitPrice)} 元 × ${item.units} = ${y(item.listAmount)} 元`;
      en = `${item.units} × ${item.unitMinutes} min at ${y(item.unitPrice)} yuan = ${y(item.listAmount)} yuan`;
      if (item.remainder > 0) {
        const counted = item.units * item.unitMinutes >= minutes;
        zh += counted
          ? `（末尾 ${item.remainder} 分钟按 1 个单位计）`
          : `（末尾 ${item.remainder} 分钟不足 1 个单位，不计）`;
        en += counted
          ? ` (the last ${item.remainder} min count as a whole unit)`
          : ` (the last ${item.remainder} min are under a unit and not charged)`;
      }
  }
  const period = item.chunk?.period;
  if (rule.mode === 'dayNight' && period) {
    const span = `${clock(period.startMinute)}-${clock(period.endMinute)}`;
    zh = `${span} ${zh}`;
    en = `${span} ${en}`;
  }
  if (item.holiday) {
    zh = `节假日 ${zh}`;
    en = `holiday ${en}`;
  }
  if (item.cappedBy) {
    const cap = capNames[item.cappedBy];
    zh += `，${cap.zh}封顶 ${y(item.capLimit)} 元，实收 ${y(item.amount)} 元`;
    en += `; cut to ${y(item.amount)} yuan by the ${cap.en} cap of ${y(item.capLimit)} yuan`;
  }
  return { zh, en };
}
