import { formatLocalDateTime } from '@parking/domain';
import { deviceCommandKind, deviceCommandResource, gateDeviceResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../../crud/scope';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { badRequest, notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { courierOf } from '../commands/command-courier';
import { openGateRequest, setTimeRequest } from '../commands/command-requests';
import { type CommandRequest, type DeviceRow, queueCommand } from '../commands/device-command.service';
import { decisionFrames } from '../protocols/gate-screen';
import { vzenithSerialData } from '../protocols/vzenith-commands';

const deviceCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
  .optional();

/** The device codes of the devices the caller may see: one when asked for one, else all of them. */
async function visibleCodes(db: Db, access: Access, code: string | undefined): Promise<Set<string>> {
  const t = tableOf(gateDeviceResource);
  const rows = await db
    .select({ code: t.deviceCode })
    .from(t)
    .where(and(visibleConditions(gateDeviceResource, access), code ? eq(t.deviceCode, code) : undefined));
  return new Set(rows.map((r) => r.code));
}

const noBus = () =>
  badRequest({
    zh: 'MQTT 设备总线未启用（MQTT_PORT=off 且未设置 MQTT_URL）',
    en: 'the MQTT device bus is off (MQTT_PORT=off and no MQTT_URL)',
  });

const commandKinds = ['gpio_out', 'serial_data', 'set_time'] as const;
const testReason = 'MQTT 调试页';

export const testMqttRoutes: AnyRoute[] = [
  defineRoute<{ deviceCode?: string; after?: number; wait?: number; size?: number }, undefined>({
    method: 'GET',
    url: '/api/updown/testMqtt/messages',
    section: 'devices',
    summary:
      'The latest messages of the device bus (plate reads, keep-alives, commands, replies, connections) of the devices the caller may see, oldest first; with `after` (the `last` of the previous answer) and `wait` (seconds), it answers as soon as a newer one arrives',
    query: z.object({
      deviceCode,
      after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
      wait: z.coerce.number().int().min(0).max(25).optional(),
      size: z.coerce.number().int().min(1).max(500).optional(),
    }),
    handler: async ({ app, access, query, req }) => {
      const feed = app.deviceFeed;
      if (!feed) throw noBus();
      const codes = await visibleCodes(app.db, access, query.deviceCode);
      const visible = (code: string) => codes.has(code);
      const size = query.size ?? 200;
      const after = query.after ?? 0;
      const deadline = Date.now() + (query.wait ?? 0) * 1000;
      const gone = new AbortController();
      const onClose = () => gone.abort();
      req.raw.once('close', onClose);
      try {
        let page = feed.since(after, visible, size);
        // others' devices' messages wake the wait too: wait on until one of the caller's arrives
        while (!page.messages.length && Date.now() < deadline && !gone.signal.aborted) {
          await feed.waitFor(page.last, deadline - Date.now(), gone.signal);
          page = feed.since(page.last, visible, size);
        }
        const tz = app.config.timeZone;
        return {
          bus: app.deviceBus?.kind ?? null,
          last: page.last,
          messages: page.messages.map((m) => ({ ...m, at: formatLocalDateTime(m.at, tz), atMs: m.at.getTime() })),
        };
      } finally {
        req.raw.off('close', onClose);
      }
    },
  }),
  defineRoute<
    undefined,
    { deviceCode: string; command: (typeof commandKinds)[number]; text?: string; voice?: string; reason?: string }
  >({
    method: 'POST',
    url: '/api/updown/testMqtt/publish',
    section: 'devices',
    summary:
      'Sends a test command to a camera the caller may manage: gpio_out (a barrier pulse), serial_data (screen lines, one a line of `text`, and `voice`) or set_time (the server’s time). It is a device command like any other (the command log shows who sent it and why, and its state as the reply comes); the answer comes at once, the camera’s reply shows among the messages',
    permission: 'gateDevice:edit',
    body: z.object({
      deviceCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
      command: z.enum(commandKinds),
      text: z.string().max(200).optional(),
      voice: z.string().max(100).optional(),
      reason: z.string().trim().max(200).optional(),
    }),
    labels: (k) =>
      k === 'deviceCode'
        ? gateDeviceResource.fields.deviceCode.label
        : k === 'reason'
          ? deviceCommandResource.fields.reason.label
          : undefined,
    ownTransactions: true,
    handler: async (ctx) => {
      const { app, access, body } = ctx;
      if (!app.deviceBus) throw noBus();
      const reason = body.reason || testReason;
      const request = (d: DeviceRow): CommandRequest => {
        if (body.command === 'gpio_out') return openGateRequest(d, reason);
        if (body.command === 'set_time') return setTimeRequest(d, app.config.timeZone, reason);
        const screenLines = (body.text ?? '').split('\n').filter((l) => l.trim() !== '');
        const voice = body.voice?.trim();
        if (!screenLines.length && !voice) {
          throw badRequest({ zh: '文字或语音至少填写一项', en: 'text or voice is required' });
        }
        return {
          kind: screenLines.length ? deviceCommandKind.values.ledText : deviceCommandKind.values.voice,
          reason,
          retrySafe: false,
          message: vzenithSerialData(
            d.deviceCode,
            decisionFrames({ open: false, screenLines, ...(voice ? { voice } : {}) }),
          ),
        };
      };
      const outgoing = await app.db.transaction(async (tx) => {
        const t = tableOf(gateDeviceResource);
        const [device] = await tx
          .select()
          .from(t)
          .where(
            and(eq(t.deviceCode, body.deviceCode), isNull(t.deletedAt), visibleConditions(gateDeviceResource, access)),
          );
        if (!device) throw notFound(gateDeviceResource.label, body.deviceCode);
        return queueCommand({ ...ctx, tx }, device, request(device));
      });
      // the page follows the bus live: the answer does not wait for the reply, which settles the row
      void courierOf(app)
        .deliver(outgoing)
        .catch(() => undefined);
      return {
        commandId: outgoing.commandId,
        topic: outgoing.topic,
        id: outgoing.messageId,
        payload: outgoing.payload,
      };
    },
  }),
];
