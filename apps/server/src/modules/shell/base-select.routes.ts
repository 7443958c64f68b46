import { companyResource, idSchema, parkResource, villageResource } from '@parking/resources';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const base = '/api/updown/baseSelect';
const selectLimit = 300;
const searchLimit = 200;
const allCompaniesThreshold = 10_000;
const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function companyOptions(tx: Tx, access: Access, extra: SQL[], limit: number) {
  const t = tableOf('basecompany');
  const where = and(isNull(t.deletedAt), ...scopeConditions(companyResource, t, access), ...extra);
  const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
  // a platform with more companies than a dropdown can hold offers "all" instead of the list
  if (n > allCompaniesThreshold) return [{ label: '全部', value: 'all', all: true }];
  const rows = await tx.select({ id: t.id, name: t.name }).from(t).where(where).orderBy(asc(t.name)).limit(limit);
  return rows.map((r) => ({ label: r.name, value: r.id }));
}

async function parkOptions(tx: Tx, access: Access, extra: SQL[], limit: number) {
  const t = tableOf('basePark');
  const rows = await tx
    .select({ id: t.id, name: t.parkName, kind: t.parkKind, companyId: t.companyId })
    .from(t)
    .where(and(isNull(t.deletedAt), ...scopeConditions(parkResource, t, access), ...extra))
    .orderBy(asc(t.parkName))
    .limit(limit);
  return rows.map((r) => ({ label: r.name, value: r.id, key: r.kind, companyId: r.companyId }));
}

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional());
const name = z.object({ name: z.string().max(100).optional(), keyword: z.string().max(100).optional() });

export const baseSelectRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/searchLoginPark`,
    area: 'shell',
    summary: 'Parks the user may choose (key 10 roadside, 12 special), at most 300',
    query: z.object({ companyId: optionalId }),
    handler: async ({ app, access, query }) => {
      const t = tableOf('basePark');
      return parkOptions(app.db, access, query.companyId ? [eq(t.companyId, query.companyId)] : [], selectLimit);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/searchLoginParkByName`,
    area: 'shell',
    summary: 'Parks by name, at most 200',
    query: name,
    handler: async ({ app, access, query }) => {
      const t = tableOf('basePark');
      const q = query.name ?? query.keyword ?? '';
      return parkOptions(app.db, access, q ? [sql`${t.parkName} ilike ${likeOf(q)}`] : [], searchLimit);
    },
  }),
  ...(['selectLoginCompany', 'getUserAllCompany'] as const).map((path) =>
    defineRoute({
      method: 'GET',
      url: `${base}/${path}`,
      area: 'shell',
      summary: 'Companies the user may work for, at most 300 (over 10,000: the marker for all)',
      handler: async ({ app, access }) => companyOptions(app.db, access, [], selectLimit),
    }),
  ),
  defineRoute({
    method: 'GET',
    url: `${base}/selectLoginMasterCompany`,
    area: 'shell',
    summary: 'Top-level companies the user may work for',
    handler: async ({ app, access }) =>
      companyOptions(app.db, access, [isNull(tableOf('basecompany').parentId)], selectLimit),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/selectLoginCompanyByName`,
    area: 'shell',
    summary: 'Companies by name, at most 200',
    query: name,
    handler: async ({ app, access, query }) => {
      const q = query.name ?? query.keyword ?? '';
      const t = tableOf('basecompany');
      return companyOptions(app.db, access, q ? [sql`${t.name} ilike ${likeOf(q)}`] : [], searchLimit);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getVasevillageByCpid`,
    area: 'parks',
    summary: 'Villages of a company (the spec spells it Vase)',
    query: z.object({ cpid: optionalId }),
    handler: async ({ app, access, query }) => {
      const t = tableOf('baseVillage');
      const rows = await app.db
        .select({ id: t.id, name: t.name })
        .from(t)
        .where(
          and(
            isNull(t.deletedAt),
            ...scopeConditions(villageResource, t, access),
            ...(query.cpid ? [eq(t.companyId, query.cpid)] : []),
          ),
        )
        .orderBy(asc(t.name))
        .limit(selectLimit);
      return rows.map((r) => ({ label: r.name, value: r.id }));
    },
  }),
];
