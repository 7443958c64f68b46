import {
  allFields,
  fieldLabel,
  idOfBody,
  idSchema,
  type ListRoute,
  listQuerySchema,
  listRoutePath,
  permissionCode,
  type ResourceDef,
  resolvePaging,
  routeUrl,
  submitSchema,
} from '@parking/resources';
import { and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { executeRaw } from '../db/named-statement';
import { engineTableOf } from '../db/schema';
import type { Access, AppContext } from '../platform/context';
import { badRequest, notFound } from '../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../platform/route-table';
import { parseInput } from '../platform/validation';
import { countUpTo, exportOrBackground } from './background-export';
import { inLanguage } from './bilingual-fields';
import { derivationFor } from './derived-state';
import { exportXlsx } from './export-xlsx';
import type { Row } from './hooks';
import { idsText } from './id-params';
import { filterConditions, fixedConditions, orderBy, periodSort } from './list-query';
import { countLimitOf, pageTotal as totalOf } from './page-total';
import { reviewRoutes } from './review-routes';
import { removeRows, saveRow } from './save-row';
import { liveCondition, scopeConditions, visibleConditions } from './scope';
import { driverRowSerializer, rowSerializer } from './serialize';
import { findVisible } from './visible-rows';

const pageTotal = '__pageTotal';

export async function listRows(
  app: AppContext,
  def: ResourceDef,
  access: Access,
  query: Record<string, unknown>,
  route: ListRoute = 'list',
) {
  const table = engineTableOf(def);
  const paging = resolvePaging(query as never);
  const where = and(
    visibleConditions(def, access),
    ...fixedConditions(def, route),
    ...filterConditions(def, query, app.config.timeZone),
  );
  const countLimit = countLimitOf(paging, app.config.listCountLimit);
  const filtered = where ? sql`where ${where}` : sql``;
  const counted = sql`(select count(*) from (select 1 from ${table} ${filtered} limit ${countLimit + 1}) c)`;
  // the page carries the total in one statement; only a page past the end asks for it again
  const rows = await executeRaw<Row>(
    app.db,
    sql`select ${table}.*, ${counted} as ${sql.identifier(pageTotal)} from ${table} ${filtered}
      order by ${sql.join(orderBy(def, (query.sort as string | undefined) || periodSort(def, query)), sql`, `)}
      limit ${paging.limit} offset ${paging.offset}`,
  );
  const counts =
    rows.length > 0
      ? Number(rows[0]?.[pageTotal])
      : paging.offset > 0
        ? Number((await executeRaw<{ n: unknown }>(app.db, sql`select ${counted} as n`))[0]?.n ?? 0)
        : 0;
  const serialize = driverRowSerializer(def, app.config.timeZone, await derivationFor(app.db, def));
  return {
    ...totalOf(counts, countLimit),
    data: rows.map(serialize),
    current: paging.current,
    size: paging.size,
  };
}

async function submit(ctx: HandlerCtx<unknown, Record<string, unknown>>, def: ResourceDef) {
  const { app, lang } = ctx;
  const raw = (ctx.body ?? {}) as Record<string, unknown>;
  const rawId = idOfBody(def, raw);
  const labels = (k: string) => fieldLabel(def, k);
  const id =
    rawId === undefined ? undefined : parseInput(idSchema, rawId, lang, 'body', () => ({ zh: '编号', en: 'Id' }));
  const values = parseInput(submitSchema(def, id === undefined ? 'add' : 'update'), raw, lang, 'body', labels);
  return app.db.transaction(async (tx) => (await saveRow({ ...ctx, tx }, def, values, { id })).answer);
}

async function remove(ctx: HandlerCtx<unknown, unknown>, def: ResourceDef, ids: number[]) {
  await ctx.app.db.transaction((tx) => removeRows({ ...ctx, tx }, def, ids));
  return { removed: ids.length };
}

/** Every generic route of one resource, derived from its declaration. */
export function crudRoutes(def: ResourceDef): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const labels = (k: string) => fieldLabel(def, k);
  const listQuery = listQuerySchema(def);
  // a secret field is masked in every log of the call, whatever its name
  const secrets = Object.entries(allFields(def)).flatMap(([k, f]) => (f.secret ? [k] : []));
  const common = { section: def.section, resource: def.module, labels, platformOnly: def.platformOnly, secrets };
  for (const route of def.routes.list) {
    routes.push(
      defineRoute({
        ...common,
        method: 'GET',
        url: routeUrl(def, listRoutePath(route)),
        summary: `${def.label.en}: paged list`,
        query: listQuery,
        handler: async ({ app, access, query, lang }) => {
          const page = await listRows(app, def, access, query as Record<string, unknown>, route);
          return { ...page, data: page.data.map(inLanguage(def, lang)) };
        },
      }),
    );
  }
  const idNames = [...new Set([def.idParam, 'id', ...(def.idAliases ?? [])])];
  const detailQuery = z.object(Object.fromEntries(idNames.map((n) => [n, idSchema.optional()])));
  for (const path of def.routes.detail) {
    routes.push(
      defineRoute({
        ...common,
        method: 'GET',
        url: routeUrl(def, path),
        summary: `${def.label.en}: one row by ${def.idParam}`,
        query: detailQuery,
        handler: async ({ app, access, query, lang }) => {
          const q = query as Record<string, number | undefined>;
          const id = idNames.map((n) => q[n]).find((v) => v !== undefined);
          if (id === undefined) {
            throw badRequest({ zh: `编号(${def.idParam}): 不能为空`, en: `Id(${def.idParam}): is required` });
          }
          const [row] = await findVisible(app.db, def, access, [id]);
          if (!row) throw notFound(def.label, id);
          return inLanguage(def, lang)(rowSerializer(def, app.config.timeZone, await derivationFor(app.db, def))(row));
        },
      }),
    );
  }
  for (const path of def.routes.submit) {
    routes.push({
      ...common,
      method: 'POST',
      url: routeUrl(def, path),
      summary: `${def.label.en}: add (no id) or update (with id)`,
      body: z.record(z.string(), z.unknown()),
      permission: undefined,
      permissionOf: ({ body }: { body: unknown }) =>
        permissionCode(def, idOfBody(def, (body ?? {}) as Record<string, unknown>) === undefined ? 'add' : 'edit'),
      handler: (ctx: HandlerCtx<unknown, Record<string, unknown>>) => submit(ctx, def),
    } as AnyRoute);
  }
  for (const r of def.routes.remove) {
    const url = routeUrl(def, r.path);
    const removeCommon = {
      ...common,
      url,
      permission: permissionCode(def, 'delete'),
      summary: `${def.label.en}: remove`,
    };
    if (r.style === 'json-body') {
      routes.push(
        defineRoute({
          ...removeCommon,
          method: 'POST',
          body: z.object({ ids: z.array(idSchema).min(1).max(1000) }),
          handler: (ctx) => remove(ctx, def, [...new Set(ctx.body.ids)]),
        }),
      );
    } else if (r.style === 'id-get') {
      routes.push(
        defineRoute({
          ...removeCommon,
          method: 'GET',
          mutating: true,
          query: z.object({ id: idSchema }),
          handler: (ctx) => remove(ctx, def, [ctx.query.id]),
        }),
      );
    } else {
      routes.push(
        defineRoute({
          ...removeCommon,
          method: r.style === 'delete' ? 'DELETE' : 'POST',
          query: z.object({ ids: idsText }),
          handler: (ctx) => remove(ctx, def, ctx.query.ids),
        }),
      );
    }
  }
  for (const route of def.routes.export) {
    routes.push(
      defineRoute({
        ...common,
        method: 'GET',
        url: routeUrl(def, listRoutePath(route)),
        summary: `${def.label.en}: export the filtered list as xlsx`,
        permission: permissionCode(def, 'export'),
        query: listQuery,
        file: true,
        handler: async ({ app, access, query, lang, req }) => {
          const table = engineTableOf(def);
          const q = query as Record<string, unknown>;
          const conditions: SQL[] = [
            ...scopeConditions(def, access),
            ...fixedConditions(def, route),
            ...filterConditions(def, q, app.config.timeZone),
          ];
          const derive = await derivationFor(app.db, def);
          // counting first also means a filter the database refuses answers an error, not a file cut off midway
          return exportOrBackground(
            { app, access },
            {
              title: def.label[lang],
              source: routeUrl(def, listRoutePath(route)),
              filters: q,
              count: (db, limit) => countUpTo(db, table, and(...conditions, liveCondition(table)), limit),
              stream: (db, onProgress, onError) =>
                exportXlsx(
                  db,
                  def,
                  conditions,
                  lang,
                  app.config.timeZone,
                  (err) => {
                    req.log.error({ err }, 'export failed');
                    onError(err);
                  },
                  derive,
                  onProgress,
                ),
            },
          );
        },
      }),
    );
  }
  routes.push(...reviewRoutes(def));
  return routes;
}
