import { fenToYuanText } from '@parking/domain';
import { feeMode, type Lang } from '@parking/resources';
import { dictLabel } from '../../crud/display';
import type { Option, PeriodRow, RuleRow } from './fee-rule-api';
import { clock } from './fee-rule-form';

const yuan = (fen: number) => `¥${fenToYuanText(fen)}`;

/** One period in words: its window, first period, units, steps and cap, amounts in yuan. */
export function periodText(p: PeriodRow, wholeDay: boolean, lang: Lang): string {
  const zh = lang !== 'en';
  const parts: string[] = [];
  const window = wholeDay ? (zh ? '全天' : 'all day') : `${clock(p.startMinute)}-${clock(p.endMinute)}`;
  parts.push(p.holiday ? (zh ? `节假日 ${window}` : `holidays ${window}`) : window);
  if (p.firstMinutes > 0)
    parts.push(
      zh ? `首 ${p.firstMinutes} 分钟 ${yuan(p.firstPrice)}` : `first ${p.firstMinutes} min ${yuan(p.firstPrice)}`,
    );
  parts.push(zh ? `每 ${p.unitMinutes} 分钟 ${yuan(p.unitPrice)}` : `${yuan(p.unitPrice)} per ${p.unitMinutes} min`);
  for (const s of p.steps)
    parts.push(
      zh
        ? `第 ${s.fromMinute} 分钟起每 ${s.unitMinutes} 分钟 ${yuan(s.unitPrice)}`
        : `from minute ${s.fromMinute} ${yuan(s.unitPrice)} per ${s.unitMinutes} min`,
    );
  if (p.cap != null) parts.push(zh ? `时段封顶 ${yuan(p.cap)}` : `period cap ${yuan(p.cap)}`);
  return parts.join(zh ? '，' : ', ');
}

/** What a rule charges, in words: free minutes, then its flat price or each period. */
export function priceLines(rule: RuleRow, lang: Lang): string[] {
  const zh = lang !== 'en';
  const lines: string[] = [];
  if (rule.freeMinutes > 0) lines.push(zh ? `免费 ${rule.freeMinutes} 分钟` : `${rule.freeMinutes} free minutes`);
  if (rule.feeMode === 'flat') {
    lines.push(zh ? `每次 ${yuan(rule.flatPrice)}` : `${yuan(rule.flatPrice)} a stay`);
    if (rule.holidayFlatPrice != null)
      lines.push(zh ? `节假日每次 ${yuan(rule.holidayFlatPrice)}` : `holidays ${yuan(rule.holidayFlatPrice)} a stay`);
    return lines;
  }
  const wholeDay = rule.feeMode !== 'dayNight';
  for (const p of rule.periods) lines.push(periodText(p, wholeDay, lang));
  return lines;
}

/** The rule's caps in words, or nothing. */
export function capLines(rule: RuleRow, lang: Lang): string[] {
  const zh = lang !== 'en';
  const out: string[] = [];
  if (rule.capPerCycle != null) out.push(`${zh ? '每周期' : 'per cycle'} ${yuan(rule.capPerCycle)}`);
  if (rule.capPerDay != null) out.push(`${zh ? '每日' : 'per day'} ${yuan(rule.capPerDay)}`);
  if (rule.capTotal != null) out.push(`${zh ? '总计' : 'total'} ${yuan(rule.capTotal)}`);
  return out;
}

/** An id by its option's name; an empty id is "every". */
export const nameOf = (options: Option[], id: number | null, every: string) =>
  id == null ? every : (options.find((o) => o.value === id)?.label ?? `#${id}`);

/** A rule named as an operator knows it: area · car type · mode. */
export function ruleTitle(
  rule: RuleRow,
  names: { areas: Option[]; carTypes: Option[]; everyArea: string; everyCarType: string },
  lang: Lang,
): string {
  return [
    nameOf(names.areas, rule.areaId, names.everyArea),
    nameOf(names.carTypes, rule.carTypeId, names.everyCarType),
    dictLabel(feeMode, rule.feeMode, lang),
  ].join(' · ');
}
