import { dictResource } from '@parking/resources';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

type DictNode = Pick<
  RowOf<typeof dictResource>,
  'id' | 'parentId' | 'code' | 'dictKey' | 'dictValue' | 'dictValueEn' | 'sort'
> & { children: DictNode[] };

export const dictRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysdict/tree',
    section: 'system',
    summary: 'Dictionaries as a tree: with code DICT every dictionary and its values, otherwise the values of one',
    query: z.object({ code: z.string().max(60).default('DICT') }),
    handler: async ({ app, query }) => {
      const t = tableOf(dictResource);
      const rows = await app.db
        .select({
          id: t.id,
          parentId: t.parentId,
          code: t.code,
          dictKey: t.dictKey,
          dictValue: t.dictValue,
          dictValueEn: t.dictValueEn,
          sort: t.sort,
        })
        .from(t)
        .where(and(isNull(t.deletedAt), ...(query.code === 'DICT' ? [] : [eq(t.code, query.code)])))
        .orderBy(asc(t.sort), asc(t.id));
      const nodes = new Map(rows.map((r): [number, DictNode] => [r.id, { ...r, children: [] }]));
      const roots: DictNode[] = [];
      for (const n of nodes.values()) {
        const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
        if (parent) parent.children.push(n);
        else roots.push(n);
      }
      return roots;
    },
  }),
];
