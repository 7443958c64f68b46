import { outboxMessageResource } from '@parking/resources';
import { z } from 'zod';
import { rowSerializer } from '../../../crud/serialize';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { replay } from './outbox';

/** Sending a dead letter again is a button of its own. */
export const replayPermission = 'outbox:replay';

export const outboxRoutes: AnyRoute[] = [
  defineRoute<{ id: number }, undefined>({
    method: 'POST',
    url: '/api/updown/outbox/replay',
    section: 'third-party',
    summary: 'Sends a dead letter again, once, now: delivered, it is done; failed, it stays a dead letter',
    permission: replayPermission,
    platformOnly: true,
    query: z.object({ id: z.coerce.number().int().min(1) }),
    labels: (k) => (k === 'id' ? { zh: '消息', en: 'Message' } : undefined),
    handler: async ({ app, query }) => {
      const row = await app.db.transaction((tx) => replay(tx, app, query.id));
      return rowSerializer(outboxMessageResource, app.config.timeZone)(row);
    },
  }),
];
