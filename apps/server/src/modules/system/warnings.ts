import { storedMessage } from '@parking/domain';
import { serviceNoticeState, warningLogResource, warnLevel, warnType } from '@parking/resources';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { describeExpiry, type ExpiringService } from './service-expiry';

const keyOf = (e: ExpiringService) => `svc:${e.parkId}:${e.serviceType ?? 'park'}:${e.endDate}:${e.status}`;

/** A warning for each expiring or expired service, unless the same one was written before. */
export async function recordWarnings(tx: Tx, items: ExpiringService[]): Promise<number> {
  if (!items.length) return 0;
  const t = tableOf(warningLogResource);
  const keys = items.map(keyOf);
  const seen = new Set(
    (
      await tx
        .select({ key: t.dedupeKey })
        .from(t)
        .where(and(inArray(t.dedupeKey, keys), isNull(t.deletedAt)))
    ).map((r) => r.key),
  );
  const fresh = items.filter((e) => !seen.has(keyOf(e)));
  if (fresh.length) {
    await tx.insert(t).values(
      fresh.map((e) => {
        const expired = e.status === serviceNoticeState.values.expired;
        return {
          companyId: e.companyId,
          parkId: e.parkId,
          warnType: expired ? warnType.values.serviceExpired : warnType.values.serviceExpiringSoon,
          level: expired ? warnLevel.values.critical : warnLevel.values.warning,
          title: storedMessage(
            {
              zh: `${e.parkName}：${expired ? '服务已到期' : '服务即将到期'}`,
              en: `${e.parkName}: ${expired ? 'service ended' : 'service ending soon'}`,
            },
            500,
          ),
          content: storedMessage({ zh: describeExpiry(e, 'zh'), en: describeExpiry(e, 'en') }, 2000),
          dedupeKey: keyOf(e),
        };
      }),
    );
  }
  return fresh.length;
}
