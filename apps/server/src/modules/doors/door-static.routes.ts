import ExcelJS from 'exceljs';
import { z } from 'zod';
import { type AnyRoute, defineRoute, FileAnswer } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import {
  deviceStatistics,
  doorEventSummary,
  type StaticQuery,
  swipeColumns,
  swipeStatistics,
} from './door-static.service';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayOrMonth = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);
const filters = (period: z.ZodString) =>
  z.object({
    parkId: optionalId,
    PKID: optionalId,
    doorId: optionalId,
    startDate: period.optional(),
    endDate: period.optional(),
    current: z.coerce.number().int().min(1).optional(),
    size: z.coerce.number().int().min(1).max(500).optional(),
  });
type Filters = z.infer<ReturnType<typeof filters>>;

const labels = (k: string) =>
  ({
    parkId: { zh: '停车场', en: 'Park' },
    PKID: { zh: '停车场', en: 'Park' },
    doorId: { zh: '门禁通道', en: 'Door' },
    startDate: { zh: '开始日期', en: 'From' },
    endDate: { zh: '结束日期', en: 'Until' },
  })[k];

const asQuery = (q: Filters): StaticQuery => ({
  parkId: q.parkId ?? q.PKID,
  doorId: q.doorId,
  startDate: q.startDate,
  endDate: q.endDate,
});

const paged = <T>(rows: T[], q: Filters) => {
  const current = q.current ?? 1;
  const size = q.size ?? 10;
  return { total: rows.length, current, size, data: rows.slice((current - 1) * size, current * size) };
};

const base = '/api/updown/door/static';
const periodNote = 'startDate and endDate (yyyy-MM-dd, the operator’s local days; by default the last 30 days)';
const monthNote = 'startDate and endDate (yyyy-MM or yyyy-MM-dd; by default the last twelve months)';

function swipeRoutes(monthly: boolean): AnyRoute[] {
  const name = monthly ? 'SwipeCardMonthStatistics' : 'SwipeCardStatistics';
  const query = filters(monthly ? dayOrMonth : day);
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/get${name}`,
      section: 'doors',
      summary: `Door passes per ${monthly ? 'month' : 'local day'} and door: passes, opened, refused, people; filtered by parkId, doorId, ${monthly ? monthNote : periodNote}`,
      query,
      labels,
      handler: async ({ app, access, query: q }) =>
        paged(await swipeStatistics(app.db, access, asQuery(q), app.config.timeZone, monthly), q),
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/export${name}`,
      section: 'doors',
      summary: `The ${monthly ? 'monthly' : 'daily'} door pass statistics as xlsx, with the same filters`,
      permission: 'door/doorevent:export',
      query,
      labels,
      file: true,
      handler: async ({ app, access, query: q, lang }) => {
        const rows = await swipeStatistics(app.db, access, asQuery(q), app.config.timeZone, monthly);
        const workbook = new ExcelJS.Workbook();
        const title = monthly
          ? { zh: '门禁月统计', en: 'Door passes by month' }
          : { zh: '门禁日统计', en: 'Door passes by day' };
        const sheet = workbook.addWorksheet(title[lang]);
        const columns = swipeColumns(monthly);
        sheet.columns = columns.map((c) => ({ header: c.label[lang], key: c.key, width: 16 }));
        for (const r of rows) sheet.addRow(r);
        const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
        return new FileAnswer(
          `${title[lang]}.xlsx`,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes,
        );
      },
    }),
  ];
}

export const doorStaticRoutes: AnyRoute[] = [
  ...swipeRoutes(false),
  ...swipeRoutes(true),
  defineRoute({
    method: 'GET',
    url: `${base}/getStaticDoorEvent`,
    section: 'doors',
    summary: `Door passes of a period in all: total, opened, refused, people, by verdict and by pass kind; filtered by parkId, doorId, ${periodNote}`,
    query: filters(day),
    labels,
    handler: async ({ app, access, query: q }) => doorEventSummary(app.db, access, asQuery(q), app.config.timeZone),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/getDeviceStatistics`,
    section: 'doors',
    summary: `Each door reader’s passes in a period (opened, refused) and its last pass; filtered by parkId, doorId, ${periodNote}`,
    query: filters(day),
    labels,
    handler: async ({ app, access, query: q }) =>
      paged(await deviceStatistics(app.db, access, asQuery(q), app.config.timeZone), q),
  }),
];
