import { enabledState, tenantResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { notFound } from '../../platform/errors';

/** The company a tenant code names; null is the platform itself. */
export async function companyOfTenant(db: Db, tenantCode: string): Promise<number | null> {
  const t = tableOf(tenantResource);
  const [row] = await db
    .select({ companyId: t.companyId })
    .from(t)
    .where(and(eq(t.tenantCode, tenantCode), isNull(t.deletedAt), eq(t.state, enabledState.values.enabled)))
    .limit(1);
  if (!row) throw notFound({ zh: '租户', en: 'Tenant' }, tenantCode);
  return row.companyId;
}
