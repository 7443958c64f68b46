import type { PassThrough } from 'node:stream';
import type { Label, Lang } from '@parking/resources';
import { type BackgroundExport, exportOrBackground } from '../../crud/background-export';
import type { Db } from '../../db/connection';
import type { Access, AppContext } from '../../platform/context';
import type { FileAnswer } from '../../platform/route-table';
import { xlsxStream } from '../../platform/xlsx-stream';

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
  const file = xlsxStream(
    title,
    columns.map((c) => ({ header: c.label[lang], width: Math.max(12, c.label[lang].length * 2), money: c.money })),
  );
  (async () => {
    let written = 0;
    for await (const batch of batches) {
      if (file.out.destroyed) return;
      await file.add(
        batch.map((row) =>
          columns.map((c) => {
            const v = row[c.key];
            return c.money && v != null ? Number(v) / 100 : v;
          }),
        ),
      );
      written += batch.length;
      onProgress(written);
    }
    file.finish();
  })().catch((err) => {
    onError(err);
    file.out.destroy(err as Error);
  });
  return file.out;
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
