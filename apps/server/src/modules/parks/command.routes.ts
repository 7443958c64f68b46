import { fieldValueSchema, gateResource, parkCommandType, parkResource, rdaParkResource } from '@parking/resources';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idsText } from '../../crud/id-params';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { visibleAll } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { commandAnswer, recordCommands } from './park-commands';
import { labels, optionalId, paramLabels, requiredId, visibleOne } from './visible';

const deviceCommands = [
  'openGate',
  'closeGate',
  'keepOpen',
  'reboot',
  'syncTime',
  'syncWhiteList',
  'syncFeeRule',
  'clearCache',
];
const gateCommands = new Set(['openGate', 'closeGate', 'keepOpen', 'releaseCar']);
const plateCommands = ['releaseCar', 'addWhite', 'removeWhite'];

const oneOf = (values: string[]) => {
  const allowed = values.join(', ');
  return z.custom<string>((v) => typeof v === 'string' && values.includes(v), {
    params: { msg: { zh: `取值必须是 ${allowed} 之一`, en: `must be one of ${allowed}` } },
  });
};
const content = z.string().max(500).optional();
const commandLabels = (k: string) =>
  paramLabels(k) ??
  (
    {
      command: parkCommandType.label,
      content: { zh: '指令内容', en: 'Content' },
      vno: { zh: '车牌号', en: 'Plate' },
    } as Record<string, { zh: string; en: string }>
  )[k];

/** The park, and the gate a gate command needs, both visible to the caller and belonging together. */
async function parkAndGate(tx: Tx, access: Access, parkId: number, command: string, gateId: number | undefined) {
  const park = await visibleOne(tx, parkResource, access, parkId);
  if (gateId === undefined) {
    if (gateCommands.has(command)) {
      throw badRequest({
        zh: `通道(gateId): 指令 ${command} 需要指定通道`,
        en: `Gate(gateId): ${command} needs a gate`,
      });
    }
    return { park, gateId: null };
  }
  const gate = await visibleOne(tx, gateResource, access, gateId);
  if (Number(gate.parkId) !== parkId) {
    throw badRequest({
      zh: `通道(gateId): 通道 ${gateId} 不属于停车场 ${parkId}`,
      en: `Gate(gateId): gate ${gateId} is not a gate of park ${parkId}`,
    });
  }
  return { park, gateId };
}

export const commandRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/third/set/parkCommand',
    area: 'parks',
    summary: `Record a command for a park's devices (${deviceCommands.join(', ')}); the answer says it waits for delivery`,
    permission: 'basePark:edit',
    body: z.object({
      parkId: optionalId,
      PKID: optionalId,
      command: oneOf(deviceCommands),
      gateId: optionalId,
      content,
    }),
    labels: commandLabels,
    handler: async ({ app, access, body, lang }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], body);
      const [row] = await app.db.transaction(async (tx) => {
        const { park, gateId } = await parkAndGate(tx, access, parkId, body.command, body.gateId);
        return recordCommands(tx, access, [
          { parkId, companyId: Number(park.companyId), command: body.command, gateId, content: body.content ?? null },
        ]);
      });
      return commandAnswer(row ?? {}, lang);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/third/set/parkCommandVno',
    area: 'parks',
    summary: `Record a command about one car (vno, its plate): ${plateCommands.join(', ')}; releaseCar needs the gate`,
    permission: 'basePark:edit',
    body: z.object({
      parkId: optionalId,
      PKID: optionalId,
      vno: fieldValueSchema({ kind: 'plate', label: { zh: '车牌号', en: 'Plate' } }),
      command: oneOf(plateCommands).optional(),
      gateId: optionalId,
      content,
    }),
    labels: commandLabels,
    handler: async ({ app, access, body, lang }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], body);
      const command = body.command ?? 'releaseCar';
      const [row] = await app.db.transaction(async (tx) => {
        const { park, gateId } = await parkAndGate(tx, access, parkId, command, body.gateId);
        return recordCommands(tx, access, [
          {
            parkId,
            companyId: Number(park.companyId),
            command,
            gateId,
            plateNumber: body.vno as string,
            content: body.content ?? null,
          },
        ]);
      });
      return commandAnswer(row ?? {}, lang);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/basePark/syncToPlatRadPark',
    area: 'parks',
    summary: 'Sync roadside parks (ids in the query) to the platforms they are registered on: recorded, waiting',
    permission: 'basePark:edit',
    query: z.object({ ids: idsText }),
    labels: paramLabels,
    handler: async ({ app, access, query, lang }) => {
      const rows = await app.db.transaction(async (tx) => {
        const parks = await visibleAll(tx, parkResource, access, query.ids);
        const t = tableOf('plat/RdaPark');
        const registrations = await tx
          .select({ id: t.id, parkId: t.parkId })
          .from(t)
          .where(and(inArray(t.parkId, query.ids), liveCondition(t), ...scopeConditions(rdaParkResource, t, access)));
        const registered = new Set(registrations.map((r) => Number(r.parkId)));
        const missing = parks.filter((p) => !registered.has(Number(p.id)));
        if (missing.length) {
          const names = missing.map((p) => p.parkName).join('、');
          throw badRequest({
            zh: `编号(ids): ${names} 尚未登记到任何平台，请先在路侧车场中登记`,
            en: `Ids(ids): ${names} is registered on no platform; register it under roadside parks first`,
          });
        }
        await tx
          .update(t)
          .set({ syncState: 1, updatedAt: new Date(), updatedBy: access.userId })
          .where(
            inArray(
              t.id,
              registrations.map((r) => Number(r.id)),
            ),
          );
        return recordCommands(
          tx,
          access,
          parks.map((p) => ({ parkId: Number(p.id), companyId: Number(p.companyId), command: 'syncToPlatRadPark' })),
        );
      });
      return { parks: rows.length, commands: rows.map((r) => commandAnswer(r, lang)) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/basePark/syncParkIO2InCarRecord',
    area: 'parks',
    summary:
      "Rebuild a park's cars-inside list from its in/out records (parkId in the query or body): recorded, waiting",
    permission: 'basePark:edit',
    query: z.object({ parkId: optionalId, PKID: optionalId }),
    body: z.object({ parkId: optionalId, PKID: optionalId }),
    labels: paramLabels,
    handler: async ({ app, access, query, body, lang }) => {
      const parkId = requiredId(labels.park, ['parkId', 'PKID'], query, body ?? {});
      const [row] = await app.db.transaction(async (tx) => {
        const park = await visibleOne(tx, parkResource, access, parkId);
        return recordCommands(tx, access, [
          { parkId, companyId: Number(park.companyId), command: 'syncParkIO2InCarRecord' },
        ]);
      });
      return commandAnswer(row ?? {}, lang);
    },
  }),
];
