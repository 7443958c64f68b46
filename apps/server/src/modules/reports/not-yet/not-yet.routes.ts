import type { Message } from '@parking/domain';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';

/**
 * Report calls of areas not built yet. Each answers the shape its page reads, empty, with a note saying which
 * area fills it: no figure is made up while the records it would count do not exist. None is left: the last
 * (cloud-seat orders) is answered by its resource now.
 */

const paging = z.object({
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
});
const section = 'reports';

type Pending = { url: string; summary: string; note: Message };

const emptyPages: Pending[] = [];

export const notYetRoutes: AnyRoute[] = [
  ...emptyPages.map((p) =>
    defineRoute({
      method: 'GET',
      url: p.url,
      section,
      summary: p.summary,
      query: paging.passthrough(),
      handler: async ({ query, lang }) => ({
        total: 0,
        data: [],
        current: query.current ?? 1,
        size: query.size ?? 10,
        note: p.note[lang],
      }),
    }),
  ),
];
