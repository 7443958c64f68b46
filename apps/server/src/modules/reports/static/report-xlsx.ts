import { PassThrough } from 'node:stream';
import type { Lang } from '@parking/domain';
import { allFields, type Field } from '@parking/resources';
import ExcelJS from 'exceljs';
import { readerCaughtUp, referenceTitles } from '../../../crud/export-xlsx';
import type { Db } from '../../../db/connection';
import { batchRows, type ReportCtx, type StaticReport, serializer } from './report-table';

const batchSize = 2000;

/**
 * Streams a report's filtered rows into an xlsx file batch by batch, waiting for the reader between batches,
 * with the same cells as the resources' exports: dictionary labels, referenced rows' titles, money in yuan.
 */
export function reportXlsx(
  db: Db,
  report: StaticReport,
  ctx: ReportCtx,
  lang: Lang,
  onProgress: (rowsWritten: number) => void,
  onError: (err: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  const { view } = report;
  const fields = Object.entries(allFields(view) as Record<string, Field>).filter(([k]) => k !== 'companyId');
  const serialize = serializer(view, ctx.app.config.timeZone);
  const dictLabels = new Map(
    fields.flatMap(([key, f]) =>
      f.kind === 'dict' ? [[key, new Map<unknown, string>(f.dict.items.map((i) => [i.value, i.label[lang]]))]] : [],
    ),
  );
  const yesNo = lang === 'zh' ? ['是', '否'] : ['Yes', 'No'];
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(view.label[lang].slice(0, 31));
    sheet.columns = [
      ...(report.keyed && !report.hideId ? [{ header: 'ID', key: 'id', width: 10 }] : []),
      ...fields.map(([key, f]) => ({
        header: f.label[lang],
        key,
        width: Math.max(12, f.label[lang].length * 2),
        ...(f.kind === 'money' ? { style: { numFmt: '0.00' } } : {}),
      })),
    ];
    let after = 0;
    let written = 0;
    for (;;) {
      const raw = await batchRows(db, report, ctx, after, batchSize);
      if (raw.length === 0) break;
      const rows = raw.map(serialize);
      const titles = await referenceTitles(db, fields, rows);
      for (const row of rows) {
        for (const [key, f] of fields) {
          const v = row[key];
          if (v == null) continue;
          if (f.kind === 'dict') row[key] = dictLabels.get(key)?.get(v) ?? v;
          else if (f.kind === 'ref') row[key] = titles.get(key)?.get(v as number) ?? v;
          else if (f.kind === 'money') row[key] = Number(v) / 100;
          else if (f.kind === 'bool') row[key] = v ? yesNo[0] : yesNo[1];
        }
        sheet.addRow(row).commit();
      }
      written += rows.length;
      after = report.keyed ? Number(rows[rows.length - 1]?.id) : written;
      onProgress(written);
      if (raw.length < batchSize) break;
      await readerCaughtUp(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}
