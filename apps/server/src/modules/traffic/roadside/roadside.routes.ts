import { escapeRecordResource, idSchema, inOutRecordResource } from '@parking/resources';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from '../../../crud/hooks';
import { rowSerializer } from '../../../crud/serialize';
import { tableOf } from '../../../db/schema';
import type { DeviceAccess } from '../../../platform/auth/device-access';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { visibleOne } from '../../parks/visible';
import {
  type BerthEventInput,
  type BerthOrderInput,
  berthEventInput,
  berthEventLabels,
  berthOrderInput,
} from './berth-event.input';
import { handleBerthEvent } from './berth-event.service';
import { orderForBerth } from './berth-order.service';

const signed = (device: DeviceAccess | null) => device as DeviceAccess;

export const roadsideRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, BerthEventInput>({
    method: 'POST',
    url: '/api/device/berth/event',
    area: 'devices',
    summary:
      'A berth sensor or handheld reports a car parking in or leaving a roadside berth; a car leaving owing money becomes an escape',
    auth: 'device',
    body: berthEventInput,
    labels: berthEventLabels,
    handler: async ({ app, device, body }) => handleBerthEvent(app, signed(device), body),
  }),
  defineRoute<Record<string, never>, BerthOrderInput>({
    method: 'POST',
    url: '/api/device/berth/order',
    area: 'devices',
    summary: "A handheld asks what the car in a berth owes now: the stay's order, to pay before leaving",
    auth: 'device',
    body: berthOrderInput,
    labels: berthEventLabels,
    handler: async ({ app, device, body }) => orderForBerth(app, signed(device), body),
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'GET',
    url: '/api/updown/roadstatic/getEscapeDetail',
    area: 'reports',
    summary: 'One escape record with the roadside stay it came from',
    query: z.object({ id: idSchema }),
    labels: (k) => (k === 'id' ? escapeRecordResource.label : undefined),
    handler: async ({ app, access, query }) => {
      const record = await visibleOne(app.db, escapeRecordResource, access, query.id);
      const stays = tableOf('parkIORecord');
      const [stay] = (await app.db
        .select()
        .from(stays)
        .where(and(eq(stays.id, Number(record.recordId))))) as Row[];
      const tz = app.config.timeZone;
      return {
        ...rowSerializer(escapeRecordResource, tz)(record),
        stay: stay ? rowSerializer(inOutRecordResource, tz)(stay) : null,
      };
    },
  }),
];
