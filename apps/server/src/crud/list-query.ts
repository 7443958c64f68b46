import {
  allFields,
  type Field,
  type FixedValue,
  type ListRoute,
  parkIdAliases,
  type ResourceDef,
  resourceByModule,
} from '@parking/resources';
import { asc, type Column, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { col, colsOf } from '../db/columns';
import { engineTableOf } from '../db/schema';
import { derivedFilter } from './derived-state';
import { parseTime } from './input';

/** A declaration's fields by name, for code that works on every declaration. */
const fieldsOf = (def: ResourceDef): Readonly<Record<string, Field>> => allFields(def);

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One end of a period filter as an instant. A bare day means the whole day; the end is exclusive, the instant
 * after the second it names, so 23:59:59 reaches midnight and a payment at 23:59:59.4 is in its day.
 */
export function periodBound(key: string, field: Field, v: unknown, end: boolean, timeZone: string): Date {
  const text = String(v);
  const full = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} ${end ? '23:59:59' : '00:00:00'}` : text;
  const at = parseTime(key, field.label, full, timeZone);
  return end ? new Date(Math.floor(at.getTime() / 1000) * 1000 + 1000) : at;
}

/** The conditions a list query asks for, from the searchable fields of the declaration. */
export function filterConditions(def: ResourceDef, query: Record<string, unknown>, timeZone: string): SQL[] {
  const c = colsOf(engineTableOf(def));
  const out: SQL[] = [];
  for (const [key, field] of Object.entries(fieldsOf(def))) {
    if (!field.search || field.secret) continue;
    const column = col(c, key);
    if (field.search === 'range') {
      const from = query[`${key}Start`];
      const to = query[`${key}End`];
      const bound = (v: unknown, end: boolean) =>
        field.kind === 'datetime' ? periodBound(`${key}${end ? 'End' : 'Start'}`, field, v, end, timeZone) : v;
      if (from !== undefined && from !== null) out.push(gte(column, bound(from, false) as never));
      if (to !== undefined && to !== null)
        out.push(field.kind === 'datetime' ? lt(column, bound(to, true) as never) : lte(column, to as never));
      continue;
    }
    const v = key === 'parkId' ? [key, ...parkIdAliases].map((k) => query[k]).find((x) => x != null) : query[key];
    if (v === undefined || v === null) continue;
    if (field.kind === 'dict' && field.derived && (field.search === 'eq' || field.search === 'in')) {
      out.push(derivedFilter(def, key, field.derived, v));
      continue;
    }
    if (key === def.treeParent && Number(v) === 0) out.push(isNull(column));
    else if (field.search === 'contains') out.push(sql`${column} ilike ${`%${likeEscape(String(v))}%`}`);
    else if (field.search === 'in') {
      const parts = String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const numeric =
        ['int', 'ref', 'money'].includes(field.kind) || (field.kind === 'dict' && /^\d/.test(parts[0] ?? ''));
      const values = numeric ? parts.map(Number).filter(Number.isSafeInteger) : parts;
      if (values.length) out.push(inArray(column, values as never[]));
    } else out.push(eq(column, v as never));
  }
  return out;
}

const fixedValue = (column: Column, v: FixedValue): SQL =>
  v === null ? isNull(column) : Array.isArray(v) ? inArray(column, [...v] as never[]) : eq(column, v as never);

/**
 * The filters a list route always applies: a value is equal, null is empty, an array is one of its values. A key `ref.field` filters on a field of the row the reference
 * names (`parkId.parkKind`: passes of roadside parks), looked up for each row, so any resource may use it.
 */
export function fixedConditions(def: ResourceDef, route: ListRoute): SQL[] {
  if (typeof route === 'string') return [];
  const c = colsOf(engineTableOf(def));
  return Object.entries(route.fixed).map(([k, v]) => {
    const [own = k, far] = k.split('.');
    if (far === undefined) return fixedValue(col(c, own), v);
    const field = fieldsOf(def)[own];
    const to = field?.kind === 'ref' ? resourceByModule.get(field.to) : undefined;
    if (!to) throw new Error(`${def.module}: fixed filter ${k} needs ${own} to be a reference`);
    const table = engineTableOf(to);
    const target = colsOf(table);
    // a look-up of the one referenced row per listed row: as a set (`in (select ...)`) the planner would hash every
    // row of the referenced table (millions of stays) before the first page of a list
    return sql`coalesce((select true from ${table} where ${target.id} = ${col(c, own)} and ${fixedValue(col(target, far), v)}), false)`;
  });
}

/**
 * A list filtered by a period and not sorted otherwise shows the newest of that period first: what the user
 * asked about, and the order its index gives without sorting the whole period.
 */
export function periodSort(def: ResourceDef, query: Record<string, unknown>): string | undefined {
  for (const [key, f] of Object.entries(fieldsOf(def))) {
    if (f.search === 'range' && f.kind === 'datetime' && (query[`${key}Start`] != null || query[`${key}End`] != null))
      return `-${key}`;
  }
  return undefined;
}

export function orderBy(def: ResourceDef, sort: string | undefined): SQL[] {
  const c = colsOf(engineTableOf(def));
  const spec = sort || def.defaultSort || '-id';
  const parts = spec.split(',').filter(Boolean);
  const out = parts.map((p) => (p.startsWith('-') ? desc(col(c, p.slice(1))) : asc(col(c, p))));
  if (!parts.some((p) => p.replace(/^-/, '') === 'id')) out.push(desc(c.id));
  return out;
}
