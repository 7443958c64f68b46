import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

type DictNode = {
  id: number;
  parentId: number | null;
  code: string;
  dictKey: string | null;
  dictValue: string;
  dictValueEn: string | null;
  sort: number;
  children: DictNode[];
};

export const dictRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysdict/tree',
    area: 'system',
    summary: 'Dictionaries as a tree: with code DICT every dictionary and its values, otherwise the values of one',
    query: z.object({ code: z.string().max(60).default('DICT') }),
    handler: async ({ app, query }) => {
      const t = tableOf('sysdict');
      const rows = (await app.db
        .select()
        .from(t)
        .where(and(isNull(t.deletedAt), ...(query.code === 'DICT' ? [] : [eq(t.code, query.code)])))
        .orderBy(asc(t.sort), asc(t.id))) as DictNode[];
      const nodes = new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            parentId: r.parentId,
            code: r.code,
            dictKey: r.dictKey,
            dictValue: r.dictValue,
            dictValueEn: r.dictValueEn,
            sort: r.sort,
            children: [] as DictNode[],
          },
        ]),
      );
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
