import { formatLocalDateTime } from '@parking/domain';
import {
  deviceCommandState,
  deviceLogResource,
  deviceLogState,
  gateDeviceResource,
  idSchema,
} from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { saveRow } from '../../../crud/save-row';
import { visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import { readDataFile, storeDataFile } from '../../../platform/data-files';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../../platform/route-table';
import { uploadLogRequest } from '../commands/command-requests';
import { commandsOutcome, queueCommand, sendCommands } from '../commands/device-command.service';

/** The largest log a device may send: base64 of it still fits the server's 5 MB request limit. */
export const deviceLogLimit = 3 * 1024 * 1024;
export const deviceLogUploadPath = '/api/device/log/upload';

const logs = tableOf(deviceLogResource);
const fields = deviceLogResource.fields;

const labels = (k: string) =>
  (
    ({
      deviceId: gateDeviceResource.label,
      logId: deviceLogResource.label,
      hours: fields.hours.label,
      reason: fields.reason.label,
      fileName: fields.fileName.label,
      content: { zh: '日志内容', en: 'Log content' },
    }) as Record<string, { zh: string; en: string }>
  )[k];

const uploadBody = z.object({
  logId: idSchema,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[\w.-]+$/)
    .optional(),
  content: z
    .string()
    .min(1)
    .max(Math.ceil((deviceLogLimit * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});

/** A log's file name as the device gave it, or one made of the device and the upload time. */
const fileNameOf = (given: string | undefined, deviceCode: string, at: string) =>
  given ?? `${deviceCode}-${at.replace(/[-: ]/g, '').slice(0, 14)}.log`;

export const deviceLogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/deviceLog/request',
    section: 'devices',
    summary:
      'Asks a device to upload its log of the last hours: recorded at once, answered when the device acknowledged; the file then shows on the remote log page',
    permission: 'deviceLog:request',
    query: z.object({
      deviceId: idSchema,
      hours: z.coerce.number().int().min(1).max(168).default(24),
      reason: z.string().trim().max(200).optional(),
    }),
    labels,
    ownTransactions: true,
    handler: async (ctx) => {
      const { app, query, lang } = ctx;
      let logId = 0;
      const [command] = await sendCommands(ctx, async (w) => {
        const device = await visibleOne(w.tx, gateDeviceResource, w.access, query.deviceId);
        const { row } = await saveRow(w, deviceLogResource, {
          parkId: device.parkId,
          deviceId: device.id,
          hours: query.hours,
          reason: query.reason || null,
          requestedBy: w.access.username,
        } as never);
        logId = row.id;
        const url = `${app.config.publicBaseUrl.replace(/\/$/, '')}${deviceLogUploadPath}`;
        const reason = query.reason || null;
        const out = await queueCommand(
          w,
          device,
          uploadLogRequest(device, { logId, hours: query.hours, url, path: deviceLogUploadPath }, reason),
        );
        await w.tx.update(logs).set({ commandId: out.commandId }).where(eq(logs.id, logId));
        return [out];
      });
      if (!command) throw new Error('the log request was not recorded');
      if (command.state !== deviceCommandState.values.acknowledged) {
        // the device never took the request: no file is coming, and the log says why
        await app.db
          .update(logs)
          .set({ state: deviceLogState.values.failed, note: command.result })
          .where(eq(logs.id, logId));
      }
      return { logId, ...(commandsOutcome([command], lang) as object) };
    },
  }),
  defineRoute<Record<string, never>, z.infer<typeof uploadBody>, 'device'>({
    method: 'POST',
    url: deviceLogUploadPath,
    section: 'devices',
    summary: 'A device uploads the log it was asked for (base64, at most 3 MB), once, to the request that named it',
    auth: 'device',
    body: uploadBody,
    labels,
    handler: async ({ app, device, body }) => {
      const [log] = await app.db
        .select()
        .from(logs)
        .where(and(eq(logs.id, body.logId), eq(logs.deviceId, device.deviceId)));
      // a log asked of another device reads as one never asked
      if (!log) throw notFound(deviceLogResource.label, body.logId);
      if (log.state !== deviceLogState.values.requested) {
        throw conflict({
          zh: `设备日志(logId): ${log.id} 已上传或已失效，不再接收`,
          en: `Device log(logId): ${log.id} was already uploaded or is closed`,
        });
      }
      const bytes = Buffer.from(body.content, 'base64');
      if (bytes.length > deviceLogLimit) {
        throw badRequest({
          zh: `日志内容(content): 不能超过 ${deviceLogLimit / 1024 / 1024} MB`,
          en: `Log content(content): must be at most ${deviceLogLimit / 1024 / 1024} MB`,
        });
      }
      const now = new Date();
      const path = await storeDataFile(app, 'device-logs', String(log.parkId), bytes, 'log');
      const fileName = fileNameOf(body.fileName, device.deviceCode, formatLocalDateTime(now, app.config.timeZone));
      const [saved] = await app.db
        .update(logs)
        .set({
          state: deviceLogState.values.uploaded,
          filePath: path,
          fileName,
          fileSize: bytes.length,
          uploadedAt: now,
        })
        .where(and(eq(logs.id, log.id), eq(logs.state, deviceLogState.values.requested)))
        .returning({ id: logs.id });
      if (!saved) {
        throw conflict({
          zh: `设备日志(logId): ${log.id} 已上传`,
          en: `Device log(logId): ${log.id} was already uploaded`,
        });
      }
      return { logId: log.id, fileName, fileSize: bytes.length };
    },
  }),
  defineRoute<{ logId: number }, undefined>({
    method: 'GET',
    url: '/api/updown/deviceLog/download',
    section: 'devices',
    summary: 'The log file a device uploaded, for a log the caller may see',
    query: z.object({ logId: idSchema }),
    labels,
    file: true,
    handler: async ({ app, access, query }) => {
      const log = await visibleOne(app.db, deviceLogResource, access, query.logId);
      if (log.state !== deviceLogState.values.uploaded || !log.filePath) {
        throw notFound({ zh: '日志文件', en: 'Log file' }, log.id);
      }
      const bytes = await readDataFile(app, log.filePath, ['device-logs']);
      return new FileAnswer(log.fileName ?? `device-log-${log.id}.log`, 'text/plain; charset=utf-8', bytes);
    },
  }),
];
