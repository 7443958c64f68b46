import { parkInfoExtendResource, parkResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { crudRoutes } from '../../crud/crud-routes';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, specIdLabel } from '../../platform/spec-params';

const def = parkInfoExtendResource;
const base = '/api/updown/baseParkinfoExtend';

async function extendOf(db: Db, access: Access, parkId: number) {
  const t = tableOf(def);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.parkId, parkId), visibleConditions(def, access)))
    .limit(1);
  return row;
}

/** The park's details; a park without any answers empty ones (exists: false). */
function answer(park: RowOf<typeof parkResource>, row: RowOf<typeof def> | undefined, timeZone: string) {
  if (row) return { ...rowSerializer(def, timeZone)(row), exists: true };
  const empty = Object.fromEntries(Object.keys(def.fields).map((k) => [k, null]));
  return { id: null, parkId: park.id, companyId: park.companyId, ...empty, exists: false };
}

/**
 * The engine's own submit, saving by park (the declaration's upsertBy): the body names no row by id, so
 * the parkId it carries is the park's, not the row's.
 */
function engineSubmit(): AnyRoute {
  const [route] = crudRoutes({
    ...def,
    idParam: 'id',
    idAliases: [],
    routes: { list: [], detail: [], submit: ['submit'], remove: [], export: [] },
  });
  if (!route) throw new Error(`${def.module}: the engine made no submit route`);
  return route;
}
const submit = engineSubmit();

export const parkExtendRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/detail`,
    section: 'parks',
    summary: "A park's details for drivers (opening hours, contact, height limit, chargers), by parkId",
    query: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const park = await visibleOne(app.db, parkResource, access, idOf('park', query));
      return answer(park, await extendOf(app.db, access, park.id), app.config.timeZone);
    },
  }),
  defineRoute<unknown, Record<string, unknown> | undefined>({
    ...submit,
    summary: "Save a park's details (one per park, by parkId): fields sent are set, the others kept",
    permission: 'basePark:edit',
    permissionOf: undefined,
    handler: async (ctx) => {
      const { id: _rowId, ...body } = ctx.body ?? {};
      return Object.assign({}, await submit.handler({ ...ctx, body }), { exists: true });
    },
  }),
];
