import { parkResource, villageResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { monitorParks } from './monitor';
import { commandAnswer, recordCommands } from './park-commands';
import { labels, optionalId, paramLabels, requiredId, visibleOne } from './visible';

const base = '/api/updown/baseVillage';
const vidInput = z.object({ vid: optionalId, VID: optionalId });
const flag = z.preprocess(
  (v) => (v === 'true' || v === true ? 1 : v === 'false' || v === false ? 0 : typeof v === 'string' ? Number(v) : v),
  z.custom<0 | 1>((v) => v === 0 || v === 1, { params: { msg: { zh: '只能是 0 或 1', en: 'must be 0 or 1' } } }),
);
const villageLabels = (k: string) =>
  paramLabels(k) ??
  (
    {
      onOffFlag: { zh: '锁定开关', en: 'Lock switch' },
      content: { zh: '通知内容', en: 'Notice' },
    } as Record<string, { zh: string; en: string }>
  )[k];

async function visibleParksOf(tx: Tx, access: Access, vid: number) {
  const t = tableOf('basePark');
  return tx
    .select({ id: t.id, companyId: t.companyId })
    .from(t)
    .where(and(eq(t.villageId, vid), liveCondition(t), ...scopeConditions(parkResource, t, access)));
}

export const villageRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/successExamine`,
    area: 'parks',
    summary: 'Approve a village (vid): a platform review',
    platformOnly: true,
    permission: 'baseVillage:edit',
    query: vidInput,
    body: vidInput,
    labels: paramLabels,
    handler: async ({ app, access, query, body }) => {
      const vid = requiredId(labels.village, ['vid', 'VID'], query, body ?? {});
      return app.db.transaction(async (tx) => {
        const village = await visibleOne(tx, villageResource, access, vid);
        const t = tableOf('baseVillage');
        await tx
          .update(t)
          .set({ examineState: 1, updatedAt: new Date(), updatedBy: access.userId })
          .where(eq(t.id, vid));
        return { vid, examineState: 1, before: village.examineState };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/TurnOnOffLock`,
    area: 'parks',
    summary: "Lock (onOffFlag 1) or unlock (0) a village; a command for each of its parks' devices is recorded",
    permission: 'baseVillage:edit',
    query: z.object({ vid: optionalId, VID: optionalId, onOffFlag: flag.optional() }),
    body: z.object({ vid: optionalId, VID: optionalId, onOffFlag: flag.optional() }),
    labels: villageLabels,
    handler: async ({ app, access, query, body, lang }) => {
      const vid = requiredId(labels.village, ['vid', 'VID'], query, body ?? {});
      const on = body?.onOffFlag ?? query.onOffFlag;
      if (on === undefined) {
        throw badRequest({ zh: '锁定开关(onOffFlag): 不能为空', en: 'Lock switch(onOffFlag): is required' });
      }
      const locked = on === 1;
      return app.db.transaction(async (tx) => {
        await visibleOne(tx, villageResource, access, vid);
        const t = tableOf('baseVillage');
        await tx.update(t).set({ locked, updatedAt: new Date(), updatedBy: access.userId }).where(eq(t.id, vid));
        const parks = await visibleParksOf(tx, access, vid);
        const commands = await recordCommands(
          tx,
          access,
          parks.map((p) => ({
            parkId: Number(p.id),
            companyId: Number(p.companyId),
            villageId: vid,
            command: locked ? 'villageLock' : 'villageUnlock',
          })),
        );
        return { vid, locked, commands: commands.map((c) => commandAnswer(c, lang)) };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/mqttNoticeDown`,
    area: 'parks',
    summary: "Push a notice (content) to the devices of a village's parks: one command per park is recorded",
    permission: 'baseVillage:edit',
    query: vidInput,
    body: z.object({ vid: optionalId, VID: optionalId, content: z.string().max(500).optional() }),
    labels: villageLabels,
    handler: async ({ app, access, query, body, lang }) => {
      const vid = requiredId(labels.village, ['vid', 'VID'], query, body ?? {});
      return app.db.transaction(async (tx) => {
        await visibleOne(tx, villageResource, access, vid);
        const parks = await visibleParksOf(tx, access, vid);
        const commands = await recordCommands(
          tx,
          access,
          parks.map((p) => ({
            parkId: Number(p.id),
            companyId: Number(p.companyId),
            villageId: vid,
            command: 'mqttNoticeDown',
            content: body?.content ?? null,
          })),
        );
        return { vid, commands: commands.map((c) => commandAnswer(c, lang)) };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/monitor`,
    area: 'parks',
    summary: "A village at a glance: its review and lock state, and each of its parks' stalls, gates and booths",
    query: vidInput,
    labels: paramLabels,
    handler: async ({ app, access, query }) => {
      const vid = requiredId(labels.village, ['vid', 'VID'], query);
      const village = await visibleOne(app.db, villageResource, access, vid);
      const parks = await monitorParks(app.db, access, [eq(tableOf('basePark').villageId, vid)]);
      const totalStalls = parks.reduce((s, p) => s + p.totalStalls, 0);
      const freeStalls = parks.reduce((s, p) => s + p.freeStalls, 0);
      return {
        vid,
        name: village.name,
        address: village.address,
        examineState: village.examineState,
        locked: village.locked,
        totalStalls,
        freeStalls,
        waitingCommands: parks.reduce((s, p) => s + p.waitingCommands, 0),
        parks,
      };
    },
  }),
];
