import { areaResource, parkResource, type SubmitValues } from '@parking/resources';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type HookCtx, merged } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';

type Park = typeof parkResource;
type Area = typeof areaResource;

/** Free stalls never exceed total stalls. */
export function checkFreeWithinTotal(total: number, free: number): void {
  if (free > total) {
    throw badRequest({
      zh: `空余车位(freeStalls): 不能超过总车位 ${total}`,
      en: `Free stalls(freeStalls): cannot exceed the ${total} total stalls`,
    });
  }
}

/** Total stalls of the master areas of a park, or of the sub-areas of a master area. */
export async function areaStallSum(db: Db, parkId: number, parentId: number | null, exceptId?: number) {
  const t = tableOf(areaResource);
  const conds: SQL[] = [
    eq(t.parkId, parkId),
    liveCondition(t),
    parentId == null ? isNull(t.parentId) : eq(t.parentId, parentId),
  ];
  if (exceptId !== undefined) conds.push(ne(t.id, exceptId));
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${t.totalStalls}), 0)::int`,
      free: sql<number>`coalesce(sum(${t.freeStalls}), 0)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(t)
    .where(and(...conds));
  return { total: row?.total ?? 0, free: row?.free ?? 0, n: row?.n ?? 0 };
}

/** A park holds at least the stalls of its master areas, and no more free stalls than stalls. */
export async function checkParkStalls(
  { tx }: HookCtx<Park>,
  values: SubmitValues<Park>,
  existing: RowOf<Park> | null,
): Promise<void> {
  const total = merged(values, existing, 'totalStalls') ?? 0;
  checkFreeWithinTotal(total, merged(values, existing, 'freeStalls') ?? 0);
  if (!existing || values.totalStalls === undefined) return;
  const areas = await areaStallSum(tx, existing.id, null);
  if (total < areas.total) {
    throw badRequest({
      zh: `总车位(totalStalls): 不能少于各区域车位之和 ${areas.total}`,
      en: `Total stalls(totalStalls): cannot be fewer than the ${areas.total} stalls of its areas`,
    });
  }
}

/**
 * Areas nest one level: a master area, or a sub-area of one. The stalls of the master areas fit in
 * the park, those of sub-areas in their master area; large-vehicle stalls fit in the area's stalls.
 */
export async function checkAreaStalls(
  { tx }: HookCtx<Area>,
  values: SubmitValues<Area>,
  existing: RowOf<Area> | null,
): Promise<void> {
  const total = merged(values, existing, 'totalStalls') ?? 0;
  checkFreeWithinTotal(total, merged(values, existing, 'freeStalls') ?? 0);
  const big = merged(values, existing, 'bigCarStalls') ?? 0;
  if (big > total) {
    throw badRequest({
      zh: `大车位(bigCarStalls): 不能超过总车位 ${total}`,
      en: `Large-vehicle stalls(bigCarStalls): cannot exceed the ${total} total stalls`,
    });
  }
  const bigRemain = merged(values, existing, 'bigCarRemain') ?? 0;
  if (bigRemain > big) {
    throw badRequest({
      zh: `剩余大车位(bigCarRemain): 不能超过大车位 ${big}`,
      en: `Large-vehicle stalls free(bigCarRemain): cannot exceed the ${big} large-vehicle stalls`,
    });
  }
  // without a park the scope check refuses the row
  const parkId = merged(values, existing, 'parkId');
  if (parkId == null) return;
  const parentId = merged(values, existing, 'parentId') ?? null;
  const areas = tableOf(areaResource);
  const ownId = existing?.id;
  const children = ownId === undefined ? { total: 0, n: 0 } : await areaStallSum(tx, parkId, ownId);
  let capacity: { total: number; zh: string; en: string };
  if (parentId != null) {
    const [parent] = await tx
      .select({ parentId: areas.parentId, totalStalls: areas.totalStalls, areaName: areas.areaName })
      .from(areas)
      .where(and(eq(areas.id, parentId), liveCondition(areas)));
    if (!parent) return; // the reference check names a parent that does not exist
    if (parent.parentId != null) {
      throw badRequest({
        zh: `上级区域(parentId): ${parent.areaName} 本身是子区域，请选择主区域`,
        en: `Master area(parentId): ${parent.areaName} is itself a sub-area; choose a master area`,
      });
    }
    if (children.n > 0) {
      throw badRequest({
        zh: '上级区域(parentId): 有子区域的区域不能成为子区域',
        en: 'Master area(parentId): an area with sub-areas cannot become a sub-area',
      });
    }
    capacity = {
      total: parent.totalStalls ?? 0,
      zh: `主区域 ${parent.areaName}`,
      en: `master area ${parent.areaName}`,
    };
  } else {
    const parks = tableOf(parkResource);
    const [park] = await tx
      .select({ totalStalls: parks.totalStalls })
      .from(parks)
      .where(and(eq(parks.id, parkId), liveCondition(parks)));
    if (!park) return;
    capacity = { total: park.totalStalls ?? 0, zh: '停车场', en: 'the park' };
  }
  const siblings = await areaStallSum(tx, parkId, parentId, ownId);
  if (siblings.total + total > capacity.total) {
    throw badRequest({
      zh: `总车位(totalStalls): 加上其他区域的 ${siblings.total} 个，超过${capacity.zh}的 ${capacity.total} 个车位`,
      en: `Total stalls(totalStalls): with the ${siblings.total} of the other areas it exceeds the ${capacity.total} stalls of ${capacity.en}`,
    });
  }
  if (total < children.total) {
    throw badRequest({
      zh: `总车位(totalStalls): 不能少于子区域车位之和 ${children.total}`,
      en: `Total stalls(totalStalls): cannot be fewer than the ${children.total} stalls of its sub-areas`,
    });
  }
}
