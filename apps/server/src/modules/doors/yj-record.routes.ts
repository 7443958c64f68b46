import { yjRecordResource } from '@parking/resources';
import { z } from 'zod';
import { listRows } from '../../crud/crud-routes';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { yjStatistics } from './yj-record.service';

const base = '/api/updown/door';
const paging = {
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
};
const labels = (k: string) =>
  ({
    parkId: { zh: '停车场', en: 'Park' },
    PKID: { zh: '停车场', en: 'Park' },
    cameraId: { zh: '预警摄像机', en: 'Camera' },
    startDate: { zh: '开始日期', en: 'From' },
    endDate: { zh: '结束日期', en: 'Until' },
    dayStart: { zh: '开始日期', en: 'From' },
    dayEnd: { zh: '结束日期', en: 'Until' },
    CPID: { zh: '公司', en: 'Company' },
  })[k];

function statisticsRoute(monthly: boolean): AnyRoute {
  const period = monthly ? /^\d{4}-\d{2}(-\d{2})?$/ : /^\d{4}-\d{2}-\d{2}$/;
  return defineRoute({
    method: 'GET',
    url: `${base}/yjRecord/${monthly ? 'month' : 'day'}Statisticslist`,
    section: 'doors',
    summary: `Early-warning recognitions per ${monthly ? 'month' : 'local day'} and camera: records, alerts, known people; filtered by parkId, cameraId, startDate and endDate (${monthly ? 'yyyy-MM; by default the last twelve months' : 'yyyy-MM-dd; by default the last 30 days'})`,
    query: z.object({
      parkId: optionalId,
      PKID: optionalId,
      cameraId: optionalId,
      startDate: z.string().regex(period).optional(),
      endDate: z.string().regex(period).optional(),
      /** the console's day range */
      dayStart: z.string().regex(period).optional(),
      dayEnd: z.string().regex(period).optional(),
      ...paging,
    }),
    labels,
    handler: async ({ app, access, query: q }) => {
      const rows = await yjStatistics(
        app.db,
        access,
        {
          parkId: q.parkId ?? q.PKID,
          cameraId: q.cameraId,
          startDate: q.startDate ?? q.dayStart,
          endDate: q.endDate ?? q.dayEnd,
        },
        app.config.timeZone,
        monthly,
      );
      const current = q.current ?? 1;
      const size = q.size ?? 10;
      // a key for the console's table: one row per period, park and camera
      const keyed = rows.map((r) => ({ id: `${'month' in r ? r.month : r.day}:${r.parkId}:${r.cameraId}`, ...r }));
      return { total: keyed.length, current, size, data: keyed.slice((current - 1) * size, current * size) };
    },
  });
}

export const yjRecordRoutes: AnyRoute[] = [
  statisticsRoute(false),
  statisticsRoute(true),
  defineRoute({
    method: 'GET',
    url: `${base}/yjPageCpId`,
    section: 'doors',
    summary:
      'Early-warning recognition records of one company (CPID; by default the active one), newest first, with the list filters of door/yjRecord',
    query: z.object({ CPID: optionalId, ...paging }).passthrough(),
    labels,
    handler: async ({ app, access, query }) => {
      const { CPID, ...rest } = query as Record<string, unknown>;
      return listRows(app, yjRecordResource, access, { ...rest, ...(CPID ? { companyId: CPID } : {}) });
    },
  }),
];
