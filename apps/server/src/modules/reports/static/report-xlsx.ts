import type { PassThrough } from 'node:stream';
import type { Lang } from '@parking/domain';
import { allFields, type Field } from '@parking/resources';
import { referenceTitles } from '../../../crud/export-xlsx';
import type { Db } from '../../../db/connection';
import { type Row, type SheetColumn, reportXlsx as sheetXlsx } from '../report-xlsx';
import { batchRows, type ReportCtx, type StaticReport, serializer } from './report-table';

const batchSize = 2000;

/**
 * Streams a report's filtered rows into an xlsx file batch by batch, with the same cells as the resources'
 * exports: dictionary labels, referenced rows' titles, money in yuan.
 */
export function reportXlsx(
  db: Db,
  report: StaticReport,
  ctx: ReportCtx,
  lang: Lang,
  onProgress: (rowsWritten: number) => void,
  onError: (err: unknown) => void,
): PassThrough {
  const { view } = report;
  const fields = Object.entries(allFields(view) as Record<string, Field>).filter(([k]) => k !== 'companyId');
  const columns: SheetColumn[] = [
    ...(report.keyed && !report.hideId ? [{ key: 'id', label: { zh: 'ID', en: 'ID' } }] : []),
    ...fields.map(([key, f]) => ({ key, label: f.label, money: f.kind === 'money' })),
  ];
  return sheetXlsx(
    view.label[lang],
    columns,
    lang,
    labelledBatches(db, report, ctx, lang, fields),
    onProgress,
    onError,
  );
}

/** The report's rows in batches, their dictionary values, references and flags written as a reader names them. */
async function* labelledBatches(
  db: Db,
  report: StaticReport,
  ctx: ReportCtx,
  lang: Lang,
  fields: [string, Field][],
): AsyncIterable<Row[]> {
  const serialize = serializer(report.view, ctx.app.config.timeZone);
  const dictLabels = new Map(
    fields.flatMap(([key, f]) =>
      f.kind === 'dict' ? [[key, new Map<unknown, string>(f.dict.items.map((i) => [i.value, i.label[lang]]))]] : [],
    ),
  );
  const yesNo = lang === 'zh' ? ['是', '否'] : ['Yes', 'No'];
  let after = 0;
  let written = 0;
  for (;;) {
    const raw = await batchRows(db, report, ctx, after, batchSize);
    if (raw.length === 0) return;
    const rows = raw.map(serialize);
    const titles = await referenceTitles(db, fields, rows);
    for (const row of rows) {
      for (const [key, f] of fields) {
        const v = row[key];
        if (v == null) continue;
        if (f.kind === 'dict') row[key] = dictLabels.get(key)?.get(v) ?? v;
        else if (f.kind === 'ref') row[key] = titles.get(key)?.get(v as number) ?? v;
        else if (f.kind === 'bool') row[key] = v ? yesNo[0] : yesNo[1];
      }
    }
    yield rows;
    written += rows.length;
    after = report.keyed ? Number(rows[rows.length - 1]?.id) : written;
    if (raw.length < batchSize) return;
  }
}
