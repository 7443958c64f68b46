import type { Message } from '@parking/domain';
import { parkCommandType, parkResource, reviewCode, villageResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { reviewRow } from '../../crud/review-routes';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, specIdLabel } from '../../platform/spec-params';
import { monitorParks } from './monitor';
import { commandAnswer, recordCommands } from './park-commands';

const base = '/api/updown/baseVillage';
const vidInput = z.object(idParams('village'));
const flag = z.preprocess(
  (v) => (v === 'true' || v === true ? 1 : v === 'false' || v === false ? 0 : typeof v === 'string' ? Number(v) : v),
  z.custom<0 | 1>((v) => v === 0 || v === 1, { params: { msg: { zh: '只能是 0 或 1', en: 'must be 0 or 1' } } }),
);
const ownLabels: Record<string, Message> = {
  onOffFlag: { zh: '锁定开关', en: 'Lock switch' },
  content: { zh: '通知内容', en: 'Notice' },
};
const villageLabels = (k: string) => specIdLabel(k) ?? ownLabels[k];

async function visibleParksOf(db: Db, access: Access, vid: number) {
  const t = tableOf(parkResource);
  return db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.villageId, vid), visibleConditions(parkResource, access)));
}

export const villageRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: `${base}/successExamine`,
    section: 'parks',
    summary: 'Approve a village (vid): a platform review',
    platformOnly: true,
    permission: reviewCode(villageResource),
    query: vidInput,
    body: vidInput,
    labels: specIdLabel,
    handler: async ({ app, access, lang, query, body, noteChange }) => {
      const vid = idOf('village', query, body);
      return app.db.transaction(async (tx) => {
        const ctx = { app, tx, access, lang, noteChange };
        const { row, before } = await reviewRow(ctx, villageResource, vid, 'approve');
        return { vid, examineState: row.examineState, before };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/TurnOnOffLock`,
    section: 'parks',
    summary: "Lock (onOffFlag 1) or unlock (0) a village; a command for each of its parks' devices is recorded",
    permission: 'baseVillage:edit',
    query: z.object({ ...idParams('village'), onOffFlag: flag.optional() }),
    body: z.object({ ...idParams('village'), onOffFlag: flag.optional() }),
    labels: villageLabels,
    handler: async (ctx) => {
      const { app, access, query, body, lang } = ctx;
      const vid = idOf('village', query, body);
      const on = body?.onOffFlag ?? query.onOffFlag;
      if (on === undefined) {
        throw badRequest({ zh: '锁定开关(onOffFlag): 不能为空', en: 'Lock switch(onOffFlag): is required' });
      }
      const locked = on === 1;
      return app.db.transaction(async (tx) => {
        await visibleOne(tx, villageResource, access, vid);
        const t = tableOf(villageResource);
        await tx.update(t).set({ locked }).where(eq(t.id, vid));
        const parks = await visibleParksOf(tx, access, vid);
        const command = locked ? parkCommandType.values.villageLock : parkCommandType.values.villageUnlock;
        const commands = await recordCommands(
          { ...ctx, tx },
          parks.map((p) => ({ parkId: p.id, villageId: vid, command })),
        );
        return { vid, locked, commands: commands.map((c) => commandAnswer(c, lang)) };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/mqttNoticeDown`,
    section: 'parks',
    summary: "Push a notice (content) to the devices of a village's parks: one command per park is recorded",
    permission: 'baseVillage:edit',
    query: vidInput,
    body: z.object({ ...idParams('village'), content: z.string().max(500).optional() }),
    labels: villageLabels,
    handler: async (ctx) => {
      const { app, access, query, body, lang } = ctx;
      const vid = idOf('village', query, body);
      return app.db.transaction(async (tx) => {
        await visibleOne(tx, villageResource, access, vid);
        const parks = await visibleParksOf(tx, access, vid);
        const commands = await recordCommands(
          { ...ctx, tx },
          parks.map((p) => ({
            parkId: p.id,
            villageId: vid,
            command: parkCommandType.values.mqttNoticeDown,
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
    section: 'parks',
    summary: "A village at a glance: its review and lock state, and each of its parks' stalls, gates and booths",
    query: vidInput,
    labels: specIdLabel,
    handler: async ({ app, access, query }) => {
      const vid = idOf('village', query);
      const village = await visibleOne(app.db, villageResource, access, vid);
      const parks = await monitorParks(app.db, access, [eq(tableOf(parkResource).villageId, vid)]);
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
