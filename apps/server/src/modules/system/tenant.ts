import { and, eq, isNull } from 'drizzle-orm';
import { tableOf } from '../../db/schema';
import type { Tx } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** The company a tenant code names; null is the platform itself. */
export async function companyOfTenant(tx: Tx, tenantCode: string): Promise<number | null> {
  const t = tableOf('blade-system/tenant');
  const [row] = await tx
    .select({ companyId: t.companyId })
    .from(t)
    .where(and(eq(t.tenantCode, tenantCode), isNull(t.deletedAt), eq(t.state, 1)))
    .limit(1);
  if (!row) throw notFound({ zh: '租户', en: 'Tenant' }, tenantCode);
  return (row.companyId as number | null) ?? null;
}
