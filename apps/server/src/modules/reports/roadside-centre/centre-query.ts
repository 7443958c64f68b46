import { formatLocalDate, type Lang, parseLocalDateTime } from '@parking/domain';
import {
  berthSectionResource,
  deviceKind,
  idSchema,
  pagingSchema,
  parkKind,
  parkResource,
  warnLevel,
  warnType,
} from '@parking/resources';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../../crud/scope';
import { visibleOne } from '../../../crud/visible-rows';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';

/** What every read of the roadside centres works with: the caller, the operators' zone and the moment asked. */
export type CentreScope = { db: Db; access: Access; tz: string; lang: Lang; now: Date };

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blank, idSchema.optional());
const dictValue = (values: readonly number[]) =>
  z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((v) => values.includes(v), { message: `one of ${values.join(', ')}` })
      .optional(),
  );
const localTime = z.preprocess(
  blank,
  z
    .string()
    .max(19)
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss')
    .optional(),
);

/** The operating overview: the caller's roadside parks or one of them, on a local day (today by default). */
export const overviewQuery = z.object({
  parkId: optionalId,
  day: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
      .optional(),
  ),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

/** The berth monitor: one roadside park (the caller's first by default), optionally one of its sections. */
export const monitorQuery = z.object({ parkId: optionalId, sectionId: optionalId });
export type MonitorQuery = z.infer<typeof monitorQuery>;

/** The maintenance overview: the caller's roadside parks or one of them. */
export const devicesQuery = z.object({ parkId: optionalId });
export type DevicesQuery = z.infer<typeof devicesQuery>;

export const dealStates = ['open', 'dealt', 'toWork'] as const;

/** The warnings to handle: park, device kind, type, level, handling and a period of local times; paged. */
export const warnListQuery = pagingSchema.extend({
  parkId: optionalId,
  deviceKind: dictValue(deviceKind.items.map((i) => i.value)),
  warnType: dictValue(warnType.items.map((i) => i.value)),
  level: dictValue(warnLevel.items.map((i) => i.value)),
  dealState: z.preprocess(blank, z.enum(dealStates).optional()),
  startTime: localTime,
  endTime: localTime,
});
export type WarnListQuery = z.infer<typeof warnListQuery>;

const names: Record<string, { zh: string; en: string }> = {
  parkId: { zh: '停车场', en: 'Park' },
  sectionId: { zh: '泊位段', en: 'Berth section' },
  day: { zh: '日期', en: 'Day' },
  deviceKind: { zh: '设备种类', en: 'Device kind' },
  warnType: { zh: '告警类型', en: 'Warning type' },
  level: { zh: '级别', en: 'Level' },
  dealState: { zh: '处理状态', en: 'Handling' },
  startTime: { zh: '开始时间', en: 'From' },
  endTime: { zh: '结束时间', en: 'To' },
};
export const centreLabels = (k: string) => names[k];

export type Park = { id: number; name: string };

/**
 * The roadside parks the caller sees, or the one asked: a park the caller cannot see answers 404 (as any
 * row of another company), one that is not a roadside park 400 naming `parkId`.
 */
export async function roadsideParks(s: CentreScope, parkId?: number | undefined): Promise<Park[]> {
  const p = tableOf(parkResource);
  if (parkId !== undefined) {
    const park = await visibleOne(s.db, parkResource, s.access, parkId);
    if (park.parkKind !== parkKind.values.roadside) {
      throw badRequest({
        zh: `停车场(parkId): ${park.parkName} 不是路侧停车场`,
        en: `Park(parkId): ${park.parkName} is not a roadside park`,
      });
    }
    return [{ id: park.id, name: park.parkName }];
  }
  const rows = await s.db
    .select({ id: p.id, name: p.parkName })
    .from(p)
    .where(and(visibleConditions(parkResource, s.access), eq(p.parkKind, parkKind.values.roadside)))
    .orderBy(asc(p.id));
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** A berth section the caller sees, checked to lie in the park asked when one is. */
export async function sectionOf(s: CentreScope, sectionId: number, parkId?: number | undefined) {
  const section = await visibleOne(s.db, berthSectionResource, s.access, sectionId);
  if (parkId !== undefined && section.parkId !== parkId) {
    throw badRequest({
      zh: `泊位段(sectionId): ${section.sectionName} 不属于所选停车场`,
      en: `Berth section(sectionId): ${section.sectionName} is not in the park asked`,
    });
  }
  return section;
}

export type DayWindow = { day: string; from: Date; to: Date; today: boolean };

const dayMs = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** A local day as instants in the operators' zone; today by default, never a day still to come. */
export function dayWindow(s: CentreScope, day?: string | undefined): DayWindow {
  const today = formatLocalDate(s.now, s.tz);
  const asked = day ?? today;
  const from = parseLocalDateTime(`${asked} 00:00:00`, s.tz);
  const to = parseLocalDateTime(`${nextDay(asked)} 00:00:00`, s.tz);
  if (!from || !to || formatLocalDate(from, s.tz) !== asked) {
    throw badRequest({ zh: '日期(day): 不是有效日期', en: 'Day(day): not a date' });
  }
  if (asked > today) throw badRequest({ zh: '日期(day): 不能晚于今天', en: 'Day(day): cannot be after today' });
  return { day: asked, from, to, today: asked === today };
}

/** The last `days` local days up to today, oldest first, with the instant the first begins and the last ends. */
export function lastDays(s: CentreScope, days: number) {
  const today = formatLocalDate(s.now, s.tz);
  const list = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const from = parseLocalDateTime(`${list[0]} 00:00:00`, s.tz) as Date;
  const to = parseLocalDateTime(`${nextDay(today)} 00:00:00`, s.tz) as Date;
  return { list, from, to };
}

/** A local time of a filter (a day alone is its midnight; an end day alone is the midnight after it). */
export function timeOf(s: CentreScope, text: string | undefined, field: 'startTime' | 'endTime'): Date | undefined {
  if (!text) return undefined;
  const whole = text.length === 10;
  const at = parseLocalDateTime(whole ? `${field === 'endTime' ? nextDay(text) : text} 00:00:00` : text, s.tz);
  if (!at) {
    const label = names[field] ?? { zh: field, en: field };
    throw badRequest({ zh: `${label.zh}(${field}): 不是有效时间`, en: `${label.en}(${field}): not a time` });
  }
  return at;
}

/** A percentage with two decimals; 0 of nothing is 0. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);
