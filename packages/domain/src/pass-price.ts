import type { Message } from './message';
import { addDays, daysBetween, periodEnd, periodForMoney } from './pass-dates';

/** The period a pass kind is sold by (3 months for a quarter, 12 for a year) and its price in fen. */
export type KindPeriod = { months: number; price: number };

export type PassPricing = {
  monthlyFee: number;
  /** Null when the pass's kind has no price of its own: every month is charged at the monthly fee. */
  period: KindPeriod | null;
};

/** Whole periods of the kind at its price, the months left over at the monthly fee. */
export function priceOfMonths(months: number, p: PassPricing): number {
  if (!p.period || p.period.months <= 0) return months * p.monthlyFee;
  const periods = Math.floor(months / p.period.months);
  return periods * p.period.price + (months - periods * p.period.months) * p.monthlyFee;
}

/** Days at a thirtieth of the monthly fee each, to the nearest fen. */
export const priceOfDays = (days: number, monthlyFee: number): number => Math.round((days * monthlyFee) / 30);

/**
 * How long a sum of money buys: whole periods of the kind at its price first, the rest as `periodForMoney`
 * buys it at the monthly fee (with `proRate`, days for what falls short of a month).
 */
export function periodForPassMoney(
  money: number,
  p: PassPricing,
  proRate: boolean,
): { months: number; days: number } | Message {
  if (!p.period || p.period.price <= 0 || !Number.isInteger(money) || money <= 0) {
    return periodForMoney(money, p.monthlyFee, proRate);
  }
  const periods = Math.floor(money / p.period.price);
  const rest = money - periods * p.period.price;
  if (rest === 0) return { months: periods * p.period.months, days: 0 };
  const more = periodForMoney(rest, p.monthlyFee, proRate);
  if ('zh' in more) return more;
  return { months: periods * p.period.months + more.months, days: more.days };
}

/**
 * The whole months and days from the first day of a period to its last (both `yyyy-MM-dd`, inclusive),
 * counted as renewals count them: months while a whole one fits, then the days left.
 */
export function periodBetween(firstDay: string, lastDay: string): { months: number; days: number } {
  if (lastDay < firstDay) return { months: 0, days: 0 };
  const monthIndex = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  let months = Math.max(0, monthIndex(lastDay) - monthIndex(firstDay) - 1);
  while (periodEnd(firstDay, months + 1) <= lastDay) months++;
  const coveredTo = months > 0 ? periodEnd(firstDay, months) : addDays(firstDay, -1);
  return { months, days: daysBetween(coveredTo, lastDay) };
}
