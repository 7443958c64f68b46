import { formatLocalDateTime } from '@parking/domain';
import { allFields, type Field, parkIdAliases, type ResourceDef, resolvePaging } from '@parking/resources';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { periodBound } from '../../../crud/list-query';
import { countLimitOf, pageTotal } from '../../../crud/page-total';
import type { Db } from '../../../db/connection';
import { executeRaw } from '../../../db/named-statement';
import type { Access, AppContext } from '../../../platform/context';

export type ReportQuery = Record<string, unknown>;
export type ReportCtx = { app: AppContext; access: Access; query: ReportQuery };

/**
 * A report over records of several resources: `rows` is one select whose columns are named after the view's
 * fields (with `id`, `parkId` and `companyId`), holding only rows the caller may see. The view's other
 * searchable fields filter it from outside, so every report filters park, plate and period the same way;
 * keys in `handles` are filters `rows` applies itself (a period that must come before a sum).
 */
export type StaticReport = {
  view: ResourceDef;
  summary: string;
  rows: (ctx: ReportCtx) => SQL;
  handles?: string[];
  /** Each row has its own `id`: exports read in id order, batch after batch. Otherwise by offset. */
  keyed: boolean;
  /** The id is only a key (a sum's first stay): the export leaves it out. */
  hideId?: boolean;
  /**
   * A faster way to the page and its count for some queries (the page's own order, say), giving the same rows
   * as `rows`; null when it cannot answer this query.
   */
  page?: (ctx: ReportCtx) => { rows: (limit: number, offset: number) => SQL; count: (limit: number) => SQL } | null;
  /** Further figures over all the filtered rows, answered beside the page (`sum`). */
  sum?: (ctx: ReportCtx, filtered: SQL) => Promise<Record<string, unknown>>;
};

/** `col as "name"`: a column of the report's select, named after its field. */
export const as = (value: SQLWrapper, name: string): SQL => sql`${value} as ${sql.identifier(name)}`;

const r = (key: string) => sql`r.${sql.identifier(key)}`;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A datetime filter value as an ISO instant; an end is exclusive (see `periodBound`). */
export const timeParam = (key: string, field: Field, v: unknown, end: boolean, timeZone: string): string =>
  periodBound(key, field, v, end, timeZone).toISOString();

/** The conditions on the report's rows (alias r) that the query asks for and `rows` does not apply itself. */
export function outerConditions(report: StaticReport, query: ReportQuery, timeZone: string): SQL[] {
  const out: SQL[] = [];
  const handled = new Set(report.handles ?? []);
  for (const [key, field] of Object.entries(allFields(report.view) as Record<string, Field>)) {
    if (!field.search) continue;
    if (field.search === 'range') {
      for (const end of [false, true]) {
        const name = `${key}${end ? 'End' : 'Start'}`;
        const v = query[name];
        if (v == null || handled.has(name)) continue;
        const bound =
          field.kind === 'datetime' ? sql`${timeParam(name, field, v, end, timeZone)}::timestamptz` : sql`${v}`;
        out.push(
          end ? sql`${r(key)} ${field.kind === 'datetime' ? sql`<` : sql`<=`} ${bound}` : sql`${r(key)} >= ${bound}`,
        );
      }
      continue;
    }
    if (handled.has(key)) continue;
    const v = key === 'parkId' ? [key, ...parkIdAliases].map((k) => query[k]).find((x) => x != null) : query[key];
    if (v == null) continue;
    if (field.search === 'contains') out.push(sql`${r(key)} ilike ${`%${likeEscape(String(v))}%`}`);
    else out.push(sql`${r(key)} = ${v}`);
  }
  return out;
}

/** `where a and b`, or nothing when there are no conditions. */
export const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** The filtered rows (alias r) as one select, with what to add after `select r.*`. */
export const filteredRows = (report: StaticReport, ctx: ReportCtx, extra: SQL = sql``): SQL =>
  sql`select r.*${extra} from (${report.rows(ctx)}) r ${where(outerConditions(report, ctx.query, ctx.app.config.timeZone))}`;

function orderOf(report: StaticReport, query: ReportQuery): SQL {
  const sort = query.sort;
  const spec = typeof sort === 'string' && sort ? sort : (report.view.defaultSort ?? defaultSortOf(report.view));
  const known = new Set(['id', ...Object.keys(allFields(report.view))]);
  const parts = spec.split(',').filter((p) => known.has(p.replace(/^-/, '')));
  // a field the query bounds is never empty in its rows: newest first is then the order its index is read in
  const bounded = (key: string) => query[`${key}Start`] != null || query[`${key}End`] != null;
  const out = parts.map((p) => {
    if (!p.startsWith('-')) return sql`${r(p)} asc`;
    const key = p.slice(1);
    return bounded(key) ? sql`${r(key)} desc` : sql`${r(key)} desc nulls last`;
  });
  if (report.keyed && !parts.some((p) => p.replace(/^-/, '') === 'id')) out.push(sql`${r('id')} desc`);
  // rows without an id of their own are told apart by their park and title (a plate per park)
  if (!report.keyed) out.push(sql`${r('parkId')} asc`, sql`${r(report.view.titleField)} asc`);
  return sql.join(out, sql`, `);
}

/** Newest first by the report's period (its first range field), else by id. */
const defaultSortOf = (view: ResourceDef) => {
  const period = Object.entries(view.fields).find(([, f]) => f.search === 'range');
  return period ? `-${period[0]}` : '-id';
};

/** A row as the API answers it: money and counts as numbers, times in the operator's zone. */
export function serializer(view: ResourceDef, timeZone: string) {
  const fields = Object.entries(allFields(view) as Record<string, Field>);
  return (raw: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    if (raw.id !== undefined) out.id = raw.id == null ? null : Number(raw.id);
    for (const [key, f] of fields) {
      const v = raw[key];
      if (v == null) out[key] = null;
      else if (f.kind === 'datetime')
        out[key] = formatLocalDateTime(v instanceof Date ? v : new Date(String(v)), timeZone);
      else if (f.kind === 'bool') out[key] = v === true || v === 't' || v === 'true';
      else if (['money', 'int', 'ref'].includes(f.kind)) out[key] = Number(v);
      else if (f.kind === 'dict' && typeof f.dict.items[0]?.value === 'number') out[key] = Number(v);
      else out[key] = v;
    }
    return out;
  };
}

/** One page of the report, with its total (and sums when the report has them). */
export async function reportPage(report: StaticReport, ctx: ReportCtx) {
  const { app, query } = ctx;
  const paging = resolvePaging(query as never);
  // no `count(*) over ()`: it would compute every row of the period (and its subqueries) before the page is cut
  const fast = report.page?.(ctx);
  const rows = await executeRaw<Record<string, unknown>>(
    app.db,
    fast
      ? fast.rows(paging.limit, paging.offset)
      : sql`${filteredRows(report, ctx)} order by ${orderOf(report, query)} limit ${paging.limit} offset ${paging.offset}`,
  );
  const lastPage = rows.length < paging.limit && (rows.length > 0 || paging.offset === 0);
  const countLimit = countLimitOf(paging, app.config.listCountLimit);
  const counted = lastPage
    ? paging.offset + rows.length
    : fast
      ? Number((await executeRaw<{ n: unknown }>(app.db, fast.count(countLimit + 1)))[0]?.n ?? 0)
      : await countRows(app.db, report, ctx, countLimit + 1);
  const serialize = serializer(report.view, app.config.timeZone);
  return {
    ...pageTotal(counted, countLimit),
    data: rows.map(serialize),
    current: paging.current,
    size: paging.size,
    ...(report.sum ? { sum: await report.sum(ctx, filteredRows(report, ctx)) } : {}),
  };
}

/** How many rows the filters select, counted up to `limit` when given. */
export async function countRows(db: Db, report: StaticReport, ctx: ReportCtx, limit?: number): Promise<number> {
  const capped = limit === undefined ? sql`` : sql` limit ${limit}`;
  const [row] = await executeRaw<{ n: unknown }>(
    db,
    sql`select count(*) as n from (${filteredRows(report, ctx)}${capped}) c`,
  );
  return Number(row?.n ?? 0);
}

/** The rows of one export batch: after the last id (keyed), or at an offset. */
export function batchRows(db: Db, report: StaticReport, ctx: ReportCtx, after: number, size: number) {
  const filtered = filteredRows(report, ctx);
  return executeRaw<Record<string, unknown>>(
    db,
    report.keyed
      ? sql`select * from (${filtered}) b where b.id > ${after} order by b.id limit ${size}`
      : sql`${filtered} order by ${orderOf(report, ctx.query)} limit ${size} offset ${after}`,
  );
}
