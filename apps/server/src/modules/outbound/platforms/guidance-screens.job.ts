import {
  enabledState,
  parkResource,
  platformEvent,
  platformUploadResource,
  thirdPlatformResource,
  yzlLedResource,
} from '@parking/resources';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import { registerJobHandler } from '../../../platform/jobs/registry';
import { pushToPlatform } from './platform-pushes';

/**
 * Each enabled guidance-screen link (云之龙诱导屏) sends its park's free stalls to its platform, in the text its
 * screen shows, through the outbox; only when the number changed since the last push, so a quiet park sends
 * nothing. Answers how many screens were sent a new number.
 */
export async function pushGuidanceScreens(tx: Tx, now: Date): Promise<number> {
  const y = tableOf(yzlLedResource);
  const p = tableOf(parkResource);
  const tp = tableOf(thirdPlatformResource);
  const screens = await tx
    .select({
      id: y.id,
      companyId: y.companyId,
      parkId: y.parkId,
      screenCode: y.screenCode,
      showText: y.showText,
      platId: tp.id,
      type: tp.type,
      parkName: p.parkName,
      free: p.freeStalls,
    })
    .from(y)
    .innerJoin(tp, eq(tp.id, y.platId))
    .innerJoin(p, eq(p.id, y.parkId))
    .where(
      and(
        eq(y.enabled, enabledState.values.enabled),
        isNull(y.deletedAt),
        eq(tp.enabled, enabledState.values.enabled),
        isNull(tp.deletedAt),
        isNull(p.deletedAt),
      ),
    );
  const u = tableOf(platformUploadResource);
  let sent = 0;
  for (const s of screens) {
    const free = s.free ?? 0;
    const [last] = await tx
      .select({ body: u.body })
      .from(u)
      .where(and(eq(u.parkId, s.parkId), eq(u.platId, s.platId), eq(u.type, platformEvent.values.led)))
      .orderBy(desc(u.id))
      .limit(1);
    const body = last?.body as Record<string, unknown> | undefined;
    const lastFree = body?.freeNum ?? body?.free;
    if (lastFree === free) continue;
    const link = {
      linkId: s.id,
      companyId: s.companyId,
      parkId: s.parkId,
      platId: s.platId,
      type: s.type,
      parkCode: s.screenCode,
      uploadEntries: null,
      uploadExits: null,
      uploadPayments: null,
    };
    const text = (s.showText || '空位 {free}').replaceAll('{free}', String(free));
    await pushToPlatform(tx, link, { kind: platformEvent.values.led, at: now, park: { name: s.parkName }, free, text });
    sent++;
  }
  return sent;
}

registerJobHandler('pushGuidanceScreens', {
  label: { zh: '诱导屏空位推送', en: 'Guidance screen free stalls' },
  description: {
    zh: '把每个启用的云之龙诱导屏所在车场的空余车位按显示模板推送到其平台（经外发消息），车位数变了才推送',
    en: "Sends each enabled YZL guidance screen its park's free stalls in its text, through the outbox; only when the number changed",
  },
  async run({ tx, now }) {
    const n = await pushGuidanceScreens(tx, now);
    return { zh: `${n} 块诱导屏推送了新的空位数`, en: `${n} guidance screens sent a new free-stall count` };
  },
});
