import { PassThrough } from 'node:stream';
import type { Label, Lang } from '@parking/resources';
import ExcelJS from 'exceljs';
import { type BackgroundExport, exportOrBackground } from '../../crud/background-export';
import { readerCaughtUp } from '../../crud/export-xlsx';
import type { Db } from '../../db/connection';
import type { Access, AppContext } from '../../platform/context';
import type { FileAnswer } from '../../platform/route-table';

/** One column of a report's sheet; money columns hold fen and are written in yuan. */
export type SheetColumn = { key: string; label: Label; money?: boolean };

export type Row = Record<string, unknown>;

/**
 * A report's rows as an xlsx stream, batch by batch as `batches` yields them, so a long report never waits
 * whole in memory; money in yuan, still numbers so the sheet adds them up.
 */
export function reportXlsx(
  title: string,
  columns: SheetColumn[],
  lang: Lang,
  batches: AsyncIterable<Row[]>,
  onProgress: (rowsWritten: number) => void,
  onError: (err: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title.slice(0, 31));
    sheet.columns = columns.map((c) => ({
      header: c.label[lang],
      key: c.key,
      width: Math.max(12, c.label[lang].length * 2),
      ...(c.money ? { style: { numFmt: '0.00' } } : {}),
    }));
    let written = 0;
    for await (const batch of batches) {
      for (const row of batch) {
        const line: Row = {};
        for (const c of columns) {
          const v = row[c.key];
          line[c.key] = c.money && v != null ? Number(v) / 100 : v;
        }
        sheet.addRow(line).commit();
      }
      written += batch.length;
      onProgress(written);
      await readerCaughtUp(out, sheet);
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

async function* once(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}

/**
 * The export of a report whose rows are sums (a few per park, section, employee or day): computed once,
 * then written as the answer's file, or in the background when there are more than the configured rows.
 */
export async function exportSums(
  ctx: { app: AppContext; access: Access; lang: Lang; query: Record<string, unknown>; url: string },
  title: Label,
  columns: SheetColumn[],
  rows: Row[],
): Promise<FileAnswer | BackgroundExport> {
  return exportOrBackground(ctx, {
    title: title[ctx.lang],
    source: ctx.url,
    filters: ctx.query,
    count: async () => rows.length,
    stream: (_db: Db, onProgress, onError) =>
      reportXlsx(title[ctx.lang], columns, ctx.lang, once(rows), onProgress, onError),
  });
}
