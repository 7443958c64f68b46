import { idSchema, roleResource, userResource } from '@parking/resources';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { userRole } from '../../db/internal-tables';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { companyOfTenant } from './tenant';

const section = 'system';

/** Roles the caller may see, optionally only those of one company (null: the platform's own). */
async function visibleRoles(db: Db, access: Access, companyId?: number | null, alsoPlatform = false) {
  const t = tableOf(roleResource);
  const extra: (SQL | undefined)[] = [];
  if (companyId === null) extra.push(isNull(t.companyId));
  else if (companyId !== undefined) {
    const own = eq(t.companyId, companyId);
    extra.push(alsoPlatform ? or(own, isNull(t.companyId)) : own);
  }
  return db
    .select({ id: t.id, name: t.name, code: t.code, companyId: t.companyId, state: t.state, sort: t.sort })
    .from(t)
    .where(and(visibleConditions(roleResource, access), ...extra))
    .orderBy(asc(t.sort), asc(t.id));
}

const option = (r: { id: number; name: string; code: string }) => ({ label: r.name, value: r.id, code: r.code });

export const roleRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysrole/getListByCompany',
    section,
    summary: 'The roles of a company (default: the active one)',
    query: z.object({ companyId: optionalId }),
    handler: async ({ app, access, query }) =>
      visibleRoles(app.db, access, query.companyId ?? access.activeCompanyId ?? undefined),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysrole/getSelectCompanyRole',
    section,
    summary: 'The roles of a company as select options',
    query: z.object({ companyId: optionalId }),
    handler: async ({ app, access, query }) =>
      (await visibleRoles(app.db, access, query.companyId ?? access.activeCompanyId ?? undefined)).map(option),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/sysrole/getUserAndCompanyRole',
    section,
    summary: "The roles a user may be given (their company's and the platform's) and those they hold",
    query: z.object({ userId: idSchema }),
    handler: async ({ app, access, query }) => {
      const user = await visibleOne(app.db, userResource, access, query.userId);
      const roles = await visibleRoles(app.db, access, user.companyId, true);
      const held = await app.db
        .select({ roleId: userRole.roleId })
        .from(userRole)
        .where(eq(userRole.userId, query.userId));
      const visible = new Set(roles.map((r) => r.id));
      return {
        userId: query.userId,
        roles: roles.map(option),
        roleIds: held.map((h) => h.roleId).filter((id) => visible.has(id)),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/blade-system/role/tree',
    section,
    summary: 'The roles of a tenant as a tree (without tenantCode: every role the caller sees)',
    query: z.object({ tenantCode: z.string().trim().min(1).max(12).optional() }),
    handler: async ({ app, access, query }) => {
      const companyId = query.tenantCode ? await companyOfTenant(app.db, query.tenantCode) : undefined;
      const roles = await visibleRoles(app.db, access, companyId);
      return roles.map((r) => ({ id: r.id, key: r.id, value: r.id, title: r.name, code: r.code, children: [] }));
    },
  }),
];
