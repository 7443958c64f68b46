import { companyResource, parkResource, villageResource } from '@parking/resources';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';

const base = '/api/updown/baseSelect';
const selectLimit = 300;
const searchLimit = 200;
const allCompaniesThreshold = 10_000;
const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function companyOptions(db: Db, access: Access, extra: SQL[], limit: number) {
  const t = tableOf(companyResource);
  const where = and(visibleConditions(companyResource, access), ...extra);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
  // a platform with more companies than a dropdown can hold offers "all" instead of the list
  if (n > allCompaniesThreshold) return [{ label: '全部', value: 'all', all: true }];
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(where).orderBy(asc(t.name)).limit(limit);
  return rows.map((r) => ({ label: r.name, value: r.id }));
}

async function parkOptions(db: Db, access: Access, extra: SQL[], limit: number) {
  const t = tableOf(parkResource);
  const rows = await db
    .select({ id: t.id, name: t.parkName, kind: t.parkKind, companyId: t.companyId })
    .from(t)
    .where(and(visibleConditions(parkResource, access), ...extra))
    .orderBy(asc(t.parkName))
    .limit(limit);
  return rows.map((r) => ({ label: r.name, value: r.id, key: r.kind, companyId: r.companyId }));
}

const name = z.object({ name: z.string().max(100).optional(), keyword: z.string().max(100).optional() });

export const baseSelectRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/searchLoginPark`,
    section: 'shell',
    summary: 'Parks the user may choose (key 10 roadside, 12 special), at most 300',
    query: z.object({ companyId: optionalId }),
    handler: async ({ app, access, query }) => {
      const t = tableOf(parkResource);
      return parkOptions(app.db, access, query.companyId ? [eq(t.companyId, query.companyId)] : [], selectLimit);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/searchLoginParkByName`,
    section: 'shell',
    summary: 'Parks by name, at most 200',
    query: name,
    handler: async ({ app, access, query }) => {
      const t = tableOf(parkResource);
      const q = query.name ?? query.keyword ?? '';
      return parkOptions(app.db, access, q ? [sql`${t.parkName} ilike ${likeOf(q)}`] : [], searchLimit);
    },
  }),
  ...(['selectLoginCompany', 'getUserAllCompany'] as const).map((path) =>
    defineRoute({
      method: 'GET',
      url: `${base}/${path}`,
      section: 'shell',
      summary: 'Companies the user may work for, at most 300 (over 10,000: the marker for all)',
      handler: async ({ app, access }) => companyOptions(app.db, access, [], selectLimit),
    }),
  ),
  defineRoute({
    method: 'GET',
    url: `${base}/selectLoginMasterCompany`,
    section: 'shell',
    summary: 'Top-level companies the user may work for',
    handler: async ({ app, access }) =>
      companyOptions(app.db, access, [isNull(tableOf(companyResource).parentId)], selectLimit),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/selectLoginCompanyByName`,
    section: 'shell',
    summary: 'Companies by name, at most 200',
    query: name,
    handler: async ({ app, access, query }) => {
      const q = query.name ?? query.keyword ?? '';
      const t = tableOf(companyResource);
      return companyOptions(app.db, access, q ? [sql`${t.name} ilike ${likeOf(q)}`] : [], searchLimit);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getVasevillageByCpid`,
    section: 'parks',
    summary: 'Villages of a company (the spec spells it Vase)',
    query: z.object({ cpid: optionalId }),
    handler: async ({ app, access, query }) => {
      const t = tableOf(villageResource);
      const rows = await app.db
        .select({ id: t.id, name: t.name })
        .from(t)
        .where(and(visibleConditions(villageResource, access), ...(query.cpid ? [eq(t.companyId, query.cpid)] : [])))
        .orderBy(asc(t.name))
        .limit(selectLimit);
      return rows.map((r) => ({ label: r.name, value: r.id }));
    },
  }),
];
