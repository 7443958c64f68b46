import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import { idSchema, pagingSchema, resolvePaging } from '@parking/resources';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blank, idSchema.optional());
const day = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
    .optional(),
);
const clock = z.preprocess(
  blank,
  z
    .string()
    .regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'HH:mm')
    .optional(),
);

/** The filters every roadside report takes: a park, a berth section (group), and a period of local days. */
export const roadsideFilters = z.object({
  parkId: optionalId,
  PKID: optionalId,
  sectionId: optionalId,
  startDate: day,
  endDate: day,
});
export const roadsideQuery = pagingSchema.extend(roadsideFilters.shape);
export type RoadsideQuery = z.infer<typeof roadsideQuery>;

/** The berth rate also takes a berth, the level to answer at and the hours of each day to measure. */
export const berthRateQuery = roadsideQuery.extend({
  berthId: optionalId,
  level: z.preprocess(blank, z.enum(['park', 'section', 'berth']).optional()),
  dayStart: clock,
  dayEnd: clock,
});
export type BerthRateQuery = z.infer<typeof berthRateQuery>;

export const parkDailyQuery = roadsideQuery.extend({ type: z.preprocess(blank, z.enum(['day', 'month']).optional()) });
export type ParkDailyQuery = z.infer<typeof parkDailyQuery>;

export const groupRecordsQuery = roadsideQuery.extend({
  plateNumber: z.preprocess(blank, z.string().trim().max(16).optional()),
  state: z.preprocess(blank, z.coerce.number().int().min(1).max(5).optional()),
});
export type GroupRecordsQuery = z.infer<typeof groupRecordsQuery>;

const names: Record<string, { zh: string; en: string }> = {
  parkId: { zh: '停车场', en: 'Park' },
  PKID: { zh: '停车场', en: 'Park' },
  sectionId: { zh: '泊位段', en: 'Berth section' },
  berthId: { zh: '泊位', en: 'Berth' },
  startDate: { zh: '开始日期', en: 'Start date' },
  endDate: { zh: '结束日期', en: 'End date' },
  level: { zh: '统计层级', en: 'Level' },
  dayStart: { zh: '每日开始时刻', en: 'Day starts at' },
  dayEnd: { zh: '每日结束时刻', en: 'Day ends at' },
  type: { zh: '统计方式', en: 'By day or month' },
  plateNumber: { zh: '车牌号', en: 'Plate' },
  state: { zh: '在场状态', en: 'Stay state' },
};
export const roadsideLabels = (k: string) => names[k];

/** The longest period a report covers: a year and a day (a leap year from any date). */
const maxDays = 367;

export type Period = {
  startDate: string;
  endDate: string;
  /** Local midnight starting the first day. */
  from: Date;
  /** Local midnight after the last day. */
  to: Date;
  days: number;
};

const dayMs = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/**
 * The local days asked (by default the last seven, today included), as instants in the operators' zone.
 * A start after the end or a period over a year is refused, naming the field.
 */
export function periodOf(q: { startDate?: string | undefined; endDate?: string | undefined }, tz: string): Period {
  const today = formatLocalDate(new Date(), tz);
  const endDate = q.endDate ?? (q.startDate && q.startDate > today ? q.startDate : today);
  const startDate = q.startDate ?? new Date(Date.parse(`${endDate}T00:00:00Z`) - 6 * dayMs).toISOString().slice(0, 10);
  const from = parseLocalDateTime(`${startDate} 00:00:00`, tz);
  if (!from) throw badRequest({ zh: '开始日期(startDate): 不是有效日期', en: 'Start date(startDate): not a date' });
  const to = parseLocalDateTime(`${nextDay(endDate)} 00:00:00`, tz);
  if (!to) throw badRequest({ zh: '结束日期(endDate): 不是有效日期', en: 'End date(endDate): not a date' });
  if (endDate < startDate) {
    throw badRequest({
      zh: '结束日期(endDate): 不能早于开始日期',
      en: 'End date(endDate): cannot be before the start date',
    });
  }
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs) + 1;
  if (days > maxDays) {
    throw badRequest({
      zh: `结束日期(endDate): 统计期间不能超过 ${maxDays} 天`,
      en: `End date(endDate): the period may not exceed ${maxDays} days`,
    });
  }
  return { startDate, endDate, from, to, days };
}

/** The park asked, by either spelling. */
export const parkOf = (q: { parkId?: number | undefined; PKID?: number | undefined }) => q.parkId ?? q.PKID;

/** Minutes of the day a "HH:mm" names. */
export const minuteOf = (clockText: string) => {
  const [h, m] = clockText.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A page of rows already counted in full. */
export function pageOf<T>(rows: T[], q: z.infer<typeof pagingSchema>) {
  const p = resolvePaging(q);
  return { total: rows.length, data: rows.slice(p.offset, p.offset + p.limit), current: p.current, size: p.size };
}
