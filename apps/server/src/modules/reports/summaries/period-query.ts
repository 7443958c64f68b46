import { addDays } from '@parking/domain';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { localToday } from './local-days';

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const monthText = z.string().regex(/^\d{4}-\d{2}$/, 'yyyy-MM');

/** A period of days and an optional park, as the summary reports take them. */
export const dayPeriodQuery = z.object({
  parkId: z.coerce.number().int().positive().optional(),
  startDate: dayText.optional(),
  endDate: dayText.optional(),
});
export type DayPeriodQuery = z.infer<typeof dayPeriodQuery>;

export const monthPeriodQuery = z.object({
  parkId: z.coerce.number().int().positive().optional(),
  startMonth: monthText.optional(),
  endMonth: monthText.optional(),
});
export type MonthPeriodQuery = z.infer<typeof monthPeriodQuery>;

export const periodLabels = (k: string) =>
  (
    ({
      parkId: { zh: '车场', en: 'Park' },
      startDate: { zh: '开始日期', en: 'Start date' },
      endDate: { zh: '结束日期', en: 'End date' },
      startMonth: { zh: '开始月份', en: 'Start month' },
      endMonth: { zh: '结束月份', en: 'End month' },
    }) as Record<string, { zh: string; en: string }>
  )[k];

const maxDays = 366;

/** The period asked for: the last 30 days by default, at most a year, the start not after the end. */
export function dayPeriod(q: DayPeriodQuery, timeZone: string): { from: string; to: string } {
  const to = q.endDate ?? localToday(timeZone);
  const from = q.startDate ?? addDays(to, -29);
  if (from > to) {
    throw badRequest({
      zh: '开始日期(startDate): 不能晚于结束日期',
      en: 'Start date(startDate): must not be after the end date',
    });
  }
  if (addDays(from, maxDays) <= to) {
    throw badRequest({
      zh: `结束日期(endDate): 期间最长 ${maxDays} 天`,
      en: `End date(endDate): a period is at most ${maxDays} days`,
    });
  }
  return { from, to };
}

/** Whole months: the last 12 by default, at most 5 years; answered as their first and last days. */
export function monthPeriod(q: MonthPeriodQuery, timeZone: string): { from: string; to: string; months: string[] } {
  const thisMonth = localToday(timeZone).slice(0, 7);
  const last = q.endMonth ?? thisMonth;
  const first = q.startMonth ?? shiftMonth(last, -11);
  if (first > last) {
    throw badRequest({
      zh: '开始月份(startMonth): 不能晚于结束月份',
      en: 'Start month(startMonth): must not be after the end month',
    });
  }
  const months: string[] = [];
  for (let m = first; m <= last; m = shiftMonth(m, 1)) {
    months.push(m);
    if (months.length > 60) {
      throw badRequest({
        zh: '结束月份(endMonth): 期间最长 60 个月',
        en: 'End month(endMonth): a period is at most 60 months',
      });
    }
  }
  return { from: `${first}-01`, to: addDays(`${shiftMonth(last, 1)}-01`, -1), months };
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
