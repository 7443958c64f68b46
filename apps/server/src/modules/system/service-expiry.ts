import { formatLocalDate, type Lang } from '@parking/domain';
import {
  type DictValue,
  enabledState,
  parkResource,
  parkServiceConfigResource,
  parkServiceType,
  serviceNoticeState,
} from '@parking/resources';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { liveCondition, scopeConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';

export type ExpiringService = {
  parkId: number;
  parkName: string;
  companyId: number;
  /** null: the park's own platform service (basePark.serviceEnd). */
  serviceType: DictValue<typeof parkServiceType> | null;
  endDate: string;
  daysLeft: number;
  status: DictValue<typeof serviceNoticeState>;
};

const dayMs = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`) / dayMs;
export const addDays = (d: string, n: number) => new Date((dayNumber(d) + n) * dayMs).toISOString().slice(0, 10);
export const todayIn = (timeZone: string, now = new Date()) => formatLocalDate(now, timeZone);

/**
 * Parks whose service ends within the window or has ended: the park's own service end, and the latest
 * end of each service it subscribes to. With an access only what it may see; without, every park.
 */
export async function expiringServices(
  db: Db,
  access: Access | null,
  today: string,
  windowDays: number,
): Promise<ExpiringService[]> {
  const limit = addDays(today, windowDays);
  const parks = tableOf(parkResource);
  const configs = tableOf(parkServiceConfigResource);
  const enabled = enabledState.values.enabled;
  const parkRows = await db
    .select({ id: parks.id, name: parks.parkName, companyId: parks.companyId, end: parks.serviceEnd })
    .from(parks)
    .where(
      and(
        liveCondition(parks),
        eq(parks.state, enabled),
        isNotNull(parks.serviceEnd),
        lte(parks.serviceEnd, limit),
        ...(access ? scopeConditions(parkResource, access) : []),
      ),
    );
  const latestEnd = sql<string>`max(${configs.endDate})::text`;
  const configRows = await db
    .select({ parkId: configs.parkId, serviceType: configs.serviceType, end: latestEnd })
    .from(configs)
    .where(
      and(
        liveCondition(configs),
        eq(configs.state, enabled),
        ...(access ? scopeConditions(parkServiceConfigResource, access) : []),
      ),
    )
    .groupBy(configs.parkId, configs.serviceType)
    .having(lte(sql`max(${configs.endDate})`, limit));
  const names = new Map(parkRows.map((p) => [p.id, { name: p.name, companyId: p.companyId }]));
  const missing = [...new Set(configRows.map((c) => c.parkId))].filter((id) => !names.has(id));
  if (missing.length) {
    const more = await db
      .select({ id: parks.id, name: parks.parkName, companyId: parks.companyId })
      .from(parks)
      .where(and(inArray(parks.id, missing), liveCondition(parks), eq(parks.state, enabled)));
    for (const p of more) names.set(p.id, { name: p.name, companyId: p.companyId });
  }
  const item = (
    parkId: number,
    serviceType: ExpiringService['serviceType'],
    end: string | null,
  ): ExpiringService | null => {
    const park = names.get(parkId);
    if (!park || end === null) return null;
    const endDate = end.slice(0, 10);
    const daysLeft = dayNumber(endDate) - dayNumber(today);
    return {
      parkId,
      parkName: park.name,
      companyId: park.companyId,
      serviceType,
      endDate,
      daysLeft,
      status: daysLeft < 0 ? serviceNoticeState.values.expired : serviceNoticeState.values.expiringSoon,
    };
  };
  const out = [
    ...parkRows.map((p) => item(p.id, null, p.end)),
    ...configRows.map((c) => item(c.parkId, c.serviceType, c.end)),
  ].filter((x): x is ExpiringService => x !== null);
  return out.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.parkName.localeCompare(b.parkName));
}

export function describeExpiry(e: ExpiringService, lang: Lang): string {
  const service =
    e.serviceType == null
      ? { zh: '停车场服务', en: 'The park service' }
      : (parkServiceType.items.find((i) => i.value === e.serviceType)?.label ?? { zh: '服务', en: 'A service' });
  if (e.status === serviceNoticeState.values.expired) {
    return lang === 'en'
      ? `${service.en} ended on ${e.endDate} (${-e.daysLeft} days ago)`
      : `${service.zh}已于 ${e.endDate} 到期（已过期 ${-e.daysLeft} 天）`;
  }
  return lang === 'en'
    ? `${service.en} ends on ${e.endDate} (${e.daysLeft} days left)`
    : `${service.zh}将于 ${e.endDate} 到期（剩余 ${e.daysLeft} 天）`;
}
