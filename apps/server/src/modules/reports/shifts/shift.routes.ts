import { fieldLabel, idSchema, listQuerySchema, shiftResource } from '@parking/resources';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { exportOrBackground } from '../../../crud/background-export';
import { listRows } from '../../../crud/crud-routes';
import { rowSerializer } from '../../../crud/serialize';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { reportXlsx, type SheetColumn } from '../report-xlsx';
import { namesFor } from '../roadside/report-names';
import { type HandOverInput, handOverShift, operatorNameOf, type StartInput, startShift } from './shift.service';
import { shiftMoney } from './shift-money';

const base = '/api/updown/parkChangeshiftrecord';
type Row = Record<string, unknown>;

const listQuery = listQuerySchema(shiftResource);
type ListQuery = z.infer<typeof listQuery>;

const labels = (k: string) => fieldLabel(shiftResource, k);

/**
 * Shift rows as answered: names for ids, and an open shift's money and exits counted now, as they would be
 * if it were handed over this moment.
 */
async function decorate(db: Db, rows: Row[]): Promise<Row[]> {
  const names = await namesFor(db, {
    parks: rows.map((r) => r.parkId as number),
    boxes: rows.map((r) => (r.boxId as number | null) ?? null),
    sections: rows.map((r) => (r.sectionId as number | null) ?? null),
    users: rows.flatMap((r) => [r.operatorId as number, (r.handedTo as number | null) ?? null]),
  });
  const openIds = rows.filter((r) => r.endedAt == null).map((r) => Number(r.id));
  const t = tableOf(shiftResource);
  const open = openIds.length ? await db.select().from(t).where(inArray(t.id, openIds)) : [];
  const now = new Date();
  const live = new Map<number, Awaited<ReturnType<typeof shiftMoney>>>();
  for (const s of open) live.set(s.id, await shiftMoney(db, s, await operatorNameOf(db, s.operatorId), now));
  return rows.map((r) => {
    const figures = live.get(Number(r.id));
    return {
      ...r,
      ...(figures ?? {}),
      open: r.endedAt == null,
      parkName: names.park.get(r.parkId as number) ?? '',
      boxName: r.boxId == null ? null : (names.box.get(r.boxId as number) ?? ''),
      sectionName: r.sectionId == null ? null : (names.section.get(r.sectionId as number) ?? ''),
      operatorName: names.user.get(r.operatorId as number) ?? '',
      handedToName: r.handedTo == null ? null : (names.user.get(r.handedTo as number) ?? ''),
      totalAmount: Number((figures ?? r).cashAmount ?? 0) + Number((figures ?? r).onlineAmount ?? 0),
    };
  });
}

async function shiftPage(app: AppContext, access: Access, q: ListQuery) {
  const page = await listRows(app, shiftResource, access, q as Row);
  return { ...page, data: await decorate(app.db, page.data as Row[]) };
}

const columns: SheetColumn[] = [
  { key: 'id', label: { zh: '班次ID', en: 'Shift ID' } },
  { key: 'parkName', label: { zh: '停车场', en: 'Park' } },
  { key: 'boxName', label: { zh: '岗亭', en: 'Booth' } },
  { key: 'sectionName', label: { zh: '泊位段', en: 'Berth section' } },
  { key: 'operatorName', label: { zh: '值班员', en: 'Operator' } },
  { key: 'startedAt', label: { zh: '上班时间', en: 'Started at' } },
  { key: 'endedAt', label: { zh: '交班时间', en: 'Handed over at' } },
  { key: 'cashAmount', label: { zh: '现金收入', en: 'Cash taken' }, money: true },
  { key: 'onlineAmount', label: { zh: '电子支付收入', en: 'Online taken' }, money: true },
  { key: 'totalAmount', label: { zh: '合计', en: 'Total' }, money: true },
  { key: 'exitCount', label: { zh: '出场车次', en: 'Exits' } },
  { key: 'handedToName', label: { zh: '接班人', en: 'Handed over to' } },
];

const startBody = z.object({
  parkId: idSchema,
  boxId: idSchema.optional(),
  sectionId: idSchema.optional(),
  startedAt: z.string().trim().max(40).optional(),
  remark: z.string().trim().max(200).optional(),
});
const handOverBody = z.object({
  id: idSchema,
  handedTo: idSchema.optional(),
  endedAt: z.string().trim().max(40).optional(),
  remark: z.string().trim().max(200).optional(),
});
const bodyLabels = (k: string) =>
  k === 'parkId' ? { zh: '停车场', en: 'Park' } : k === 'id' ? shiftResource.label : fieldLabel(shiftResource, k);

/** Operators' shifts (calls.md §7.7 parkChangeshiftrecord): the records, and our own start and hand-over calls. */
export const shiftRoutes: AnyRoute[] = [
  defineRoute<ListQuery, undefined>({
    method: 'GET',
    url: `${base}/list`,
    section: 'reports',
    summary:
      "Operators' shifts, newest first: booth or berth section, operator, start and hand-over, cash and online money taken and exits (fen); an open shift's figures are counted now",
    query: listQuery,
    labels,
    handler: async ({ app, access, query }) => shiftPage(app, access, query),
  }),
  defineRoute<ListQuery, undefined>({
    method: 'GET',
    url: `${base}/export`,
    section: 'reports',
    summary: 'The shifts the list selects, as an xlsx file (money in yuan)',
    query: listQuery,
    labels,
    file: true,
    handler: async ({ app, access, query, lang }) => {
      const title = shiftResource.label[lang];
      const first = await shiftPage(app, access, { ...query, current: 1, size: 1 });
      return exportOrBackground(
        { app, access },
        {
          title,
          source: `${base}/export`,
          filters: query as Row,
          count: async () => first.total,
          stream: (_db, onProgress, onError) =>
            reportXlsx(
              title,
              columns,
              lang,
              (async function* () {
                for (let current = 1; ; current++) {
                  const page = await shiftPage(app, access, { ...query, current, size: 1000 });
                  if (page.data.length) yield page.data;
                  if (page.data.length < 1000) return;
                }
              })(),
              onProgress,
              onError,
            ),
        },
      );
    },
  }),
  defineRoute<Record<string, never>, StartInput>({
    method: 'POST',
    url: `${base}/start`,
    section: 'reports',
    summary:
      'Our addition: the caller signs in for a shift at a booth (boxId), on a berth section (sectionId) or over the whole roadside park; startedAt defaults to now',
    body: startBody,
    labels: bodyLabels,
    handler: async ({ app, access, body }) => {
      const row = await startShift(app, access, body);
      const [shown] = await decorate(app.db, [rowSerializer(shiftResource, app.config.timeZone)(row)]);
      return shown;
    },
  }),
  defineRoute<Record<string, never>, HandOverInput>({
    method: 'POST',
    url: `${base}/handOver`,
    section: 'reports',
    summary:
      'Our addition: the shift ends (endedAt defaults to now), handed over to a user (handedTo); its cash and online money and exits are counted from the payment and stay records and kept',
    body: handOverBody,
    labels: bodyLabels,
    handler: async ({ app, access, body }) => {
      const row = await handOverShift(app, access, body);
      const [shown] = await decorate(app.db, [rowSerializer(shiftResource, app.config.timeZone)(row)]);
      return shown;
    },
  }),
];
