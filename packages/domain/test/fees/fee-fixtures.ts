import {
  calculateFee,
  type FeeCalendar,
  type FeeMode,
  type FeePeriod,
  type FeeQuote,
  type FeeRule,
  feePeriod,
  newFeeRule,
  parseLocalDateTime,
} from '../../src';

export const shanghai = 'Asia/Shanghai';

/** A rule of the mode with the given fields; `prices` fill its one whole-day period. */
export function rule(mode: FeeMode, fields: Partial<FeeRule> = {}, prices: Partial<FeePeriod> = {}): FeeRule {
  const base = newFeeRule(mode, fields.id ?? `${mode}-rule`);
  if (mode !== 'flat' && mode !== 'dayNight') base.periods = [feePeriod(prices)];
  return { ...base, ...fields };
}

/** A daily window `HH:mm-HH:mm` with its prices. */
export function window(span: string, prices: Partial<FeePeriod> = {}): FeePeriod {
  const [from = '', to = ''] = span.split('-');
  const minute = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  return feePeriod({ startMinute: minute(from), endMinute: minute(to) || 1440, ...prices });
}

export const at = (text: string, zone = shanghai): Date => {
  const d = parseLocalDateTime(text, zone);
  if (!d) throw new Error(`bad time ${text}`);
  return d;
};

export type StayOptions = { zone?: string; calendar?: FeeCalendar; carType?: string; areaId?: string };

/** The quote for a stay written as operators write times; fails the test on an error result. */
export function quote(rules: FeeRule | FeeRule[], entry: string, exit: string, o: StayOptions = {}): FeeQuote {
  const zone = o.zone ?? shanghai;
  const result = calculateFee({
    rules: Array.isArray(rules) ? rules : [rules],
    carType: o.carType ?? null,
    areaId: o.areaId ?? null,
    entry: at(entry, zone),
    exit: at(exit, zone),
    timeZone: zone,
    calendar: o.calendar,
  });
  if (!result.ok) throw new Error(`${result.code}: ${result.message.en}`);
  return result;
}

export const fee = (rules: FeeRule | FeeRule[], entry: string, exit: string, o: StayOptions = {}): number =>
  quote(rules, entry, exit, o).total;
