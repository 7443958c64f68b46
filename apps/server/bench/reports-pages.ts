import { routeTable } from '../src/routes';

export const dashboardCalls = [
  'getFirstPayMoney',
  'get15Fee',
  'getTodayParkSumSort',
  'getPaywayCount',
  'getParkReleaseTypeSum',
  'getParkCarTypeSum',
  'getParkLive',
] as const;

export type ReportPage = { url: string; query: Record<string, string> };

/** What the pages are asked: the busy month, or one day of the busy park for the in/out records. */
export type PageContext = { month: string; parkId: number; day: string; plate: string };

const pagesPrefix = /^\/api\/updown\/(static|roadstatic|staticSum)\//;
// calls of one record or one car, and the rebuild (it writes): not report pages
const notPages = new Set([
  '/api/updown/static/getOnlineOrderDetail',
  '/api/updown/static/getOnlineOrder',
  '/api/updown/roadstatic/getEscapeDetail',
  '/api/updown/staticSum/reBuildDayData',
]);
// the datetime ranges the pages filter by, the first one present is given the month
const timeRanges = ['inTime', 'outTime', 'paidAt', 'usedAt', 'eventTime', 'refundedAt', 'at'];

/** The last day of a month yyyy-MM, as yyyy-MM-dd. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: object; _zod?: { def?: { shape?: object } } } | undefined;
  return Object.keys(s?.shape ?? s?._zod?.def?.shape ?? {});
}

/**
 * Every report page the route table has now (GET static/*, roadstatic/*, staticSum/*, files left out), each
 * asked for the busy month over every park the caller sees, the first page of 20 where it pages.
 */
export function reportPages(c: PageContext): ReportPage[] {
  const first = `${c.month}-01`;
  const lastDay = lastDayOf(c.month);
  const pages: ReportPage[] = [];
  for (const route of routeTable()) {
    if (route.method !== 'GET' || route.file || !pagesPrefix.test(route.url) || notPages.has(route.url)) continue;
    const keys = new Set(keysOf(route.query));
    const query: Record<string, string> = {};
    if (keys.has('current')) Object.assign(query, { current: '1', size: '20' });
    if (route.url === '/api/updown/static/getPageInOutRecord') {
      Object.assign(query, {
        parkId: String(c.parkId),
        inTimeStart: `${c.day} 00:00:00`,
        inTimeEnd: `${c.day} 23:59:59`,
      });
    } else if (keys.has('startDate')) Object.assign(query, { startDate: first, endDate: lastDay });
    else if (keys.has('startMonth')) Object.assign(query, { startMonth: c.month, endMonth: c.month });
    else if (keys.has('dayStart')) Object.assign(query, { dayStart: first, dayEnd: lastDay });
    else {
      const range = timeRanges.find((r) => keys.has(`${r}Start`));
      if (range)
        Object.assign(query, { [`${range}Start`]: `${first} 00:00:00`, [`${range}End`]: `${lastDay} 23:59:59` });
    }
    if (keys.has('plateNumber') && keys.size === 1) query.plateNumber = c.plate;
    pages.push({ url: route.url, query });
  }
  return pages;
}
