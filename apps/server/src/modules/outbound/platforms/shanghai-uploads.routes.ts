import {
  outboxState,
  platformEvent,
  platformParkResource,
  platformUploadResource,
  thirdPlatformResource,
  thirdPlatformType,
} from '@parking/resources';
import { and, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { parseTime } from '../../../crud/input';
import { visibleConditions } from '../../../crud/scope';
import { rowSerializer } from '../../../crud/serialize';
import { tableOf } from '../../../db/schema';
import type { Access } from '../../../platform/context';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';

const links = tableOf(platformParkResource);
const uploads = tableOf(platformUploadResource);
const platforms = tableOf(thirdPlatformResource);

/** The pushes to Shanghai platforms of the parks the caller sees, as their upload diary keeps them. */
const shanghaiUploads = (access: Access, more: (SQL | undefined)[] = []) =>
  and(
    visibleConditions(platformUploadResource, access),
    eq(platforms.type, thirdPlatformType.values.shanghai),
    isNull(platforms.deletedAt),
    ...more,
  );

const when = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)
  .optional();

const labels = (k: string) =>
  ({
    parkId: { zh: '停车场', en: 'Park' },
    type: { zh: '上传类型', en: 'Upload kind' },
    state: { zh: '发送状态', en: 'State' },
    plateNumber: { zh: '车牌号', en: 'Plate' },
    happenedAtStart: { zh: '开始时间', en: 'From' },
    happenedAtEnd: { zh: '结束时间', en: 'Until' },
  })[k];

/**
 * What went to the Shanghai city platform: counts and the records themselves, read from the upload diary that
 * every push writes (registration, entries, exits, payments), so the figures are those of real pushes.
 */
export const shanghaiUploadRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/shanghai/yong/selectCount',
    section: 'reports',
    summary:
      'Counts of what went to the Shanghai platform: parks registered, entries and exits pushed, delivered, dead letters and waiting',
    query: z.object({ parkId: z.coerce.number().int().min(1).optional() }),
    labels,
    handler: async ({ app, access, query }) => {
      const [registered] = await app.db
        .select({ n: count() })
        .from(links)
        .innerJoin(platforms, eq(platforms.id, links.platId))
        .where(
          and(
            visibleConditions(platformParkResource, access),
            eq(platforms.type, thirdPlatformType.values.shanghai),
            isNull(platforms.deletedAt),
            query.parkId ? eq(links.parkId, query.parkId) : undefined,
          ),
        );
      const counted = (c: SQL) => sql<number>`count(*) filter (where ${c})`.mapWith(Number);
      const [sent] = await app.db
        .select({
          inCount: counted(eq(uploads.type, platformEvent.values.entry)),
          outCount: counted(eq(uploads.type, platformEvent.values.exit)),
          payCount: counted(eq(uploads.type, platformEvent.values.payment)),
          sentCount: counted(eq(uploads.state, outboxState.values.sent)),
          failedCount: counted(eq(uploads.state, outboxState.values.dead)),
          waitingCount: counted(eq(uploads.state, outboxState.values.pending)),
        })
        .from(uploads)
        .innerJoin(platforms, eq(platforms.id, uploads.platId))
        .where(shanghaiUploads(access, [query.parkId ? eq(uploads.parkId, query.parkId) : undefined]));
      return { parkCount: registered?.n ?? 0, ...sent };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/updown/shanghai/yong/selectDetails',
    section: 'reports',
    summary:
      "The records pushed to the Shanghai platform, newest first, with the platform's answer: by park, kind, state, plate and time",
    query: z.object({
      current: z.coerce.number().int().min(1).default(1),
      size: z.coerce.number().int().min(1).max(500).default(10),
      parkId: z.coerce.number().int().min(1).optional(),
      type: z.enum(Object.values(platformEvent.values) as [string, ...string[]]).optional(),
      state: z.coerce
        .number()
        .int()
        .refine((v) => (Object.values(outboxState.values) as number[]).includes(v), 'must be a delivery state')
        .optional(),
      plateNumber: z.string().max(16).optional(),
      happenedAtStart: when,
      happenedAtEnd: when,
    }),
    labels,
    handler: async ({ app, access, query }) => {
      const tz = app.config.timeZone;
      const at = (key: 'happenedAtStart' | 'happenedAtEnd', end: boolean) => {
        const v = query[key];
        if (!v) return undefined;
        const full = v.length === 10 ? `${v} ${end ? '23:59:59' : '00:00:00'}` : v;
        return parseTime(key, labels(key) ?? { zh: key, en: key }, full, tz);
      };
      const from = at('happenedAtStart', false);
      const until = at('happenedAtEnd', true);
      const where = shanghaiUploads(access, [
        query.parkId ? eq(uploads.parkId, query.parkId) : undefined,
        query.type ? eq(uploads.type, query.type as never) : undefined,
        query.state != null ? eq(uploads.state, query.state as never) : undefined,
        query.plateNumber ? eq(uploads.plateNumber, query.plateNumber) : undefined,
        from ? gte(uploads.happenedAt, from) : undefined,
        until ? lte(uploads.happenedAt, until) : undefined,
      ]);
      const [total] = await app.db
        .select({ n: count() })
        .from(uploads)
        .innerJoin(platforms, eq(platforms.id, uploads.platId))
        .where(where);
      const rows = await app.db
        .select({ upload: uploads, platformName: platforms.name })
        .from(uploads)
        .innerJoin(platforms, eq(platforms.id, uploads.platId))
        .where(where)
        .orderBy(desc(uploads.happenedAt), desc(uploads.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size);
      const serialize = rowSerializer(platformUploadResource, tz);
      return {
        total: total?.n ?? 0,
        data: rows.map((r) => ({ ...serialize(r.upload), platformName: r.platformName })),
        current: query.current,
        size: query.size,
      };
    },
  }),
];
