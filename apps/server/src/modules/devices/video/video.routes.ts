import { formatLocalDateTime, parseLocalDateTime } from '@parking/domain';
import { gateDeviceResource, idSchema, snCameraConfigResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { liveCondition, visibleConditions } from '../../../crud/scope';
import { visibleOne } from '../../../crud/visible-rows';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { SandboxVideoKit } from './video-kit';

const dayMs = 86_400_000;
const localTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .optional();

const labels = (k: string) =>
  (
    ({
      deviceId: gateDeviceResource.label,
      startTime: { zh: '开始时间', en: 'Start time' },
      endTime: { zh: '结束时间', en: 'End time' },
    }) as Record<string, { zh: string; en: string }>
  )[k];

type Which = 'liveUrl' | 'playbackUrl';

/** The camera's configured address of one kind, or a 400 saying where to set it. */
async function streamOf(db: Db, access: Access, deviceId: number, which: Which) {
  const device = await visibleOne(db, gateDeviceResource, access, deviceId);
  const c = tableOf(snCameraConfigResource);
  const [config] = await db
    .select()
    .from(c)
    .where(and(eq(c.sn, device.deviceCode), liveCondition(c), visibleConditions(snCameraConfigResource, access)))
    .limit(1);
  const address = config?.[which];
  if (!address) {
    const field = snCameraConfigResource.fields[which].label;
    throw badRequest({
      zh: `设备(deviceId): ${device.deviceCode} 未配置${field.zh}（在序列号相机配置中填写）`,
      en: `Device(deviceId): ${device.deviceCode} has no ${field.en.toLowerCase()} (set it under cameras by serial number)`,
    });
  }
  return { device, address };
}

/** yyyyMMddTHHmmssZ, the time form recorders take for a playback window. */
const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export const videoRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkdevices/getKitToken',
    section: 'devices',
    summary:
      "A short-lived token (ten minutes) the console's video kit plays the caller's cameras with; the kit's key never leaves the server",
    handler: async ({ app, access }) => {
      const kit = new SandboxVideoKit(app.tokenSecret);
      const t = kit.issueToken({ userId: access.userId, companyId: access.activeCompanyId }, new Date());
      return { token: t.token, provider: t.provider, expiresAt: formatLocalDateTime(t.expiresAt, app.config.timeZone) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkdevices/getVideoUrl',
    section: 'devices',
    summary: 'The live stream address of a camera (deviceId), as configured for its serial number',
    query: z.object({ deviceId: idSchema }),
    labels,
    handler: async ({ app, access, query }) => {
      const { device, address } = await streamOf(app.db, access, query.deviceId, 'liveUrl');
      return { deviceId: device.id, deviceCode: device.deviceCode, url: address };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkdevices/getPlaybackUrl',
    section: 'devices',
    summary:
      "The recorded video of a camera (deviceId) between startTime and endTime (the park's local time; the last ten minutes when not given, at most a day)",
    query: z.object({ deviceId: idSchema, startTime: localTime, endTime: localTime }),
    labels,
    handler: async ({ app, access, query }) => {
      const tz = app.config.timeZone;
      const end = query.endTime ? parseLocalDateTime(query.endTime, tz) : new Date();
      const start = query.startTime
        ? parseLocalDateTime(query.startTime, tz)
        : new Date((end ?? new Date()).getTime() - 600_000);
      if (!start || !end) {
        throw badRequest({ zh: '开始时间(startTime): 不是有效时间', en: 'Start time(startTime): not a valid time' });
      }
      if (end <= start || end.getTime() - start.getTime() > dayMs) {
        throw badRequest({
          zh: '结束时间(endTime): 须晚于开始时间，且相差不超过一天',
          en: 'End time(endTime): must be after the start time, at most a day later',
        });
      }
      const { device, address } = await streamOf(app.db, access, query.deviceId, 'playbackUrl');
      const url = `${address}${address.includes('?') ? '&' : '?'}starttime=${utcStamp(start)}&endtime=${utcStamp(end)}`;
      return {
        deviceId: device.id,
        deviceCode: device.deviceCode,
        url,
        startTime: formatLocalDateTime(start, tz),
        endTime: formatLocalDateTime(end, tz),
      };
    },
  }),
];
