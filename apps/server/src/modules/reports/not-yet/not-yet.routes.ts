import type { Message } from '@parking/domain';
import { z } from 'zod';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';

/**
 * Report calls of areas not built yet. Each answers the shape its page reads, empty, with a note saying which
 * area fills it: no figure is made up while the records it would count do not exist.
 */

const paging = z.object({
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
});
const section = 'reports';

type Pending = { url: string; summary: string; note: Message };

const attendance: Message = {
  zh: '考勤来自门禁事件：门禁尚未接入（门禁与访客功能完成后提供数据）',
  en: 'Attendance comes from door events: doors are not built yet (they come with the doors and visitors issue)',
};
const cityPlatform: Message = {
  zh: '城市平台（上海市级平台）对接尚未建设（第三方平台功能完成后提供数据）',
  en: 'The city platform (Shanghai) link is not built yet (it comes with the third-party platforms issue)',
};
const advertising: Message = {
  zh: '广告平台尚未接入（广告功能完成后提供数据）',
  en: 'The advertising platform is not built yet (it comes with the advertising issue)',
};
const cloudSeats: Message = {
  zh: '云坐席尚未建设（云坐席功能完成后提供数据）',
  en: 'Cloud seats are not built yet (they come with the cloud-seats issue)',
};

const emptyPages: Pending[] = [
  {
    url: '/api/updown/attendance/attendanceSum',
    summary: 'Attendance summary per employee: empty until door events exist (filled by the doors issue)',
    note: attendance,
  },
  {
    url: '/api/updown/attendance/attendanceDetail',
    summary: 'Attendance detail (each clock-in and -out): empty until door events exist (filled by the doors issue)',
    note: attendance,
  },
  {
    url: '/api/updown/shanghai/yong/selectDetails',
    summary:
      'Records sent to the Shanghai city platform: empty until the link exists (filled by the third-party platforms issue)',
    note: cityPlatform,
  },
  {
    url: '/api/updown/plat/collect/searchAdverOrder',
    summary: 'Advertising orders: empty until the advertising platform exists (filled by the advertising issue)',
    note: advertising,
  },
  {
    url: '/api/updown/cloudseats/order/getList',
    summary: 'Cloud-seat orders: empty until cloud seats exist (filled by the cloud-seats issue)',
    note: cloudSeats,
  },
];

export const notYetRoutes: AnyRoute[] = [
  ...emptyPages.map((p) =>
    defineRoute({
      method: 'GET',
      url: p.url,
      section,
      summary: p.summary,
      query: paging.passthrough(),
      handler: async ({ query, lang }) => ({
        total: 0,
        data: [],
        current: query.current ?? 1,
        size: query.size ?? 10,
        note: p.note[lang],
      }),
    }),
  ),
  defineRoute({
    method: 'GET',
    url: '/api/updown/shanghai/yong/selectCount',
    section,
    summary:
      'Counts sent to the Shanghai city platform (parks, entries, exits, sent, failed): all 0 until the link exists (filled by the third-party platforms issue)',
    query: z.object({}).passthrough(),
    handler: async ({ lang }) => ({
      parkCount: 0,
      inCount: 0,
      outCount: 0,
      sentCount: 0,
      failedCount: 0,
      note: cityPlatform[lang],
    }),
  }),
];
