import { doorDeptResource } from '@parking/resources';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';

type Choice = { id: number; value: number; label: string; title: string; parentId: number | null; children?: Choice[] };

export const doorDeptRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/door/basedept/getSelectBaseDeptByCpId',
    section: 'doors',
    summary:
      'The door departments of a company (CPID; default: the active company) as a tree of choices; isSearch=1 answers them as a flat list for a search form',
    query: z.object({ CPID: optionalId, isSearch: z.string().max(5).optional() }),
    labels: (k) => ({ CPID: { zh: '公司', en: 'Company' }, isSearch: { zh: '用于搜索', en: 'For search' } })[k],
    handler: async ({ app, access, query }) => {
      const t = tableOf(doorDeptResource);
      const rows = await app.db
        .select({ id: t.id, deptName: t.deptName, parentId: t.parentId })
        .from(t)
        .where(and(visibleConditions(doorDeptResource, access), ...(query.CPID ? [eq(t.companyId, query.CPID)] : [])))
        .orderBy(asc(t.sort), asc(t.id))
        .limit(2000);
      const choices: Choice[] = rows.map((r) => ({
        id: r.id,
        value: r.id,
        label: r.deptName,
        title: r.deptName,
        parentId: r.parentId,
      }));
      if (query.isSearch === '1' || query.isSearch === 'true') return choices;
      const byId = new Map(choices.map((c) => [c.id, c]));
      const roots: Choice[] = [];
      for (const c of choices) {
        const parent = c.parentId == null ? undefined : byId.get(c.parentId);
        if (!parent) roots.push(c);
        else if (parent.children) parent.children.push(c);
        else parent.children = [c];
      }
      return roots;
    },
  }),
];
