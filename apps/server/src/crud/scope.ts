import {
  allFields,
  companyResource,
  type Field,
  parkResource,
  type ResourceDef,
  sellerResource,
} from '@parking/resources';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Cols, colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import { engineTableOf, tableOf } from '../db/schema';
import type { Access } from '../platform/context';
import { badRequest, forbidden, notFound } from '../platform/errors';
import type { Row } from './hooks';

/**
 * The one place that decides which rows of a resource a caller may see. Every generated action and
 * every hand-written service reads through it. `columns` applies the same rules to a summary of the
 * resource's rows that keeps its scope columns (company, park) under the same names.
 */
export function scopeConditions(def: ResourceDef, access: Access, c: Cols = colsOf(engineTableOf(def))): SQL[] {
  const out: SQL[] = [];
  if (def.scope === 'platform') return out;
  const companyCol = def.scope === 'company' && def.scopeSelf ? c.id : c.companyId;
  if (def.scope === 'company' && def.scopeSelf) {
    // the company list is what a user may switch between, not only the active one
    if (access.companies !== 'all')
      out.push(access.companies.length ? inArray(companyCol, access.companies) : sql`false`);
  } else if (access.activeCompanyId != null) {
    out.push(eq(companyCol, access.activeCompanyId));
  } else if (access.companies !== 'all') {
    out.push(access.companies.length ? inArray(companyCol, access.companies) : sql`false`);
  }
  const parkCol = parkColumn(def);
  if (parkCol && access.parkIds) {
    // a row of no park (a company-wide warning) is not for a user limited to parks either
    out.push(access.parkIds.length ? inArray(c[parkCol] as typeof c.id, access.parkIds) : sql`false`);
  }
  if (access.sellerId != null && def.table !== companyResource.table) {
    // a merchant's user sees its merchant's rows and nothing else of the company
    const sellerCol = sellerColumn(def);
    out.push(sellerCol ? eq(c[sellerCol] as typeof c.id, access.sellerId) : sql`false`);
  }
  return out;
}

/** The column naming the merchant a row belongs to: a merchant's own id, or `sellerId` on its rows, else none. */
export function sellerColumn(def: ResourceDef): 'id' | 'sellerId' | null {
  if (def.table === sellerResource.table) return 'id';
  const seller = (allFields(def) as Record<string, Field>).sellerId;
  return seller?.kind === 'ref' && seller.to === sellerResource.module ? 'sellerId' : null;
}

/** A merchant's user writes its own merchant's rows only (and adds no merchant). */
function checkSellerWrite(def: ResourceDef, access: Access, values: Row, existing: Row | null): void {
  if (access.sellerId == null) return;
  const sellerCol = sellerColumn(def);
  const owner = sellerCol === 'id' ? existing?.id : (values.sellerId ?? existing?.sellerId);
  if (owner !== access.sellerId) {
    throw forbidden({
      zh: '商户用户只能操作本商户的数据',
      en: "a merchant's user may change its own merchant's rows only",
    });
  }
}

/**
 * The column naming the park a row belongs to: its own id for a park, `parkId` for park-scoped rows and for
 * any other resource that carries a park (a warning about a park), else none.
 */
export function parkColumn(def: ResourceDef): 'id' | 'parkId' | null {
  if (def.scope === 'park') return def.scopeSelf ? 'id' : 'parkId';
  const park = (allFields(def) as Record<string, Field>).parkId;
  return park?.kind === 'ref' && park.to === parkResource.module ? 'parkId' : null;
}

/** Live rows only: removed rows are kept for the record and never read as current. */
export const liveCondition = (table: PgTable): SQL => isNull(colsOf(table).deletedAt);

/** The live rows of a resource the caller may see, as conditions of a query of its table. */
export const visibleConditions = (def: ResourceDef, access: Access): SQL =>
  and(liveCondition(engineTableOf(def)), ...scopeConditions(def, access)) as SQL;

/**
 * Decides the company (and park) a row being written belongs to, refusing anything outside the
 * caller's scope. Returns the values to store in the scope columns.
 */
export async function scopeForWrite(
  db: Db,
  def: ResourceDef,
  access: Access,
  values: Row,
  existing: Row | null,
): Promise<{ companyId?: number | null; parkId?: number }> {
  checkSellerWrite(def, access, values, existing);
  if (def.scope === 'platform') {
    if (access.level !== 'platform') {
      throw forbidden({ zh: '只有平台用户可以修改此数据', en: 'only platform users may change this data' });
    }
    return {};
  }
  if (def.scope === 'company' && def.scopeSelf) return {};
  if (def.scope === 'park' && !def.scopeSelf) {
    const parkId = (values.parkId ?? existing?.parkId) as number | undefined;
    if (parkId == null) throw badRequest({ zh: '停车场(parkId): 不能为空', en: 'Park(parkId): is required' });
    const parks = tableOf(parkResource);
    const [park] = await db
      .select({ companyId: parks.companyId })
      .from(parks)
      .where(and(eq(parks.id, parkId), visibleConditions(parkResource, access)));
    if (!park) throw notFound(parkResource.label, parkId);
    return { parkId, companyId: park.companyId };
  }
  let companyId = (values.companyId !== undefined ? values.companyId : existing?.companyId) as
    | number
    | null
    | undefined;
  if (companyId === undefined || (companyId === null && !existing && !def.platformRows)) {
    companyId = access.activeCompanyId ?? access.companyId;
  }
  if (companyId == null) {
    if (def.platformRows && access.level === 'platform') return { companyId: null };
    throw badRequest({ zh: '所属公司(companyId): 不能为空', en: 'Company(companyId): is required' });
  }
  const allowed =
    (access.activeCompanyId == null || access.activeCompanyId === companyId) &&
    (access.companies === 'all' || access.companies.includes(companyId));
  if (!allowed) throw forbidden({ zh: `无权操作公司 ${companyId} 的数据`, en: `no access to company ${companyId}` });
  return { companyId };
}
