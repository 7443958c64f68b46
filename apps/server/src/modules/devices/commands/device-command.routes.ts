import {
  deviceCommandResource,
  deviceKind,
  enabledState,
  gateDeviceResource,
  gateResource,
  idSchema,
} from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../../crud/scope';
import { visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import { badRequest, notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { syncCameraWhiteListNow } from '../white-list-sync.service';
import {
  displaySpeakRequest,
  ledLightRequest,
  lockOperateRequest,
  lockReadRequest,
  lockWriteRequest,
  openGateRequest,
  ossConfigRequest,
  setTimeRequest,
  voiceRequest,
  whiteListDeleteRequest,
} from './command-requests';
import {
  type CommandRequest,
  commandsOutcome,
  type DeviceRow,
  queueCommand,
  queueCommands,
  sendCommand,
  sendCommands,
} from './device-command.service';

const reason = z.string().trim().max(200).optional();
const text = z.string().trim().min(1).max(60);

const labels = (k: string) =>
  (
    ({
      deviceId: gateDeviceResource.label,
      gateId: gateResource.label,
      sn: gateDeviceResource.fields.deviceCode.label,
      reason: deviceCommandResource.fields.reason.label,
      text: { zh: '文字', en: 'Text' },
      level: { zh: '亮度', en: 'Brightness' },
      plateNumber: { zh: '车牌号', en: 'Plate' },
      action: { zh: '动作', en: 'Action' },
    }) as Record<string, { zh: string; en: string }>
  )[k];

/** The command routes of one device: `deviceId` and a reason in the query, more as each needs. */
function deviceCommandRoute<Q extends z.ZodRawShape>(
  url: string,
  summary: string,
  extra: Q,
  request: (d: DeviceRow, q: z.infer<z.ZodObject<Q>> & { reason?: string | undefined }, tz: string) => CommandRequest,
  permission = 'gateDevice:edit',
): AnyRoute {
  const query = z.object({ deviceId: idSchema, reason, ...extra });
  return defineRoute({
    method: 'POST',
    url,
    section: 'devices',
    summary,
    permission,
    query,
    labels,
    ownTransactions: true,
    handler: async (ctx) => {
      const q = ctx.query as { deviceId: number } & z.infer<z.ZodObject<Q>> & { reason?: string };
      const row = await sendCommand(ctx, q.deviceId, (d) => request(d, q, ctx.app.config.timeZone));
      return commandsOutcome([row], ctx.lang);
    },
  });
}

const lockOnly = <D extends { deviceKind: number | null; deviceCode: string }>(d: D): D => {
  if (d.deviceKind !== deviceKind.values.berthLock) {
    throw badRequest({
      zh: `设备(deviceId): ${d.deviceCode} 不是车位锁`,
      en: `Device(deviceId): ${d.deviceCode} is not a berth lock`,
    });
  }
  return d;
};

export const deviceCommandRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkdevices/synAllWhite',
    section: 'devices',
    summary:
      "Brings a camera's own white list (for deciding offline) to the park's valid passes and white lists, sending the difference",
    permission: 'gateDevice:edit',
    query: z.object({ deviceId: idSchema }),
    labels,
    ownTransactions: true,
    handler: async ({ app, access, query }) => {
      const device = await visibleOne(app.db, gateDeviceResource, access, query.deviceId);
      if (!device.offlineWhiteList) {
        throw badRequest({
          zh: `设备(deviceId): ${device.deviceCode} 未启用脱机白名单`,
          en: `Device(deviceId): ${device.deviceCode} keeps no offline white list`,
        });
      }
      const sent = await syncCameraWhiteListNow(app, device);
      return { deviceId: device.id, changesSent: sent };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkdevices/checkDevicePhysicsNo',
    section: 'devices',
    summary: 'Whether a physical number (the serial number a device signs in with) is free, or which device has it',
    permission: 'gateDevice:add',
    query: z.object({ physicsNo: z.string().trim().min(1).max(40) }),
    labels: (k) => (k === 'physicsNo' ? gateDeviceResource.fields.deviceCode.label : undefined),
    handler: async ({ app, query }) => {
      const t = tableOf(gateDeviceResource);
      // codes are unique across companies, so the answer says only that it is taken, not by whom
      const [taken] = await app.db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.deviceCode, query.physicsNo), isNull(t.deletedAt)));
      return { physicsNo: query.physicsNo, available: !taken };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/remoteGate/wXRemoteGate',
    section: 'devices',
    summary: "Opens a gate's barrier from afar through its cameras; answers once they acknowledged, or says why not",
    permission: 'gateDevice:edit',
    query: z.object({ gateId: idSchema, reason }),
    labels,
    ownTransactions: true,
    handler: async (ctx) => {
      const { query } = ctx;
      const rows = await sendCommands(ctx, async (w) => {
        const gate = await visibleOne(w.tx, gateResource, w.access, query.gateId);
        const t = tableOf(gateDeviceResource);
        const cameras = await w.tx
          .select()
          .from(t)
          .where(
            and(
              eq(t.gateId, gate.id),
              eq(t.deviceKind, deviceKind.values.gateCamera),
              eq(t.state, enabledState.values.enabled),
              isNull(t.deletedAt),
              visibleConditions(gateDeviceResource, w.access),
            ),
          )
          .orderBy(asc(t.id));
        if (!cameras.length) {
          throw badRequest({
            zh: `通道(gateId): 通道 ${gate.id} 没有启用的相机，无法远程开闸`,
            en: `Gate(gateId): gate ${gate.id} has no enabled camera to open its barrier`,
          });
        }
        return queueCommands(w, cameras, (c) => openGateRequest(c, query.reason ?? null));
      });
      // one barrier: it is open when any of the gate's cameras confirmed; each command keeps its own state
      return commandsOutcome(rows, ctx.lang, 'any');
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/remoteGate/wXRemoteSnGate',
    section: 'devices',
    summary: 'Opens the barrier of the camera with this serial number (device code); answers with its outcome',
    permission: 'gateDevice:edit',
    query: z.object({ sn: z.string().trim().min(1).max(40), reason }),
    labels,
    ownTransactions: true,
    handler: async (ctx) => {
      const { query } = ctx;
      const rows = await sendCommands(ctx, async (w) => {
        const t = tableOf(gateDeviceResource);
        const [camera] = await w.tx
          .select()
          .from(t)
          .where(and(eq(t.deviceCode, query.sn), isNull(t.deletedAt), visibleConditions(gateDeviceResource, w.access)));
        if (!camera) throw notFound(gateDeviceResource.label, query.sn);
        return [await queueCommand(w, camera, openGateRequest(camera, query.reason ?? null))];
      });
      return commandsOutcome(rows, ctx.lang);
    },
  }),
  deviceCommandRoute(
    '/api/updown/parkdevices/setLedLight',
    "Sets the brightness (0-255) of the screen behind a camera's serial port",
    { level: z.coerce.number().int().min(0).max(255) },
    (d, q) => ledLightRequest(d, q.level, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/parkdevices/displaySpeakOn',
    "Shows a text on the first line of a camera's screen and speaks it",
    { text },
    (d, q) => displaySpeakRequest(d, q.text, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/parkdevices/setLedVoice',
    "Speaks a text through the voice board behind a camera's serial port",
    { text },
    (d, q) => voiceRequest(d, q.text, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/parkdevices/sysTime',
    "Sets a device's clock to the server's time, in the park's zone",
    {},
    (d, q, tz) => setTimeRequest(d, tz, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/parkdevices/deleteWhite',
    "Takes a plate off a camera's own white list",
    { plateNumber: z.string().trim().min(1).max(16) },
    (d, q) => whiteListDeleteRequest(d, q.plateNumber, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/parkdevices/setOssCfg',
    'Tells a camera where to put its pictures (endpoint, bucket, prefix); no secret is sent over the bus',
    {
      endpoint: z.string().trim().url().max(200),
      bucket: z.string().trim().min(1).max(63),
      prefix: z.string().trim().max(100).default(''),
    },
    (d, q) => ossConfigRequest(d, { endpoint: q.endpoint, bucket: q.bucket, prefix: q.prefix }, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/lockDevice/operateLock',
    'Raises (up) or lowers (down) a berth lock; lowered for a booked car',
    { action: z.enum(['up', 'down']) },
    (d, q) => lockOperateRequest(lockOnly(d), q.action, q.reason ?? null),
  ),
  deviceCommandRoute(
    '/api/updown/lockDevice/writeValue',
    "Writes a berth lock's settings (name=value pairs in the query: alarm, autoRaiseSeconds, ...)",
    { values: z.string().trim().min(1).max(500) },
    (d, q) => lockWriteRequest(lockOnly(d), settingsOf(q.values), q.reason ?? null),
  ),
  defineRoute({
    method: 'GET',
    url: '/api/updown/lockDevice/readValue',
    section: 'devices',
    summary: "Reads a berth lock's state and settings from the lock itself; answers what it reported",
    permission: 'gateDevice:edit',
    query: z.object({ deviceId: idSchema, reason }),
    labels,
    mutating: true,
    ownTransactions: true,
    handler: async (ctx) => {
      const row = await sendCommand(ctx, ctx.query.deviceId, (d) =>
        lockReadRequest(lockOnly(d), ctx.query.reason ?? null),
      );
      return commandsOutcome([row], ctx.lang);
    },
  }),
];

/** `alarm=1,autoRaiseSeconds=30` as settings; numbers stay numbers. */
function settingsOf(text: string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const pair of text.split(',')) {
    const m = /^\s*([A-Za-z][A-Za-z0-9_]{0,39})\s*=\s*(.{0,100}?)\s*$/.exec(pair);
    if (!m?.[1]) {
      throw badRequest({
        zh: `设置(values): 「${pair}」应写作 名称=值`,
        en: `Settings(values): "${pair}" must read name=value`,
      });
    }
    const v = m[2] ?? '';
    out[m[1]] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  return out;
}
