import { couponStoreResource } from '@parking/resources';
import { and, eq, ilike } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { rulesOfSeller } from './coupon-rule-parks.service';

/** The stores the caller sees, of one company or matching a name, as key and value. */
export async function storeChoices(db: Db, access: Access, filter: { companyId?: number; storeName?: string }) {
  const t = tableOf(couponStoreResource);
  const rows = await db
    .select({ id: t.id, storeName: t.storeName, sellerId: t.sellerId })
    .from(t)
    .where(
      and(
        visibleConditions(couponStoreResource, access),
        filter.companyId !== undefined ? eq(t.companyId, filter.companyId) : undefined,
        filter.storeName ? ilike(t.storeName, `%${filter.storeName.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(t.id)
    .limit(500);
  return rows.map((r) => ({ key: r.id, value: r.storeName, sellerId: r.sellerId }));
}

/** The rules of the merchant paying for a store. */
export async function rulesOfStore(db: Db, access: Access, storeId: number) {
  const store = await visibleOne(db, couponStoreResource, access, storeId);
  return rulesOfSeller(db, access, store.sellerId);
}
