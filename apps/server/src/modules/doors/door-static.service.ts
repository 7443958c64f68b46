import { formatLocalDate, formatLocalDateTime, parseLocalDateTime } from '@parking/domain';
import { doorDeviceResource, doorEventResource, doorGateResource, doorVerdict, type Label } from '@parking/resources';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';

export type StaticQuery = {
  parkId?: number | undefined;
  doorId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

const dayMs = 86_400_000;

/** The instants a period of local days covers: startDate to the end of endDate; by default the last 30 days. */
export function periodOf(q: StaticQuery, timeZone: string, monthly: boolean): { from: Date; to: Date } {
  const today = formatLocalDate(new Date(), timeZone);
  const start = q.startDate ?? formatLocalDate(new Date(Date.now() - (monthly ? 365 : 29) * dayMs), timeZone);
  const end = q.endDate ?? today;
  const first = monthly && /^\d{4}-\d{2}$/.test(start) ? `${start}-01` : start;
  const lastDay = monthly && /^\d{4}-\d{2}$/.test(end) ? lastDayOf(end) : end;
  const from = parseLocalDateTime(`${first} 00:00:00`, timeZone);
  const until = parseLocalDateTime(`${lastDay} 00:00:00`, timeZone);
  if (!from) throw badRequest({ zh: '开始日期(startDate): 日期格式不正确', en: 'From(startDate): not a date' });
  if (!until) throw badRequest({ zh: '结束日期(endDate): 日期格式不正确', en: 'Until(endDate): not a date' });
  const to = new Date(until.getTime() + dayMs);
  if (to <= from) throw badRequest({ zh: '结束日期(endDate): 不能早于开始日期', en: 'Until(endDate): before from' });
  return { from, to };
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

function conditions(access: Access, q: StaticQuery, period: { from: Date; to: Date }) {
  const t = tableOf(doorEventResource);
  return and(
    visibleConditions(doorEventResource, access),
    gte(t.eventTime, period.from),
    lt(t.eventTime, period.to),
    ...(q.parkId ? [eq(t.parkId, q.parkId)] : []),
    ...(q.doorId ? [eq(t.doorId, q.doorId)] : []),
  );
}

const opened = () => {
  const t = tableOf(doorEventResource);
  return sql<number>`count(*) filter (where ${t.verdict} = ${doorVerdict.values.opened})`.mapWith(Number);
};

/** Passes per local day (or month) and door: how many, opened, refused, and how many people. */
export async function swipeStatistics(db: Db, access: Access, q: StaticQuery, timeZone: string, monthly: boolean) {
  const t = tableOf(doorEventResource);
  const doors = tableOf(doorGateResource);
  const bucket = sql<string>`to_char(${t.eventTime} at time zone ${timeZone}, ${monthly ? 'YYYY-MM' : 'YYYY-MM-DD'})`;
  const rows = await db
    .select({
      period: bucket,
      parkId: t.parkId,
      doorId: t.doorId,
      total: count(),
      opened: opened(),
      persons: countDistinct(t.employeeId),
    })
    .from(t)
    .where(conditions(access, q, periodOf(q, timeZone, monthly)))
    // by position: the zone and format are bound parameters, so the expression cannot be written a second time
    .groupBy(sql`1`, t.parkId, t.doorId)
    .orderBy(sql`1 desc`, asc(t.doorId));
  const names = await namesOf(db, doors, [...new Set(rows.map((r) => r.doorId))]);
  return rows.map((r) => ({
    ...(monthly ? { month: r.period } : { day: r.period }),
    parkId: r.parkId,
    doorId: r.doorId,
    doorName: names.get(r.doorId) ?? null,
    total: Number(r.total),
    opened: r.opened,
    refused: Number(r.total) - r.opened,
    persons: Number(r.persons),
  }));
}

async function namesOf(db: Db, doors: ReturnType<typeof tableOf<typeof doorGateResource>>, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const found = await db.select({ id: doors.id, name: doors.doorName }).from(doors).where(inArray(doors.id, ids));
  return new Map(found.map((d) => [d.id, d.name]));
}

/** The period's passes in all: by verdict and by how people passed. */
export async function doorEventSummary(db: Db, access: Access, q: StaticQuery, timeZone: string) {
  const t = tableOf(doorEventResource);
  const where = conditions(access, q, periodOf(q, timeZone, false));
  const [all] = await db
    .select({ total: count(), opened: opened(), persons: countDistinct(t.employeeId) })
    .from(t)
    .where(where);
  const byVerdict = await db
    .select({ verdict: t.verdict, count: count() })
    .from(t)
    .where(where)
    .groupBy(t.verdict)
    .orderBy(asc(t.verdict));
  const byPassKind = await db
    .select({ passKind: t.passKind, count: count() })
    .from(t)
    .where(where)
    .groupBy(t.passKind)
    .orderBy(asc(t.passKind));
  const total = Number(all?.total ?? 0);
  return {
    total,
    opened: all?.opened ?? 0,
    refused: total - (all?.opened ?? 0),
    persons: Number(all?.persons ?? 0),
    byVerdict: byVerdict.map((r) => ({ verdict: r.verdict, count: Number(r.count) })),
    byPassKind: byPassKind.map((r) => ({ passKind: r.passKind, count: Number(r.count) })),
  };
}

/** Each reader's passes in the period and when it last reported one. */
export async function deviceStatistics(db: Db, access: Access, q: StaticQuery, timeZone: string) {
  const t = tableOf(doorEventResource);
  const d = tableOf(doorDeviceResource);
  const rows = await db
    .select({
      doorDeviceId: t.doorDeviceId,
      doorId: t.doorId,
      total: count(),
      opened: opened(),
      lastEventTime: max(t.eventTime),
    })
    .from(t)
    .where(conditions(access, q, periodOf(q, timeZone, false)))
    .groupBy(t.doorDeviceId, t.doorId)
    .orderBy(desc(count()));
  const ids = rows.flatMap((r) => (r.doorDeviceId == null ? [] : [r.doorDeviceId]));
  const devices = ids.length
    ? await db
        .select({ id: d.id, deviceName: d.deviceName, deviceCode: d.deviceCode })
        .from(d)
        .where(inArray(d.id, ids))
    : [];
  const byId = new Map(devices.map((x) => [x.id, x]));
  const doorNames = await namesOf(db, tableOf(doorGateResource), [...new Set(rows.map((r) => r.doorId))]);
  return rows.map((r) => ({
    doorDeviceId: r.doorDeviceId,
    deviceName: r.doorDeviceId == null ? null : (byId.get(r.doorDeviceId)?.deviceName ?? null),
    deviceCode: r.doorDeviceId == null ? null : (byId.get(r.doorDeviceId)?.deviceCode ?? null),
    doorId: r.doorId,
    doorName: doorNames.get(r.doorId) ?? null,
    total: Number(r.total),
    opened: r.opened,
    refused: Number(r.total) - r.opened,
    lastEventTime: r.lastEventTime ? formatLocalDateTime(new Date(r.lastEventTime), timeZone) : null,
  }));
}

export const swipeColumns = (monthly: boolean): { key: string; label: Label }[] => [
  monthly ? { key: 'month', label: { zh: '月份', en: 'Month' } } : { key: 'day', label: { zh: '日期', en: 'Day' } },
  { key: 'doorName', label: { zh: '门禁通道', en: 'Door' } },
  { key: 'total', label: { zh: '通行次数', en: 'Passes' } },
  { key: 'opened', label: { zh: '开门次数', en: 'Opened' } },
  { key: 'refused', label: { zh: '拒绝次数', en: 'Refused' } },
  { key: 'persons', label: { zh: '通行人数', en: 'People' } },
];
