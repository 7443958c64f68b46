import type { Message } from '@parking/domain';
import { berthResource, dictSchema, offlineNoticeType, parkResource, villageResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import type { NewRowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalIdOf, specIdLabel } from '../../platform/spec-params';
import { monitorParks, monitorVillages } from './monitor';
import { StallLedger } from './stall-ledger';
import { areaStallSum, checkFreeWithinTotal } from './stalls';

const base = '/api/updown/plat/basepark';
const vidInput = z.object(idParams('village'));
const stallCount = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().min(0).max(100000).optional(),
);
const ownLabels: Record<string, Message> = {
  totalStalls: { zh: '总车位', en: 'Total stalls' },
  freeStalls: { zh: '空余车位', en: 'Free stalls' },
  type: offlineNoticeType.label,
};
const stallLabels = (k: string) => specIdLabel(k) ?? ownLabels[k];

/** The parks of a village the caller sees (the village must be visible too). */
async function villageParks(db: Db, access: Access, vid: number) {
  const village = await visibleOne(db, villageResource, access, vid);
  const t = tableOf(parkResource);
  const where = and(eq(t.villageId, vid), visibleConditions(parkResource, access));
  return { village, t, where };
}

type ParkFlags = Pick<NewRowOf<typeof parkResource>, 'derateBanner' | 'alipayEnabled' | 'cheFuShow'>;

/** Sets a flag on every park of a village: the answer names the parks changed (none when it has none). */
function villageFlagRoute(path: string, summary: string, set: ParkFlags): AnyRoute {
  return defineRoute({
    method: 'POST',
    url: `${base}/${path}`,
    section: 'parks',
    summary,
    permission: 'basePark:edit',
    query: vidInput,
    body: vidInput,
    labels: specIdLabel,
    handler: async ({ app, access, query, body }) => {
      const vid = idOf('village', query, body);
      return app.db.transaction(async (tx) => {
        const { t, where } = await villageParks(tx, access, vid);
        const changed = await tx.update(t).set(set).where(where).returning({ id: t.id });
        return { vid, changed: changed.length, parkIds: changed.map((r) => r.id) };
      });
    },
  });
}

export const monitorRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/updateStallNum`,
    section: 'parks',
    summary: "Set a park's total and free stalls; with neither given, count them from its master areas (or its berths)",
    permission: 'basePark:edit',
    body: z.object({ ...idParams('park'), totalStalls: stallCount, freeStalls: stallCount }),
    labels: stallLabels,
    handler: async ({ app, access, body }) => {
      const parkId = idOf('park', body);
      return app.db.transaction(async (tx) => {
        const park = await visibleOne(tx, parkResource, access, parkId);
        // the gate moves these counts too: counted under the same locks it takes
        const stalls = await StallLedger.lockParks(tx, [parkId]);
        const areas = await areaStallSum(tx, parkId, null);
        let total: number;
        let free: number;
        let source: 'given' | 'areas' | 'berths';
        if (body.totalStalls === undefined && body.freeStalls === undefined) {
          if (areas.n > 0) {
            [total, free, source] = [areas.total, areas.free, 'areas'];
          } else {
            const b = tableOf(berthResource);
            const berths = await tx
              .select({ hasCar: b.hasCar })
              .from(b)
              .where(and(eq(b.parkId, parkId), liveCondition(b)));
            if (!berths.length) {
              throw badRequest({
                zh: '总车位(totalStalls): 该停车场没有区域或泊位可统计，请直接填写',
                en: 'Total stalls(totalStalls): the park has no areas or berths to count; give the numbers',
              });
            }
            [total, free, source] = [berths.length, berths.filter((x) => !x.hasCar).length, 'berths'];
          }
        } else {
          total = body.totalStalls ?? park.totalStalls ?? 0;
          free = body.freeStalls ?? park.freeStalls ?? 0;
          source = 'given';
          if (total < areas.total) {
            throw badRequest({
              zh: `总车位(totalStalls): 不能少于各区域车位之和 ${areas.total}`,
              en: `Total stalls(totalStalls): cannot be fewer than the ${areas.total} stalls of its areas`,
            });
          }
        }
        checkFreeWithinTotal(total, free);
        const t = tableOf(parkResource);
        await tx.update(t).set({ totalStalls: total }).where(eq(t.id, parkId));
        stalls.recount(parkId, free);
        await stalls.write(tx);
        return {
          parkId,
          totalStalls: total,
          freeStalls: free,
          source,
          areaStalls: areas.total,
          before: { totalStalls: park.totalStalls, freeStalls: park.freeStalls },
        };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getMonitorParks`,
    section: 'parks',
    summary: 'Visible parks for the monitor: stalls used and free, occupancy %, gates, booths online, commands waiting',
    query: z.object(idParams('village', 'park')),
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const t = tableOf(parkResource);
      const vid = optionalIdOf('village', query);
      const parkId = optionalIdOf('park', query);
      return monitorParks(app.db, access, [
        ...(vid !== undefined ? [eq(t.villageId, vid)] : []),
        ...(parkId !== undefined ? [eq(t.id, parkId)] : []),
      ]);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getMonitorVillage`,
    section: 'parks',
    summary: 'Visible villages for the monitor: parks, stalls and occupancy added up, review and lock state',
    query: vidInput,
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const vid = optionalIdOf('village', query);
      return monitorVillages(app.db, access, vid !== undefined ? [eq(tableOf(villageResource).id, vid)] : []);
    },
  }),
  villageFlagRoute('closeDerateBanner', 'Hide the discount banner on every park of a village (vid)', {
    derateBanner: false,
  }),
  villageFlagRoute('closeAlipay', 'Turn Alipay payment off on every park of a village (vid)', {
    alipayEnabled: false,
  }),
  villageFlagRoute('closeCheFuShow', 'Stop the CheFu display on every park of a village (vid)', { cheFuShow: false }),
  defineRoute({
    method: 'POST',
    url: `${base}/openOfflineNoticeByVid`,
    section: 'parks',
    summary: 'Choose how the parks of a village tell their staff that devices went offline (type; 0 turns it off)',
    permission: 'basePark:edit',
    query: z.object({ ...idParams('village'), type: dictSchema(offlineNoticeType).optional() }),
    body: z.object({ ...idParams('village'), type: dictSchema(offlineNoticeType).optional() }),
    labels: stallLabels,
    handler: async ({ app, access, query, body }) => {
      const vid = idOf('village', query, body);
      const type = body?.type ?? query.type ?? offlineNoticeType.values.sms;
      return app.db.transaction(async (tx) => {
        const { t, where } = await villageParks(tx, access, vid);
        const changed = await tx.update(t).set({ offlineNotice: type }).where(where).returning({ id: t.id });
        return { vid, type, changed: changed.length, parkIds: changed.map((r) => r.id) };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getOfflineNoticeDetailByVid`,
    section: 'parks',
    summary: 'How each park of a village tells its staff that devices went offline',
    query: vidInput,
    labels: specIdLabel,
    handler: async ({ app, access, query, lang }) => {
      const vid = idOf('village', query);
      const { village, t, where } = await villageParks(app.db, access, vid);
      const parks = await app.db
        .select({ parkId: t.id, parkName: t.parkName, offlineNotice: t.offlineNotice })
        .from(t)
        .where(where);
      const name = (v: unknown) => offlineNoticeType.items.find((i) => i.value === v)?.label[lang] ?? null;
      const types = [...new Set(parks.map((p) => p.offlineNotice))];
      return {
        vid,
        name: village.name,
        type: types.length === 1 ? types[0] : null,
        typeName: types.length === 1 ? name(types[0]) : null,
        parks: parks.map((p) => ({ ...p, offlineNoticeName: name(p.offlineNotice) })),
      };
    },
  }),
];
