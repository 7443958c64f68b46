import {
  deviceCommandResource,
  deviceKind,
  deviceVendor,
  enabledState,
  gateDeviceResource,
  idSchema,
  parkResource,
} from '@parking/resources';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../../crud/scope';
import { visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { encryptionRequest } from './command-requests';
import { commandsOutcome, queueCommands, sendCommands } from './device-command.service';

const labels = (k: string) =>
  (
    ({
      parkingId: parkResource.label,
      type: { zh: '加密方式', en: 'Encryption' },
      source: { zh: '来源', en: 'Source' },
      reason: deviceCommandResource.fields.reason.label,
    }) as Record<string, { zh: string; en: string }>
  )[k];

export const cameraEncryptionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/remoteGate/cameraEncryption',
    section: 'devices',
    summary:
      "Asks every enabled camera of a park (parkingId) to switch its encryption (type: 0 off, 1 on, or the camera's own mode number; source: who asks); a command per camera, answered once all acknowledged",
    permission: 'gateDevice:edit',
    query: z.object({
      parkingId: idSchema,
      type: z.coerce.number().int().min(0).max(99),
      source: z.string().trim().max(40).optional(),
      reason: z.string().trim().max(200).optional(),
    }),
    labels,
    ownTransactions: true,
    handler: async (ctx) => {
      const { query } = ctx;
      const rows = await sendCommands(ctx, async (w) => {
        const park = await visibleOne(w.tx, parkResource, w.access, query.parkingId);
        const t = tableOf(gateDeviceResource);
        const cameras = await w.tx
          .select()
          .from(t)
          .where(
            and(
              eq(t.parkId, park.id),
              eq(t.deviceKind, deviceKind.values.gateCamera),
              eq(t.state, enabledState.values.enabled),
              inArray(t.vendor, [deviceVendor.values.own, deviceVendor.values.vzenith]),
              isNull(t.deletedAt),
              visibleConditions(gateDeviceResource, w.access),
            ),
          )
          .orderBy(asc(t.id));
        if (!cameras.length) {
          throw badRequest({
            zh: `停车场(parkingId): ${park.parkName} 没有可下发指令的启用相机`,
            en: `Park(parkingId): ${park.parkName} has no enabled camera that takes commands`,
          });
        }
        const asked = { type: query.type, source: query.source || null };
        return queueCommands(w, cameras, (c) => encryptionRequest(c, asked, query.reason ?? null));
      });
      return commandsOutcome(rows, ctx.lang);
    },
  }),
];
