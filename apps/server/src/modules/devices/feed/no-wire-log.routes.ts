import { formatLocalDateTime } from '@parking/domain';
import { pagingSchema, resolvePaging, wirelessDeviceResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../../crud/scope';
import { tableOf } from '../../../db/schema';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';

export const noWireLogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkdevices/getMqNoWireLog',
    section: 'devices',
    summary:
      "A page of the MQTT messages of the caller's wireless devices (by their serial numbers), newest first: their reports, the commands sent to them and their replies, from the bus's recent messages",
    query: pagingSchema.extend({
      sn: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,40}$/)
        .optional(),
    }),
    labels: (k) => (k === 'sn' ? wirelessDeviceResource.fields.sn.label : undefined),
    handler: async ({ app, access, query }) => {
      const paging = resolvePaging(query);
      const t = tableOf(wirelessDeviceResource);
      const devices = await app.db
        .select({ sn: t.sn })
        .from(t)
        .where(
          and(
            isNull(t.deletedAt),
            query.sn ? eq(t.sn, query.sn) : undefined,
            visibleConditions(wirelessDeviceResource, access),
          ),
        );
      const codes = new Set(devices.map((d) => d.sn));
      const feed = app.deviceFeed;
      const all = feed && codes.size ? feed.since(0, (c) => codes.has(c), feed.capacity).messages.reverse() : [];
      const tz = app.config.timeZone;
      return {
        total: all.length,
        data: all.slice(paging.offset, paging.offset + paging.limit).map((m) => ({
          seq: m.seq,
          sn: m.deviceCode,
          at: formatLocalDateTime(m.at, tz),
          way: m.way,
          name: m.name,
          topic: m.topic,
          detail: m.detail,
          payload: m.payload,
        })),
        current: paging.current,
        size: paging.size,
        bus: app.deviceBus?.kind ?? null,
      };
    },
  }),
];
