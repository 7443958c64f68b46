import { calculateFeeTotal, passCoverEnd, type Span, uncoveredSpans } from '@parking/domain';
import { carKind, stayState } from '@parking/resources';
import type { MonthStay } from './month-stays';
import type { WhatIfPricing } from './what-if-rules';

/** Why a stay is left out of a what-if: the rules being tried would not have priced it. */
export const skipReasons = {
  whiteList: { zh: '白名单车辆，不收费', en: 'White-list cars, never charged' },
  passCovered: { zh: '月卡全程覆盖', en: 'Wholly covered by a pass' },
  noEntryCharge: { zh: '无入场记录，按固定金额收费', en: 'No entry found: charged the fixed no-entry sum' },
  notAStay: { zh: '待人工确认或已合并的记录', en: 'Records waiting for an operator or merged into a stay' },
  cannotPrice: { zh: '规则无法计价', en: 'The rules cannot price them' },
} as const;

export type SkipReason = keyof typeof skipReasons;

/** A stay priced with the rules being tried (`noRule`: none fits it, the exit lets it out free), or left out. */
export type StayOutcome = { fen: number; noRule: boolean } | { skip: SkipReason };

/**
 * What the exit would have asked of the stay under these rules, the way the exit prices it
 * (gate-decision/decide-exit `owedGiven`): white-list cars pay nothing, a pass car pays for the parts of its stay
 * its pass did not cover, a no-entry record its fixed sum; coupons and payments made are not the rule's.
 * Lists and passes are as the stay recorded them at entry.
 */
export function stayWhatIf(stay: MonthStay, exitAt: Date, pricing: WhatIfPricing, timeZone: string): StayOutcome {
  if (stay.state === stayState.values.manualConfirm || stay.state === stayState.values.merged)
    return { skip: 'notAStay' };
  if (stay.carKind === carKind.values.vip) return { skip: 'whiteList' };
  const whole: Span = { from: stay.inTime, to: exitAt < stay.inTime ? stay.inTime : exitAt };
  let spans: Span[] = [whole];
  if (stay.passId != null && stay.passEnd) {
    spans = uncoveredSpans(whole, { from: stay.coveredFrom, to: passCoverEnd(stay.passEnd) });
    if (!spans.length) return { skip: 'passCovered' };
  } else if (stay.carKind === carKind.values.monthly) {
    // a pass car recorded before stays named their pass: its pass covered it
    return { skip: 'passCovered' };
  }
  if (stay.noEntryFee != null) return { skip: 'noEntryCharge' };
  let fen = 0;
  let noRule = false;
  for (const span of spans) {
    const price = calculateFeeTotal({
      rules: pricing.rules,
      carType: stay.carTypeId ?? null,
      areaId: stay.areaId ?? null,
      entry: span.from,
      exit: span.to,
      timeZone,
      calendar: pricing.calendar,
    });
    if (price.ok) fen += price.total;
    else if (price.code === 'noRule') noRule = true;
    else return { skip: 'cannotPrice' };
  }
  return { fen, noRule };
}
