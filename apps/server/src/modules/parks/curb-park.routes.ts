import type { Message } from '@parking/domain';
import {
  berthResource,
  berthSectionResource,
  idOfBody,
  idSchema,
  parkKind,
  parkResource,
  type ResourceDef,
  submitFieldSchema,
} from '@parking/resources';
import { z } from 'zod';
import { crudRoutes } from '../../crud/crud-routes';
import { saveRow } from '../../crud/save-row';
import { findVisible } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import type { Access } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';

const roadside = parkKind.values.roadside;
const roadsideLabel = { zh: '路侧停车场', en: 'Roadside park' };
const from = '/api/updown/basePark/';
const to = '/api/updown/curbPark/';

/** curbPark answers the park engine's calls for roadside parks only. */
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

const notRoadside = (ids: unknown[]) => notFound(roadsideLabel, ids.join(','));

/** Of these ids, those that name a visible park that is not roadside. */
async function offStreet(db: Db, access: Access, ids: number[]): Promise<number[]> {
  const rows = await findVisible(db, parkResource, access, ids);
  return rows.filter((r) => r.parkKind !== roadside).map((r) => r.id);
}

/** The id and kind of a park as the detail answers it. */
function parkOfAnswer(answer: unknown): { id?: unknown; parkKind?: unknown } {
  if (typeof answer !== 'object' || answer === null) return {};
  return {
    id: 'id' in answer ? answer.id : undefined,
    parkKind: 'parkKind' in answer ? answer.parkKind : undefined,
  };
}

function roadsideOnly(route: AnyRoute): AnyRoute {
  const action = route.url.slice(from.length);
  const inner = route.handler;
  const base = { ...route, url: `${to}${action}`, summary: `Roadside ${route.summary}` };
  if (action === 'detail') {
    return defineRoute<unknown, unknown>({
      ...base,
      handler: async (ctx) => {
        const answer = await inner(ctx);
        const park = parkOfAnswer(answer);
        if (park.parkKind !== roadside) throw notRoadside([park.id]);
        return answer;
      },
    });
  }
  if (action === 'remove') {
    return defineRoute<{ ids: number[] }, unknown>({
      ...base,
      handler: async (ctx) => {
        const wrong = await offStreet(ctx.app.db, ctx.access, ctx.query.ids);
        if (wrong.length) throw notRoadside(wrong);
        return inner(ctx);
      },
    });
  }
  if (action === 'submit') {
    return defineRoute<unknown, Record<string, unknown> | undefined>({
      ...base,
      handler: async (ctx) => {
        const body = { ...ctx.body };
        const kind = body.parkKind;
        if (kind != null && kind !== '' && kind !== roadside && kind !== String(roadside)) {
          throw badRequest({
            zh: `类型(parkKind): 路侧停车场的类型只能是 ${roadside}`,
            en: `Kind(parkKind): a roadside park is of kind ${roadside}`,
          });
        }
        const rawId = idOfBody(parkResource, body);
        const id = idSchema.safeParse(rawId);
        if (rawId === undefined) body.parkKind = roadside;
        else if (id.success) {
          const wrong = await offStreet(ctx.app.db, ctx.access, [id.data]);
          if (wrong.length) throw notRoadside(wrong);
        }
        return inner({ ...ctx, body });
      },
    });
  }
  return base;
}

const fields = parkResource.fields;

const nowireBody = z.object({
  parkName: submitFieldSchema(fields.parkName, 'add'),
  parkCode: submitFieldSchema(fields.parkCode, 'add'),
  companyId: optionalId,
  villageId: optionalId,
  regionId: optionalId,
  address: submitFieldSchema(fields.address, 'add'),
  longitude: submitFieldSchema(fields.longitude, 'add'),
  latitude: submitFieldSchema(fields.latitude, 'add'),
  serviceEnd: submitFieldSchema(fields.serviceEnd, 'add'),
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
const nowireOwnLabels: Record<string, Message> = {
  companyId: { zh: '所属公司', en: 'Company' },
  sectionName: { zh: '泊位段名称', en: 'Section name' },
  roadName: { zh: '道路名称', en: 'Road' },
  berthPrefix: { zh: '泊位编号前缀', en: 'Berth number prefix' },
  berthStart: { zh: '起始编号', en: 'First number' },
  berthCount: { zh: '泊位数量', en: 'Berths' },
};
const parkLabels: Record<string, Message> = Object.fromEntries(
  Object.entries(parkResource.fields).map(([key, f]) => [key, f.label]),
);
const nowireLabels = (k: string) => nowireOwnLabels[k] ?? parkLabels[k];

/** The berth numbers of a new roadside park: prefix and number, padded to at least three digits. */
function berthNumbers(prefix: string, start: number, count: number): string[] {
  const digits = Math.max(3, String(start + count - 1).length);
  const numbers = Array.from({ length: count }, (_, i) => `${prefix}${String(start + i).padStart(digits, '0')}`);
  const max = berthResource.fields.berthNo.max;
  if (numbers.some((n) => n.length > max)) {
    throw badRequest({
      zh: `泊位编号前缀(berthPrefix): 编号超过 ${max} 位`,
      en: `Berth number prefix(berthPrefix): numbers exceed ${max} characters`,
    });
  }
  return numbers;
}

/** The section is named after the park unless named: the park's name must then fit a section's. */
function sectionNameOf(sectionName: string | undefined, parkName: string): string {
  if (sectionName !== undefined) return sectionName;
  const max = berthSectionResource.fields.sectionName.max;
  if (parkName.length > max) {
    throw badRequest({
      zh: `泊位段名称(sectionName): 停车场名称超过 ${max} 个字符，请给出泊位段名称`,
      en: `Section name(sectionName): the park name is longer than ${max} characters; name the section`,
    });
  }
  return parkName;
}

export const curbParkRoutes: AnyRoute[] = [
  ...crudRoutes(curbView).map(roadsideOnly),
  defineRoute({
    method: 'POST',
    url: '/api/updown/curbPark/addNowirePark',
    section: 'parks',
    summary:
      'Add a wireless roadside park in one step: the park, one berth section and berthCount numbered berths (prefix + number)',
    permission: 'basePark:add',
    body: nowireBody,
    labels: nowireLabels,
    handler: async (ctx) => {
      const { app, body } = ctx;
      const count = body.berthCount;
      const numbers = berthNumbers(body.berthPrefix ?? '', body.berthStart ?? 1, count);
      const sectionName = sectionNameOf(body.sectionName, body.parkName);
      return app.db.transaction(async (tx) => {
        const write = { ...ctx, tx };
        const park = await saveRow(write, parkResource, {
          parkName: body.parkName,
          parkCode: body.parkCode,
          companyId: body.companyId,
          villageId: body.villageId,
          regionId: body.regionId,
          address: body.address,
          longitude: body.longitude,
          latitude: body.latitude,
          serviceEnd: body.serviceEnd,
          parkKind: roadside,
          wireless: true,
          totalStalls: count,
          freeStalls: count,
        });
        const parkId = park.row.id;
        const section = await saveRow(write, berthSectionResource, {
          parkId,
          sectionName,
          roadName: body.roadName,
          longitude: body.longitude,
          latitude: body.latitude,
        });
        for (const berthNo of numbers) {
          await saveRow(write, berthResource, { parkId, sectionId: section.row.id, berthNo });
        }
        return {
          park: park.answer,
          sectionId: section.row.id,
          berths: count,
          firstBerthNo: numbers[0],
          lastBerthNo: numbers.at(-1),
        };
      });
    },
  }),
];
