import type { ResourceDef } from '@parking/resources';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Cols } from '../db/columns';
import type { ResourceTable } from '../db/resource-table';
import { tableOf } from '../db/schema';
import type { Access, Tx } from '../platform/context';
import { badRequest, forbidden, notFound } from '../platform/errors';

/**
 * The one place that decides which rows of a resource a caller may see. Every generated action and
 * every hand-written service reads through it.
 */
export function scopeConditions(def: ResourceDef, table: ResourceTable, access: Access): SQL[] {
  const c = table as unknown as Cols;
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
  if (def.scope === 'park' && access.parkIds) {
    const parkCol = def.scopeSelf ? c.id : c.parkId;
    out.push(access.parkIds.length ? inArray(parkCol, access.parkIds) : sql`false`);
  }
  return out;
}

export const liveCondition = (table: ResourceTable): SQL => isNull((table as unknown as Cols).deletedAt);

/**
 * Decides the company (and park) a row being written belongs to, refusing anything outside the
 * caller's scope. Returns the values to store in the scope columns.
 */
export async function scopeForWrite(
  tx: Tx,
  def: ResourceDef,
  access: Access,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
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
    const parks = tableOf('basePark');
    const parkDef = { ...def, scope: 'park', scopeSelf: true } as ResourceDef;
    const [park] = await tx
      .select({ companyId: (parks as unknown as Cols).companyId })
      .from(parks)
      .where(
        and(
          eq((parks as unknown as Cols).id, parkId),
          liveCondition(parks),
          ...scopeConditions(parkDef, parks, access),
        ),
      );
    if (!park) throw notFound({ zh: '停车场', en: 'Park' }, parkId);
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
