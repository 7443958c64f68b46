import { addDays } from '@parking/domain';
import { type Dictionary, type Lang, parkDayStatResource, payDayStatResource } from '@parking/resources';
import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { visibleConditions } from '../../../crud/scope';
import { type Db, rowsOf } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { daysFromTo } from './local-days';

export type Point = { name: string; value: number };

export const dayTable = () => tableOf(parkDayStatResource);
export const payTable = () => tableOf(payDayStatResource);

export const sumOf = (expr: SQL | PgColumn) => sql<number>`coalesce(sum(${expr}), 0)`.mapWith(Number);

/** Takings of parking and passes together: what the home page calls the day's money. */
export const takings = () => sumOf(sql`${dayTable().orderPaid} + ${dayTable().passPaid}`);

/** The caller's park days from `from` to `to` (yyyy-MM-dd, both included). */
export const visibleDays = (access: Access, from: string, to: string): SQL | undefined => {
  const d = dayTable();
  return and(visibleConditions(parkDayStatResource, access), gte(d.day, from), lte(d.day, to));
};

export const visiblePayDays = (access: Access, from: string, to: string): SQL | undefined => {
  const p = payTable();
  return and(visibleConditions(payDayStatResource, access), gte(p.day, from), lte(p.day, to));
};

/** The last `days` days up to `today`, oldest first, each with its figure (0 when nothing happened). */
export function byDay(rows: { day: string; value: number }[], today: string, days: number): Point[] {
  const found = new Map(rows.map((r) => [r.day, r.value]));
  return daysFromTo(addDays(today, 1 - days), today).map((day) => ({ name: day.slice(5), value: found.get(day) ?? 0 }));
}

export const labelOf = (dict: Dictionary, value: unknown, lang: Lang): string => {
  const item = dict.items.find((i) => String(i.value) === String(value));
  return item ? item.label[lang] : String(value ?? '');
};

/** Sums a json object column ({key: count}) over the summary days selected: one row per key. */
export async function jsonCounts(
  db: Db,
  column: PgColumn,
  where: SQL | undefined,
): Promise<{ key: string; value: number }[]> {
  const rows = rowsOf<{ key: string; value: string | number }>(
    await db.execute(
      sql`select kv.key as key, coalesce(sum((kv.value)::bigint), 0) as value
        from ${dayTable()}, jsonb_each_text(coalesce(${column}, '{}'::jsonb)) as kv
        where ${where ?? sql`true`} group by kv.key`,
    ),
  );
  return rows.map((r) => ({ key: r.key, value: Number(r.value) }));
}
