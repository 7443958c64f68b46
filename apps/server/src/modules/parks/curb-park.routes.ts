import { idOfBody, idSchema, parkResource, type ResourceDef, submitFieldSchema } from '@parking/resources';
import { z } from 'zod';
import { checkReferences, checkUnique } from '../../crud/checks';
import { crudRoutes, findVisible } from '../../crud/crud-routes';
import type { HookCtx, Row } from '../../crud/hooks';
import { toColumns } from '../../crud/input';
import { scopeForWrite } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import { bumpAccessVersion } from '../../platform/auth/access';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute, type HandlerCtx } from '../../platform/route-table';
import { checkVillageCompany } from './park.hooks';
import { optionalId } from './visible';

const roadside = 10;
const roadsideLabel = { zh: '路侧停车场', en: 'Roadside park' };
const from = '/api/updown/basePark/';
const to = '/api/updown/curbPark/';

/** Roadside parks are parks of kind 10: curbPark answers the park engine's calls for those only. */
const curbView: ResourceDef = {
  ...parkResource,
  routes: {
    list: [{ path: 'list', fixed: { parkKind: roadside } }],
    detail: ['detail'],
    submit: ['submit'],
    remove: [{ path: 'remove', style: 'ids-query' }],
    export: [],
  },
};

const notRoadside = (ids: number[]) => notFound(roadsideLabel, ids.join(','));

/** Of these ids, those that name a visible park that is not roadside. */
async function offStreet(ctx: HandlerCtx<unknown, unknown>, ids: number[]): Promise<number[]> {
  const rows = await findVisible(ctx.app.db, parkResource, ctx.access, ids);
  return rows.filter((r) => r.parkKind !== roadside).map((r) => Number(r.id));
}

function roadsideOnly(route: AnyRoute): AnyRoute {
  const action = route.url.slice(from.length);
  const handler = route.handler;
  const wrapped: AnyRoute['handler'] = async (ctx) => {
    if (action === 'detail') {
      const row = (await handler(ctx)) as Row;
      if (row.parkKind !== roadside) throw notRoadside([Number(row.id)]);
      return row;
    }
    if (action === 'remove') {
      const wrong = await offStreet(ctx, (ctx.query as { ids: number[] }).ids);
      if (wrong.length) throw notRoadside(wrong);
      return handler(ctx);
    }
    const body = { ...((ctx.body ?? {}) as Record<string, unknown>) };
    if (body.parkKind != null && body.parkKind !== '' && String(body.parkKind) !== String(roadside)) {
      throw badRequest({
        zh: '类型(parkKind): 路侧停车场的类型只能是 10',
        en: 'Kind(parkKind): a roadside park is of kind 10',
      });
    }
    const id = idOfBody(parkResource, body);
    if (id === undefined) body.parkKind = roadside;
    else if (idSchema.safeParse(id).success) {
      const wrong = await offStreet(ctx, [Number(id)]);
      if (wrong.length) throw notRoadside(wrong);
    }
    return handler({ ...ctx, body });
  };
  return { ...route, url: `${to}${action}`, summary: `Roadside ${route.summary}`, handler: wrapped };
}

const nowireBody = z.object({
  parkName: submitFieldSchema(parkResource.fields.parkName, 'add'),
  parkCode: submitFieldSchema(parkResource.fields.parkCode, 'add'),
  companyId: optionalId,
  villageId: optionalId,
  regionId: optionalId,
  address: submitFieldSchema(parkResource.fields.address, 'add'),
  longitude: submitFieldSchema(parkResource.fields.longitude, 'add'),
  latitude: submitFieldSchema(parkResource.fields.latitude, 'add'),
  serviceEnd: submitFieldSchema(parkResource.fields.serviceEnd, 'add'),
  sectionName: z.string().trim().min(1).max(60).optional(),
  roadName: z.string().max(100).optional(),
  berthPrefix: z
    .string()
    .max(8)
    .refine((v) => /^[A-Za-z0-9-]*$/.test(v), {
      params: { msg: { zh: '只能是字母、数字和 -', en: 'letters, digits and - only' } },
    })
    .optional(),
  berthStart: z.number().int().min(0).max(99999).optional(),
  berthCount: z.number().int().min(1).max(500),
});
const nowireLabels = (k: string) =>
  ({
    ...Object.fromEntries(Object.entries(parkResource.fields).map(([key, f]) => [key, f.label])),
    companyId: { zh: '所属公司', en: 'Company' },
    sectionName: { zh: '泊位段名称', en: 'Section name' },
    roadName: { zh: '道路名称', en: 'Road' },
    berthPrefix: { zh: '泊位编号前缀', en: 'Berth number prefix' },
    berthStart: { zh: '起始编号', en: 'First number' },
    berthCount: { zh: '泊位数量', en: 'Berths' },
  })[k];

export const curbParkRoutes: AnyRoute[] = [
  ...crudRoutes(curbView).map(roadsideOnly),
  defineRoute({
    method: 'POST',
    url: '/api/updown/curbPark/addNowirePark',
    area: 'parks',
    summary:
      'Add a wireless roadside park in one step: the park, one berth section and berthCount numbered berths (prefix + number)',
    permission: 'basePark:add',
    body: nowireBody,
    labels: nowireLabels,
    handler: async ({ app, access, lang, body }) => {
      const count = body.berthCount;
      const start = body.berthStart ?? 1;
      const prefix = body.berthPrefix ?? '';
      const digits = Math.max(3, String(start + count - 1).length);
      const numbers = Array.from({ length: count }, (_, i) => `${prefix}${String(start + i).padStart(digits, '0')}`);
      const longest = numbers.reduce((m, n) => Math.max(m, n.length), 0);
      if (longest > 20) {
        throw badRequest({
          zh: '泊位编号前缀(berthPrefix): 编号超过 20 位',
          en: 'Berth number prefix(berthPrefix): numbers exceed 20 characters',
        });
      }
      return app.db.transaction(async (tx) => {
        const values: Row = {
          parkName: body.parkName,
          parkCode: body.parkCode ?? null,
          villageId: body.villageId ?? null,
          regionId: body.regionId ?? null,
          address: body.address ?? null,
          longitude: body.longitude ?? null,
          latitude: body.latitude ?? null,
          serviceEnd: body.serviceEnd ?? null,
          parkKind: roadside,
          wireless: true,
          totalStalls: count,
          freeStalls: count,
          ...(body.companyId !== undefined ? { companyId: body.companyId } : {}),
        };
        const hookCtx: HookCtx = { app, tx, access, lang, def: parkResource, shared: {} };
        await checkVillageCompany(hookCtx, values, null);
        Object.assign(values, await scopeForWrite(tx, parkResource, access, values, null));
        await checkReferences(tx, parkResource, access, values, null);
        const parks = tableOf('basePark');
        await checkUnique(tx, parkResource, parks, values, null);
        const stamp = { createdBy: access.userId, updatedBy: access.userId };
        const [park] = (await tx
          .insert(parks)
          .values({ ...toColumns(parkResource, values, app.config.timeZone), ...stamp } as never)
          .returning()) as Row[];
        const parkId = Number(park?.id);
        const owner = { parkId, companyId: Number(park?.companyId), ...stamp };
        const [section] = (await tx
          .insert(tableOf('curbPark/area'))
          .values({
            ...owner,
            sectionName: body.sectionName ?? body.parkName,
            roadName: body.roadName ?? null,
            longitude: body.longitude == null ? null : String(body.longitude),
            latitude: body.latitude == null ? null : String(body.latitude),
          } as never)
          .returning()) as Row[];
        await tx
          .insert(tableOf('door/rdBerth'))
          .values(numbers.map((berthNo) => ({ ...owner, sectionId: section?.id, berthNo })) as never);
        await bumpAccessVersion(tx);
        return {
          park: rowSerializer(parkResource, app.config.timeZone)(park as Row),
          sectionId: Number(section?.id),
          berths: count,
          firstBerthNo: numbers[0],
          lastBerthNo: numbers.at(-1),
        };
      });
    },
  }),
];
