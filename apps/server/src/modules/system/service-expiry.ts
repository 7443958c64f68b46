import { formatLocalDate, type Lang } from '@parking/domain';
import { parkResource, parkServiceConfigResource, parkServiceType } from '@parking/resources';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';

export type ExpiringService = {
  parkId: number;
  parkName: string;
  companyId: number | null;
  /** null: the park's own platform service (basePark.serviceEnd). */
  serviceType: number | null;
  endDate: string;
  daysLeft: number;
  /** 1 expiring soon, 3 expired. */
  status: 1 | 3;
};

const dayMs = 86_400_000;
const dayNumber = (d: string) =>
  Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) / dayMs;
export const addDays = (d: string, n: number) => new Date((dayNumber(d) + n) * dayMs).toISOString().slice(0, 10);
export const todayIn = (timeZone: string, now = new Date()) => formatLocalDate(now, timeZone);

/**
 * Parks whose service ends within the window or has ended: the park's own service end, and the latest
 * end of each service it subscribes to. With an access only what it may see; without, every park.
 */
export async function expiringServices(
  tx: Tx,
  access: Access | null,
  today: string,
  windowDays: number,
): Promise<ExpiringService[]> {
  const limit = addDays(today, windowDays);
  const parks = tableOf('basePark');
  const configs = tableOf('parkServicesConfig');
  const parkRows = await tx
    .select({ id: parks.id, name: parks.parkName, companyId: parks.companyId, end: parks.serviceEnd })
    .from(parks)
    .where(
      and(
        liveCondition(parks),
        eq(parks.state, 1),
        isNotNull(parks.serviceEnd),
        lte(parks.serviceEnd, limit),
        ...(access ? scopeConditions(parkResource, parks, access) : []),
      ),
    );
  const latestEnd = sql<string>`max(${configs.endDate})::text`;
  const configRows = await tx
    .select({ parkId: configs.parkId, serviceType: configs.serviceType, end: latestEnd })
    .from(configs)
    .where(
      and(
        liveCondition(configs),
        eq(configs.state, 1),
        ...(access ? scopeConditions(parkServiceConfigResource, configs, access) : []),
      ),
    )
    .groupBy(configs.parkId, configs.serviceType)
    .having(lte(sql`max(${configs.endDate})`, limit));
  const names = new Map(parkRows.map((p) => [Number(p.id), { name: String(p.name), companyId: p.companyId }]));
  const missing = [...new Set(configRows.map((c) => Number(c.parkId)))].filter((id) => !names.has(id));
  if (missing.length) {
    const more = await tx
      .select({ id: parks.id, name: parks.parkName, companyId: parks.companyId })
      .from(parks)
      .where(and(inArray(parks.id, missing), liveCondition(parks), eq(parks.state, 1)));
    for (const p of more) names.set(Number(p.id), { name: String(p.name), companyId: p.companyId });
  }
  const item = (parkId: number, serviceType: number | null, end: string): ExpiringService | null => {
    const park = names.get(parkId);
    if (!park) return null;
    const daysLeft = dayNumber(end) - dayNumber(today);
    return {
      parkId,
      parkName: park.name,
      companyId: (park.companyId as number | null) ?? null,
      serviceType,
      endDate: end,
      daysLeft,
      status: daysLeft < 0 ? 3 : 1,
    };
  };
  const out = [
    ...parkRows.map((p) => item(Number(p.id), null, String(p.end).slice(0, 10))),
    ...configRows.map((c) => item(Number(c.parkId), Number(c.serviceType), String(c.end).slice(0, 10))),
  ].filter((x): x is ExpiringService => x !== null);
  return out.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.parkName.localeCompare(b.parkName));
}

export function describeExpiry(e: ExpiringService, lang: Lang): string {
  const service =
    e.serviceType == null
      ? { zh: '停车场服务', en: 'The park service' }
      : (parkServiceType.items.find((i) => i.value === e.serviceType)?.label ?? { zh: '服务', en: 'A service' });
  if (e.status === 3) {
    return lang === 'en'
      ? `${service.en} ended on ${e.endDate} (${-e.daysLeft} days ago)`
      : `${service.zh}已于 ${e.endDate} 到期（已过期 ${-e.daysLeft} 天）`;
  }
  return lang === 'en'
    ? `${service.en} ends on ${e.endDate} (${e.daysLeft} days left)`
    : `${service.zh}将于 ${e.endDate} 到期（剩余 ${e.daysLeft} 天）`;
}
