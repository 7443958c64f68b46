import type { Message } from './message';

/**
 * Monthly-pass periods are counted in calendar days of the park's zone: a period runs from the start of
 * its first day to 23:59:59 of its last day. Dates here are `yyyy-MM-dd` strings of that zone.
 */
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = datePattern.exec(date);
  if (!m) throw new Error(`not a yyyy-MM-dd date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcOf = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const addDays = (date: string, days: number): string => iso(utcOf(date) + days * 86_400_000);

/** Whole calendar days from one date to a later one (0 for the same day). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / 86_400_000);

export const laterDate = (a: string, b: string): string => (a >= b ? a : b);

/**
 * The last day of a period of `months` months starting on `start`: the day before the same day of the
 * month `months` later. When that month is too short for the day (a period from 31 January), the period
 * ends on that month's last day instead, so 31 January + 1 month ends 28 (or 29) February.
 */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = parts(start);
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = daysInMonth(year, month);
  if (d > last) return iso(Date.UTC(year, month - 1, last));
  return addDays(iso(Date.UTC(year, month - 1, d)), -1);
}

/**
 * The new last day of a pass renewed for `months` months and `extraDays` days: the renewal starts the
 * day after the current end, or today when the pass has already run out (or never had an end).
 */
export function renewedEnd(o: {
  currentEnd: string | null;
  today: string;
  months: number;
  extraDays?: number;
}): string {
  const start = o.currentEnd ? laterDate(addDays(o.currentEnd, 1), o.today) : o.today;
  const end = o.months > 0 ? periodEnd(start, o.months) : addDays(start, -1);
  return addDays(end, o.extraDays ?? 0);
}

export type MoneyPeriod = { months: number; days: number };

/**
 * How long a sum of money buys at a monthly fee: whole months, or with `proRate` whole months and the
 * remaining days at a thirtieth of the monthly fee a day (a remainder under a day's fee buys nothing more).
 */
export function periodForMoney(money: number, monthlyFee: number, proRate: boolean): MoneyPeriod | Message {
  if (!Number.isInteger(money) || money <= 0) {
    return { zh: '续费金额(money): 必须大于0', en: 'Renewal money(money): must be more than 0' };
  }
  if (!Number.isInteger(monthlyFee) || monthlyFee <= 0) {
    return {
      zh: '月租费(monthlyFee): 此月卡没有月租费，不能按金额续费',
      en: 'Monthly fee(monthlyFee): the pass has no monthly fee, it cannot be renewed by money',
    };
  }
  const months = Math.floor(money / monthlyFee);
  const rest = money - months * monthlyFee;
  if (rest === 0) return { months, days: 0 };
  if (!proRate) {
    return {
      zh: `续费金额(money): ${fen(money)}元不是月租费${fen(monthlyFee)}元的整数倍`,
      en: `Renewal money(money): ${fen(money)} yuan is not a whole number of months at ${fen(monthlyFee)} yuan a month`,
    };
  }
  const days = Math.floor((rest * 30) / monthlyFee);
  if (months === 0 && days === 0) {
    return {
      zh: `续费金额(money): ${fen(money)}元不足一天的费用`,
      en: `Renewal money(money): ${fen(money)} yuan does not pay for one day`,
    };
  }
  return { months, days };
}

const fen = (n: number) => (n / 100).toFixed(2);
