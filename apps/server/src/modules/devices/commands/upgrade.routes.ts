import type { Message } from '@parking/domain';
import {
  deviceCommandResource,
  deviceCommandState,
  deviceKind,
  deviceType,
  enabledState,
  firmwareTypeOfKind,
  gateDeviceResource,
  idSchema,
  wirelessDeviceResource,
  wirelessVersionResource,
} from '@parking/resources';
import { and, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { idsText } from '../../../crud/id-params';
import type { WriteCtx } from '../../../crud/save-row';
import { visibleConditions } from '../../../crud/scope';
import { visibleAll, visibleOne } from '../../../crud/visible-rows';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { upgradeRequest } from './command-requests';
import { commandsOutcome, type DeviceRow, queueCommands, sendCommands } from './device-command.service';

type Version = RowOf<typeof wirelessVersionResource>;

const reason = z.string().trim().max(200).optional();
const kinds = deviceKind.values;

const typeName = (v: number | null | undefined): Message =>
  deviceType.items.find((i) => i.value === v)?.label ?? { zh: String(v), en: String(v) };

const labels = (k: string): Message | undefined =>
  (
    ({
      deviceId: gateDeviceResource.label,
      versionId: wirelessVersionResource.label,
      reason: deviceCommandResource.fields.reason.label,
    }) as Record<string, Message>
  )[k];

/** The enabled firmware the caller may see. */
async function usableVersion(w: WriteCtx, versionId: number): Promise<Version> {
  const version = await visibleOne(w.tx, wirelessVersionResource, w.access, versionId);
  if (version.state !== enabledState.values.enabled) {
    throw badRequest({
      zh: `固件版本(versionId): ${version.versionName} 已停用，不能用于升级`,
      en: `Firmware(versionId): ${version.versionName} is disabled and cannot be installed`,
    });
  }
  return version;
}

/** Refuses firmware made for another type of device, naming the device and both types. */
function mustFit(version: Version, what: string, type: number | null | undefined) {
  if (version.deviceType === type) return;
  const v = typeName(version.deviceType);
  const d = typeName(type);
  throw badRequest({
    zh: `固件版本(versionId): ${version.versionName} 适用于${v.zh}，设备 ${what} 是${d.zh}`,
    en: `Firmware(versionId): ${version.versionName} is for ${v.en}; device ${what} is a ${d.en}`,
  });
}

const upgradeOf = (version: Version) => ({
  version: version.versionName,
  versionCode: version.versionCode,
  url: version.fileUrl,
  ...(version.fileMd5 ? { md5: version.fileMd5 } : {}),
  force: version.forceUpgrade ?? false,
});

const queueUpgrades = (w: WriteCtx, devices: DeviceRow[], version: Version, why: string | null) =>
  queueCommands(w, devices, (d) => upgradeRequest(d, upgradeOf(version), why));

const byIds = (label: Message) => (k: string) => (k === 'ids' ? label : labels(k));

export const upgradeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkdevices/upgradMqtt',
    section: 'devices',
    summary:
      "Upgrades a device's firmware over MQTT to a release of the version register (its address and MD5); answers once the device acknowledged",
    permission: 'gateDevice:edit',
    query: z.object({ deviceId: idSchema, versionId: idSchema, reason }),
    labels,
    ownTransactions: true,
    handler: async (ctx) => {
      const { query } = ctx;
      const rows = await sendCommands(ctx, async (w) => {
        const device = await visibleOne(w.tx, gateDeviceResource, w.access, query.deviceId);
        const version = await usableVersion(w, query.versionId);
        mustFit(version, device.deviceCode, firmwareTypeOfKind[device.deviceKind ?? kinds.gateCamera]);
        return queueUpgrades(w, [device], version, query.reason ?? null);
      });
      return commandsOutcome(rows, ctx.lang);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/door/wireDevice/upgradeDevice',
    section: 'devices',
    summary:
      'Upgrades wired devices of the register (ids: cameras, door readers) to one firmware release; each gets its own command',
    permission: 'gateDevice:edit',
    query: z.object({ ids: idsText, versionId: idSchema, reason }),
    labels: byIds(gateDeviceResource.label),
    ownTransactions: true,
    handler: async (ctx) => {
      const { query } = ctx;
      const rows = await sendCommands(ctx, async (w) => {
        const devices = await visibleAll(w.tx, gateDeviceResource, w.access, query.ids);
        const version = await usableVersion(w, query.versionId);
        for (const d of devices) mustFit(version, d.deviceCode, firmwareTypeOfKind[d.deviceKind ?? kinds.gateCamera]);
        return queueUpgrades(w, devices, version, query.reason ?? null);
      });
      return commandsOutcome(rows, ctx.lang);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/noWireDeviceInfo/upgrade',
    section: 'devices',
    summary:
      'Upgrades wireless devices (ids) to a firmware release of their type, through the signed device of the same serial number; a device that acknowledged shows the new firmware',
    permission: 'noWireDeviceInfo:edit',
    query: z.object({ ids: idsText, versionId: idSchema, reason }),
    labels: byIds(wirelessDeviceResource.label),
    ownTransactions: true,
    handler: async (ctx) => {
      const { query, app } = ctx;
      const g = tableOf(gateDeviceResource);
      const rows = await sendCommands(ctx, async (w) => {
        const wireless = await visibleAll(w.tx, wirelessDeviceResource, w.access, query.ids);
        const version = await usableVersion(w, query.versionId);
        for (const d of wireless) mustFit(version, d.sn, d.deviceType);
        const signed = await w.tx
          .select()
          .from(g)
          .where(
            and(
              inArray(
                g.deviceCode,
                wireless.map((d) => d.sn),
              ),
              isNull(g.deletedAt),
              visibleConditions(gateDeviceResource, w.access),
            ),
          );
        const bySn = new Map(signed.map((d) => [d.deviceCode, d]));
        const unsigned = wireless.filter((d) => !bySn.has(d.sn)).map((d) => d.sn);
        if (unsigned.length) {
          throw badRequest({
            zh: `无线设备(ids): ${unsigned.join('、')} 未在设备登记中签入（没有同序列号的设备），指令无法送达`,
            en: `Wireless device(ids): ${unsigned.join(', ')} is not signed in the device register (no device with this serial number): no command can reach it`,
          });
        }
        return queueUpgrades(
          w,
          wireless.map((d) => bySn.get(d.sn) as DeviceRow),
          version,
          query.reason ?? null,
        );
      });
      // the firmware a wireless device runs is what it confirmed installing
      const done = rows.filter((r) => r.state === deviceCommandState.values.acknowledged);
      if (done.length) {
        const codes = await app.db
          .select({ code: g.deviceCode })
          .from(g)
          .where(
            inArray(
              g.id,
              done.map((r) => r.deviceId),
            ),
          );
        const t = tableOf(wirelessDeviceResource);
        await app.db
          .update(t)
          .set({ versionId: query.versionId })
          .where(
            and(
              inArray(
                t.sn,
                codes.map((c) => c.code),
              ),
              isNull(t.deletedAt),
            ),
          );
      }
      return commandsOutcome(rows, ctx.lang);
    },
  }),
];
