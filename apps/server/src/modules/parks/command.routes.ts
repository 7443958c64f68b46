import type { Message } from '@parking/domain';
import {
  fieldValueSchema,
  gateResource,
  parkCommandResource,
  parkCommandType,
  parkResource,
  platformSyncState,
  rdaParkResource,
} from '@parking/resources';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idsText } from '../../crud/id-params';
import { visibleConditions } from '../../crud/scope';
import { visibleAll, visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { idOf, idParams, optionalId, specIdLabel } from '../../platform/spec-params';
import { deliverParkCommand, parkDeliveryOutcome, queueParkCommand } from '../devices/commands/park-command-delivery';
import { type CommandType, commandAnswer, recordCommand, recordCommands } from './park-commands';

const commands = parkCommandType.values;
const deviceCommands = [
  commands.openGate,
  commands.closeGate,
  commands.keepOpen,
  commands.reboot,
  commands.syncTime,
  commands.syncWhiteList,
  commands.syncFeeRule,
  commands.clearCache,
];
const gateCommands = new Set<CommandType>([
  commands.openGate,
  commands.closeGate,
  commands.keepOpen,
  commands.releaseCar,
]);
const plateCommands = [commands.releaseCar, commands.addWhite, commands.removeWhite];

const oneOf = <V extends CommandType>(values: V[]) => {
  const allowed = values.join(', ');
  return z.custom<V>((v) => values.some((allowedValue) => allowedValue === v), {
    params: { msg: { zh: `取值必须是 ${allowed} 之一`, en: `must be one of ${allowed}` } },
  });
};
const content = z.string().max(500).optional();
const ownLabels: Record<string, Message> = {
  command: parkCommandType.label,
  content: { zh: '指令内容', en: 'Content' },
  vno: { zh: '车牌号', en: 'Plate' },
};
const commandLabels = (k: string) => specIdLabel(k) ?? ownLabels[k];
const plate = fieldValueSchema(parkCommandResource.fields.plateNumber);

/** The park, and the gate a gate command needs, both visible to the caller and belonging together. */
async function parkAndGate(db: Db, access: Access, parkId: number, command: CommandType, gateId: number | undefined) {
  const park = await visibleOne(db, parkResource, access, parkId);
  if (gateId === undefined) {
    if (gateCommands.has(command)) {
      throw badRequest({
        zh: `通道(gateId): 指令 ${command} 需要指定通道`,
        en: `Gate(gateId): ${command} needs a gate`,
      });
    }
    return { park, gateId: null };
  }
  const gate = await visibleOne(db, gateResource, access, gateId);
  if (gate.parkId !== parkId) {
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
    section: 'parks',
    summary: `Send a command to a park's cameras (${deviceCommands.join(', ')}; a gate's only with gateId): a device command per camera, answered once they acknowledged, or why not`,
    permission: 'basePark:edit',
    body: z.object({ ...idParams('park'), command: oneOf(deviceCommands), gateId: optionalId, content }),
    labels: commandLabels,
    ownTransactions: true,
    handler: async (ctx) => {
      const { app, access, body, lang } = ctx;
      const parkId = idOf('park', body);
      const { row, delivery } = await app.db.transaction(async (tx) => {
        const { gateId } = await parkAndGate(tx, access, parkId, body.command, body.gateId);
        const row = await recordCommand(
          { ...ctx, tx },
          { parkId, command: body.command, gateId, content: body.content ?? null },
        );
        return { row, delivery: await queueParkCommand({ ...ctx, tx }, row, app.config.timeZone) };
      });
      const delivered = await deliverParkCommand(app, row, delivery);
      return parkDeliveryOutcome(delivered, lang, commandAnswer(delivered.parkCommand, lang));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/third/set/parkCommandVno',
    section: 'parks',
    summary: `Record a command about one car (vno, its plate): ${plateCommands.join(', ')}; releaseCar needs the gate`,
    permission: 'basePark:edit',
    body: z.object({
      ...idParams('park'),
      vno: plate,
      command: oneOf(plateCommands).optional(),
      gateId: optionalId,
      content,
    }),
    labels: commandLabels,
    handler: async (ctx) => {
      const { app, access, body, lang } = ctx;
      const parkId = idOf('park', body);
      const command = body.command ?? commands.releaseCar;
      const row = await app.db.transaction(async (tx) => {
        const { gateId } = await parkAndGate(tx, access, parkId, command, body.gateId);
        return recordCommand(
          { ...ctx, tx },
          { parkId, command, gateId, plateNumber: body.vno, content: body.content ?? null },
        );
      });
      return commandAnswer(row, lang);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/basePark/syncToPlatRadPark',
    section: 'parks',
    summary: 'Sync roadside parks (ids in the query) to the platforms they are registered on: recorded, waiting',
    permission: 'basePark:edit',
    query: z.object({ ids: idsText }),
    labels: specIdLabel,
    handler: async (ctx) => {
      const { app, access, query, lang } = ctx;
      const rows = await app.db.transaction(async (tx) => {
        const parks = await visibleAll(tx, parkResource, access, query.ids);
        const t = tableOf(rdaParkResource);
        const registrations = await tx
          .select({ id: t.id, parkId: t.parkId })
          .from(t)
          .where(and(inArray(t.parkId, query.ids), visibleConditions(rdaParkResource, access)));
        const registered = new Set(registrations.map((r) => r.parkId));
        const missing = parks.filter((p) => !registered.has(p.id));
        if (missing.length) {
          const names = missing.map((p) => p.parkName).join('、');
          throw badRequest({
            zh: `编号(ids): ${names} 尚未登记到任何平台，请先在路侧车场中登记`,
            en: `Ids(ids): ${names} is registered on no platform; register it under roadside parks first`,
          });
        }
        await tx
          .update(t)
          .set({ syncState: platformSyncState.values.syncing })
          .where(
            inArray(
              t.id,
              registrations.map((r) => r.id),
            ),
          );
        return recordCommands(
          { ...ctx, tx },
          parks.map((p) => ({ parkId: p.id, command: commands.syncToPlatRadPark })),
        );
      });
      return { parks: rows.length, commands: rows.map((r) => commandAnswer(r, lang)) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/basePark/syncParkIO2InCarRecord',
    section: 'parks',
    summary:
      "Rebuild a park's cars-inside list from its in/out records (parkId in the query or body): recorded, waiting",
    permission: 'basePark:edit',
    query: z.object(idParams('park')),
    body: z.object(idParams('park')),
    labels: specIdLabel,
    handler: async (ctx) => {
      const { app, access, query, body, lang } = ctx;
      const parkId = idOf('park', query, body);
      const row = await app.db.transaction(async (tx) => {
        await visibleOne(tx, parkResource, access, parkId);
        return recordCommand({ ...ctx, tx }, { parkId, command: commands.syncParkIO2InCarRecord });
      });
      return commandAnswer(row, lang);
    },
  }),
];
