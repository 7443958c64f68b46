import { areaResource, parkResource } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { labels, optionalId, paramLabels, requiredId, visibleOne } from './visible';

const areaInput = z.object({ AreaID: optionalId, areaId: optionalId });
const parkInput = z.object({ parkId: optionalId, PKID: optionalId });
const remainCount = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().min(0).max(100000).optional(),
);
const remainLabels = (k: string) =>
  paramLabels(k) ??
  (k === 'bigCarRemain' || k === 'remainNum' ? { zh: '剩余大车位', en: 'Large-vehicle stalls free' } : undefined);

export const areaRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/baseParkArea/successExamine',
    area: 'parks',
    summary: 'Approve a park area (AreaID in the query or body): a platform review',
    platformOnly: true,
    permission: 'baseParkArea:edit',
    query: areaInput,
    body: areaInput,
    labels: paramLabels,
    handler: async ({ app, access, query, body }) => {
      const areaId = requiredId(labels.area, ['AreaID', 'areaId'], query, body ?? {});
      return app.db.transaction(async (tx) => {
        const area = await visibleOne(tx, areaResource, access, areaId);
        const t = tableOf('baseParkArea');
        await tx
          .update(t)
          .set({ examineState: 1, updatedAt: new Date(), updatedBy: access.userId })
          .where(eq(t.id, areaId));
        return { areaId, AreaID: areaId, examineState: 1, before: area.examineState };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkArea/getMasterAreaSelect',
    area: 'parks',
    summary: "A park's master areas (those that are not sub-areas) as select options",
    query: parkInput,
    labels: paramLabels,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      await visibleOne(app.db, parkResource, access, parkId);
      const t = tableOf('baseParkArea');
      const rows = await app.db
        .select({ id: t.id, areaName: t.areaName, totalStalls: t.totalStalls })
        .from(t)
        .where(
          and(eq(t.parkId, parkId), isNull(t.parentId), liveCondition(t), ...scopeConditions(areaResource, t, access)),
        )
        .orderBy(asc(t.sort), asc(t.id));
      return rows.map((r) => ({ label: r.areaName, value: r.id, totalStalls: r.totalStalls }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/monitor/carbignum/parkRemainCarbigNumDetails',
    area: 'parks',
    summary: "A park's large-vehicle stalls, area by area: how many, how many free",
    query: parkInput,
    labels: paramLabels,
    handler: async ({ app, access, query }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query);
      const park = await visibleOne(app.db, parkResource, access, parkId);
      const t = tableOf('baseParkArea');
      const areas = await app.db
        .select({
          areaId: t.id,
          areaName: t.areaName,
          parentId: t.parentId,
          bigCarStalls: t.bigCarStalls,
          bigCarRemain: t.bigCarRemain,
        })
        .from(t)
        .where(and(eq(t.parkId, parkId), liveCondition(t), ...scopeConditions(areaResource, t, access)))
        .orderBy(asc(t.sort), asc(t.id));
      const counted = areas.filter((a) => Number(a.bigCarStalls) > 0);
      return {
        parkId,
        parkName: park.parkName,
        bigCarStalls: counted.reduce((s, a) => s + Number(a.bigCarStalls), 0),
        bigCarRemain: counted.reduce((s, a) => s + Number(a.bigCarRemain), 0),
        areas: counted.map((a) => ({ ...a, AreaID: a.areaId })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/plat/monitor/carbignum/updateAreaRemainCarbitNum',
    area: 'parks',
    summary: "Set how many of an area's large-vehicle stalls are free (0 up to its large-vehicle stalls)",
    permission: 'baseParkArea:edit',
    body: z.object({ AreaID: optionalId, areaId: optionalId, bigCarRemain: remainCount, remainNum: remainCount }),
    labels: remainLabels,
    handler: async ({ app, access, body }) => {
      const areaId = requiredId(labels.area, ['AreaID', 'areaId'], body);
      const remain = body.bigCarRemain ?? body.remainNum;
      if (remain === undefined) {
        throw badRequest({
          zh: '剩余大车位(bigCarRemain): 不能为空',
          en: 'Large-vehicle stalls free(bigCarRemain): is required',
        });
      }
      return app.db.transaction(async (tx) => {
        const area = await visibleOne(tx, areaResource, access, areaId);
        const big = Number(area.bigCarStalls ?? 0);
        if (remain > big) {
          throw badRequest({
            zh: `剩余大车位(bigCarRemain): 不能超过该区域的大车位 ${big}`,
            en: `Large-vehicle stalls free(bigCarRemain): cannot exceed the area's ${big} large-vehicle stalls`,
          });
        }
        const t = tableOf('baseParkArea');
        await tx
          .update(t)
          .set({ bigCarRemain: remain, updatedAt: new Date(), updatedBy: access.userId })
          .where(eq(t.id, areaId));
        return { areaId, AreaID: areaId, bigCarStalls: big, bigCarRemain: remain, before: area.bigCarRemain };
      });
    },
  }),
];
