import { pagingSchema, resolvePaging } from '@parking/resources';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { readIntParam } from '../system/params';
import { describeExpiry, expiringServices, todayIn } from '../system/service-expiry';

export const expiryNoticeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/updown/parkServicesConfig/getExpireParkservices',
    section: 'shell',
    summary: 'Parks of the caller whose service ends within parkService.noticeDays (status 1) or has ended (status 3)',
    query: pagingSchema,
    handler: async ({ app, access, query, lang }) => {
      const paging = resolvePaging(query);
      const days = await readIntParam(app.db, 'parkService.noticeDays', 0, 365);
      const all = await expiringServices(app.db, access, todayIn(app.config.timeZone), days);
      return {
        total: all.length,
        data: all.slice(paging.offset, paging.offset + paging.limit).map((e) => ({
          ...e,
          description: describeExpiry(e, lang),
        })),
        current: paging.current,
        size: paging.size,
        noticeDays: days,
      };
    },
  }),
];
