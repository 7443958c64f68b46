import { errorLogResource } from '@parking/resources';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const text = (max: number) =>
  z
    .preprocess((v) => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v)), z.string())
    .transform((s) => s.slice(0, max));

const entry = z.object({
  type: text(40),
  url: text(500),
  message: text(2000),
  stack: text(5000),
  info: text(1000),
  time: text(40),
});

export const errorLogRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/user/sendLogs',
    section: 'shell',
    summary: "Store the console's error log: a list of { type, url, message, stack, info, time }, at most 200",
    body: z.array(entry).max(200),
    handler: async ({ app, access, body }) => {
      if (body.length) {
        await app.db
          .insert(tableOf(errorLogResource))
          .values(body.map((e) => ({ ...e, userId: access.userId, username: access.username.slice(0, 40) })));
      }
      return { stored: body.length };
    },
  }),
];
