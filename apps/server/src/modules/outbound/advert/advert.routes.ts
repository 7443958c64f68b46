import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { AppError, badRequest } from '../../../platform/errors';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { withTimeout } from '../outbox/retry-schedule';

/** The operations the advertising platform answers, by the `url` the console sends. */
const operations = [
  'park/staticDayPlat',
  'getAllAdver',
  'stopAdver',
  'park/search',
  'adverDetail',
  'visit/search',
] as const;

/** Asks the configured advertising platform, within the outbox time-out; a clear refusal when there is none. */
async function askPlatform(app: AppContext, url: string, body: Record<string, unknown>): Promise<unknown> {
  const advert = app.outbound.advert;
  if (!advert) {
    throw badRequest({
      zh: '没有配置广告平台（ADVERT_ADAPTER=none），无法查询或操作广告',
      en: 'no advertising platform is configured (ADVERT_ADAPTER=none); adverts cannot be read or changed',
    });
  }
  try {
    return await withTimeout(app.config.outboxTimeoutMs, (signal) => advert.request({ url, body }, signal));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new AppError(502, {
      zh: `广告平台没有正常应答：${why}`,
      en: `the advertising platform did not answer: ${why}`,
    });
  }
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);

export const advertRoutes: AnyRoute[] = [
  defineRoute<{ url: (typeof operations)[number] }, Record<string, unknown>>({
    method: 'POST',
    url: '/api/updown/agency/postAdver',
    section: 'advert',
    platformOnly: true,
    summary:
      'Passes one operation (url: park/staticDayPlat, getAllAdver, stopAdver, park/search, adverDetail, visit/search) to the configured advertising platform, with the outbox time-out, and answers what it answers',
    query: z.object({ url: z.enum(operations) }),
    body: z.record(z.string().max(40), z.unknown()).default({}),
    labels: (k) => (k === 'url' ? { zh: '广告平台操作', en: 'Advertising operation' } : undefined),
    handler: ({ app, query, body }) => askPlatform(app, query.url, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/plat/collect/searchAdverOrder',
    section: 'reports',
    platformOnly: true,
    summary:
      "Advertisers' orders for screen time, as the advertising platform keeps them: paged, by advert, state (paid, refunded) and paid time; amounts in fen",
    query: z.object({
      current: z.coerce.number().int().min(1).default(1),
      size: z.coerce.number().int().min(1).max(500).default(10),
      adverId: z.string().max(40).optional(),
      state: z.enum(['paid', 'refunded']).optional(),
      paidAtStart: day.optional(),
      paidAtEnd: day.optional(),
    }),
    labels: (k) =>
      ({
        adverId: { zh: '广告编号', en: 'Advert' },
        state: { zh: '订单状态', en: 'Order state' },
        paidAtStart: { zh: '支付开始时间', en: 'Paid from' },
        paidAtEnd: { zh: '支付结束时间', en: 'Paid until' },
      })[k],
    handler: async ({ app, query }) => {
      const answer = (await askPlatform(app, 'order/search', { ...query })) as {
        total?: number;
        data?: unknown[];
      } | null;
      return { total: answer?.total ?? 0, data: answer?.data ?? [], current: query.current, size: query.size };
    },
  }),
];
