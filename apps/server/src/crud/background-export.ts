import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { reportExportResource, reportExportState } from '@parking/resources';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { tableOf } from '../db/schema';
import type { Access, AppContext } from '../platform/context';
import { FileAnswer } from '../platform/route-table';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How long a finished export's file is kept for its user to download. */
export const exportKeepDays = 7;

/** What a large export answers instead of its file: the export to follow and download when done. */
export type BackgroundExport = { background: true; exportId: number; title: string };

/** One export, as every export route describes it to `exportOrBackground`. */
export type ExportSpec = {
  /** The report's name, in the caller's language: the file is named after it and "My exports" lists it. */
  title: string;
  /** The call asked (its URL) and its filters, kept with a background export so its user knows what it holds. */
  source: string;
  filters: Record<string, unknown>;
  /** The rows the export would write, counted up to `limit` when given (see `countUpTo`). */
  count: (db: Db, limit?: number) => Promise<number>;
  /**
   * The xlsx file, streamed in batches from `db` (e.g. `exportXlsx`); `onProgress` is told the rows written so
   * far, `onError` why it stopped.
   */
  stream: (db: Db, onProgress: (rowsWritten: number) => void, onError: (err: unknown) => void) => Readable;
};

/**
 * Every xlsx export of a report goes through here: one of up to `EXPORT_BACKGROUND_ROWS` rows (config
 * `exportBackgroundRows`) streams as the answer at once; a larger one answers `{ background: true, exportId }`
 * and its file is written under DATA_DIR/exports in the background, its progress kept in `report_export`,
 * where the asking user follows it and downloads it (/api/updown/reportExport/progress, download).
 *
 * A hand-written report export calls it from its GET route's handler:
 *   handler: (ctx) => exportOrBackground(ctx, {
 *     title: '收费汇总', source: ctx.req.url.split('?')[0], filters: ctx.query,
 *     count: (db, limit) => countUpTo(db, myTable, where, limit),
 *     stream: (db, onProgress, onError) => myXlsxStream(db, ..., onProgress, onError),
 *   })
 * with `file: true` on the route. The stream must read in batches (never the whole result at once) and call
 * onProgress after each batch.
 */
export async function exportOrBackground(
  ctx: { app: AppContext; access: Access },
  spec: ExportSpec,
): Promise<FileAnswer | BackgroundExport> {
  const { app, access } = ctx;
  // the background work outlives the call: it reads and writes through the server's own connection
  const db = app.database.db;
  const threshold = app.config.exportBackgroundRows;
  const n = await spec.count(db, threshold + 1);
  if (n <= threshold) {
    const stream = spec.stream(
      db,
      () => undefined,
      (err) => app.log.error({ err, source: spec.source }, 'export failed'),
    );
    return new FileAnswer(`${spec.title}.xlsx`, xlsxType, stream);
  }
  const t = tableOf(reportExportResource);
  const now = new Date();
  const [row] = await db
    .insert(t)
    .values({
      companyId: access.activeCompanyId ?? access.companyId,
      userId: access.userId,
      title: spec.title.slice(0, 200),
      source: spec.source.slice(0, 300),
      filters: withoutPaging(spec.filters),
      state: reportExportState.values.running,
      totalRows: n,
      fileName: `${spec.title}-${stamp(now)}.xlsx`.slice(0, 300),
      filePath: join('exports', `${stamp(now)}-${randomBytes(6).toString('hex')}.xlsx`),
      expiresAt: new Date(now.getTime() + exportKeepDays * 86_400_000),
    })
    .returning({ id: t.id, filePath: t.filePath });
  if (!row?.filePath) throw new Error('export row not written');
  const job = writeInBackground(app, db, row.id, row.filePath, spec).catch((err) =>
    app.log.error({ err, exportId: row.id }, 'background export bookkeeping failed'),
  );
  running.add(job);
  void job.finally(() => running.delete(job));
  return { background: true, exportId: row.id, title: spec.title };
}

const running = new Set<Promise<void>>();

/** Resolves when every background export this server started has finished (tests, a graceful stop). */
export async function backgroundExportsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

/** Where an export's file lies: its stored path is relative to DATA_DIR. */
export const exportFileOf = (app: AppContext, filePath: string): string => join(app.config.dataDir, filePath);

async function writeInBackground(app: AppContext, db: Db, id: number, filePath: string, spec: ExportSpec) {
  const t = tableOf(reportExportResource);
  const file = exportFileOf(app, filePath);
  const partial = `${file}.part`;
  let written = 0;
  let saved = Promise.resolve();
  let savedAt = 0;
  const save = (values: Partial<typeof t.$inferInsert>) => {
    saved = saved.then(async () => {
      await db.update(t).set(values).where(eq(t.id, id));
    });
    return saved;
  };
  try {
    // the answer counted only far enough to know the export is large; the progress bar needs all of it
    await save({ totalRows: await spec.count(db) });
    await mkdir(join(app.config.dataDir, 'exports'), { recursive: true });
    let streamError: unknown;
    const stream = spec.stream(
      db,
      (rows) => {
        written = rows;
        const at = Date.now();
        if (at - savedAt < 500) return;
        savedAt = at;
        void save({ rowsWritten: rows });
      },
      (err) => {
        streamError = err;
      },
    );
    await pipeline(stream, createWriteStream(partial));
    if (streamError) throw streamError;
    await rename(partial, file);
    const { size } = await stat(file);
    await save({
      state: reportExportState.values.done,
      rowsWritten: written,
      totalRows: written,
      fileSize: size,
      finishedAt: new Date(),
    });
  } catch (err) {
    app.log.error({ err, exportId: id, source: spec.source }, 'background export failed');
    await unlink(partial).catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    await save({
      state: reportExportState.values.failed,
      rowsWritten: written,
      error: reason.slice(0, 500),
      finishedAt: new Date(),
    });
  }
}

/** Counts the rows matching `where`, stopping at `limit` when given: enough to tell a large export from a small one. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, limit?: number): Promise<number> {
  if (limit === undefined) {
    const [r] = await db.select({ n: count() }).from(table).where(where);
    return Number(r?.n ?? 0);
  }
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(limit).as('capped');
  const [r] = await db.select({ n: count() }).from(capped);
  return Number(r?.n ?? 0);
}

const withoutPaging = (filters: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([k, v]) => v !== undefined && !['current', 'size', 'start', 'limit', 'pageNumber', 'pageSize'].includes(k),
    ),
  );

const stamp = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);
