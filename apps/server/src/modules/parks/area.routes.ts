import { areaResource, parkResource, reviewCode } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { reviewRow } from '../../crud/review-routes';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, specIdLabel } from '../../platform/spec-params';

const areaInput = z.object(idParams('area'));
const parkInput = z.object(idParams('park'));
const remainCount = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().min(0).max(100000).optional(),
);
const remainLabels = (k: string) =>
  specIdLabel(k) ??
  (k === 'bigCarRemain' || k === 'remainNum' ? { zh: '剩余大车位', en: 'Large-vehicle stalls free' } : undefined);

export const areaRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/baseParkArea/successExamine',
    section: 'parks',
    summary: 'Approve a park area (AreaID in the query or body): a platform review',
    platformOnly: true,
    permission: reviewCode(areaResource),
    query: areaInput,
    body: areaInput,
    labels: specIdLabel,
    handler: async ({ app, access, lang, query, body, noteChange }) => {
      const areaId = idOf('area', query, body);
      return app.db.transaction(async (tx) => {
        const ctx = { app, tx, access, lang, noteChange };
        const { row, before } = await reviewRow(ctx, areaResource, areaId, 'approve');
        return { areaId, AreaID: areaId, examineState: row.examineState, before };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/baseParkArea/getMasterAreaSelect',
    section: 'parks',
    summary: "A park's master areas (those that are not sub-areas) as select options",
    query: parkInput,
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const parkId = idOf('park', query);
      await visibleOne(app.db, parkResource, access, parkId);
      const t = tableOf(areaResource);
      const rows = await app.db
        .select({ id: t.id, areaName: t.areaName, totalStalls: t.totalStalls })
        .from(t)
        .where(and(eq(t.parkId, parkId), isNull(t.parentId), visibleConditions(areaResource, access)))
        .orderBy(asc(t.sort), asc(t.id));
      return rows.map((r) => ({ label: r.areaName, value: r.id, totalStalls: r.totalStalls }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/monitor/carbignum/parkRemainCarbigNumDetails',
    section: 'parks',
    summary: "A park's large-vehicle stalls, area by area: how many, how many free",
    query: parkInput,
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const parkId = idOf('park', query);
      const park = await visibleOne(app.db, parkResource, access, parkId);
      const t = tableOf(areaResource);
      const areas = await app.db
        .select({
          areaId: t.id,
          areaName: t.areaName,
          parentId: t.parentId,
          bigCarStalls: t.bigCarStalls,
          bigCarRemain: t.bigCarRemain,
        })
        .from(t)
        .where(and(eq(t.parkId, parkId), visibleConditions(areaResource, access)))
        .orderBy(asc(t.sort), asc(t.id));
      const counted = areas.filter((a) => (a.bigCarStalls ?? 0) > 0);
      return {
        parkId,
        parkName: park.parkName,
        bigCarStalls: counted.reduce((s, a) => s + (a.bigCarStalls ?? 0), 0),
        bigCarRemain: counted.reduce((s, a) => s + (a.bigCarRemain ?? 0), 0),
        areas: counted.map((a) => ({ ...a, AreaID: a.areaId })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/plat/monitor/carbignum/updateAreaRemainCarbitNum',
    section: 'parks',
    summary: "Set how many of an area's large-vehicle stalls are free (0 up to its large-vehicle stalls)",
    permission: 'baseParkArea:edit',
    body: z.object({ ...idParams('area'), bigCarRemain: remainCount, remainNum: remainCount }),
    labels: remainLabels,
    handler: async ({ app, access, body }) => {
      const areaId = idOf('area', body);
      const remain = body.bigCarRemain ?? body.remainNum;
      if (remain === undefined) {
        throw badRequest({
          zh: '剩余大车位(bigCarRemain): 不能为空',
          en: 'Large-vehicle stalls free(bigCarRemain): is required',
        });
      }
      return app.db.transaction(async (tx) => {
        const area = await visibleOne(tx, areaResource, access, areaId);
        const big = area.bigCarStalls ?? 0;
        if (remain > big) {
          throw badRequest({
            zh: `剩余大车位(bigCarRemain): 不能超过该区域的大车位 ${big}`,
            en: `Large-vehicle stalls free(bigCarRemain): cannot exceed the area's ${big} large-vehicle stalls`,
          });
        }
        const t = tableOf(areaResource);
        await tx.update(t).set({ bigCarRemain: remain }).where(eq(t.id, areaId));
        return { areaId, AreaID: areaId, bigCarStalls: big, bigCarRemain: remain, before: area.bigCarRemain };
      });
    },
  }),
];
