import { deptResource, idSchema, parkDeptResource } from '@parking/resources';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { companyOfTenant } from './tenant';

type DeptNode<R> = R & { key: number; value: number; children: DeptNode<R>[] };

function toTree<R extends { id: number; parentId: number | null }>(rows: R[]): DeptNode<R>[] {
  const nodes = new Map(rows.map((r): [number, DeptNode<R>] => [r.id, { ...r, key: r.id, value: r.id, children: [] }]));
  const roots: DeptNode<R>[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId != null ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

export const deptRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/blade-system/dept/tree',
    section: 'system',
    summary: "A tenant's departments as a tree (without tenantCode: those of the active company)",
    query: z.object({ tenantCode: z.string().trim().min(1).max(12).optional() }),
    handler: async ({ app, access, query }) => {
      const t = tableOf(deptResource);
      const extra: SQL[] = [];
      if (query.tenantCode) {
        const companyId = await companyOfTenant(app.db, query.tenantCode);
        extra.push(companyId === null ? isNull(t.companyId) : eq(t.companyId, companyId));
      }
      const rows = await app.db
        .select({ id: t.id, parentId: t.parentId, title: t.deptName, companyId: t.companyId })
        .from(t)
        .where(and(visibleConditions(deptResource, access), ...extra))
        .orderBy(asc(t.sort), asc(t.id));
      return toTree(rows);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/baseDept/getAllDeptByParkId',
    section: 'system',
    summary: 'The departments of a park as a tree',
    query: z.object({ parkId: idSchema }),
    labels: (k) => (k === 'parkId' ? { zh: '停车场', en: 'Park' } : undefined),
    handler: async ({ app, access, query }) => {
      const t = tableOf(parkDeptResource);
      const rows = await app.db
        .select({ id: t.id, parentId: t.parentId, title: t.deptName, companyId: t.companyId, parkId: t.parkId })
        .from(t)
        .where(and(visibleConditions(parkDeptResource, access), eq(t.parkId, query.parkId)))
        .orderBy(asc(t.sort), asc(t.id));
      return toTree(rows);
    },
  }),
];
