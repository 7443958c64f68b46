import { escapeRecordResource, idSchema, inOutRecordResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rowSerializer } from '../../../crud/serialize';
import { visibleOne } from '../../../crud/visible-rows';
import { tableOf } from '../../../db/schema';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import {
  type BerthEventInput,
  type BerthOrderInput,
  berthEventInput,
  berthEventLabels,
  berthOrderInput,
} from './berth-event.input';
import { handleBerthEvent } from './berth-event.service';
import { orderForBerth } from './berth-order.service';

export const roadsideRoutes: AnyRoute[] = [
  defineRoute<Record<string, never>, BerthEventInput, 'device'>({
    method: 'POST',
    url: '/api/device/berth/event',
    section: 'devices',
    summary:
      'A berth sensor or handheld reports a car parking in or leaving a roadside berth; a car leaving owing money becomes an escape',
    auth: 'device',
    body: berthEventInput,
    labels: berthEventLabels,
    handler: async ({ app, device, body }) => handleBerthEvent(app, device, body),
  }),
  defineRoute<Record<string, never>, BerthOrderInput, 'device'>({
    method: 'POST',
    url: '/api/device/berth/order',
    section: 'devices',
    summary: "A handheld asks what the car in a berth owes now: the stay's order, to pay before leaving",
    auth: 'device',
    body: berthOrderInput,
    labels: berthEventLabels,
    handler: async ({ app, device, body }) => orderForBerth(app, device, body),
  }),
  defineRoute<{ id: number }, undefined>({
    method: 'GET',
    url: '/api/updown/roadstatic/getEscapeDetail',
    section: 'reports',
    summary: 'One escape record with the roadside stay it came from',
    query: z.object({ id: idSchema }),
    labels: (k) => (k === 'id' ? escapeRecordResource.label : undefined),
    handler: async ({ app, access, query }) => {
      const record = await visibleOne(app.db, escapeRecordResource, access, query.id);
      const stays = tableOf(inOutRecordResource);
      const [stay] = await app.db.select().from(stays).where(eq(stays.id, record.recordId));
      const tz = app.config.timeZone;
      return {
        ...rowSerializer(escapeRecordResource, tz)(record),
        stay: stay ? rowSerializer(inOutRecordResource, tz)(stay) : null,
      };
    },
  }),
];
