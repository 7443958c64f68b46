import { createReadStream, existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { reportExportResource, reportExportState } from '@parking/resources';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { exportFileOf, xlsxType } from '../../../crud/background-export';
import { idsText } from '../../../crud/id-params';
import { visibleConditions } from '../../../crud/scope';
import { rowSerializer } from '../../../crud/serialize';
import { afterCommit } from '../../../db/actor';
import type { Db } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { Access, AppContext } from '../../../platform/context';
import { badRequest, notFound } from '../../../platform/errors';
import { type AnyRoute, defineRoute, FileAnswer } from '../../../platform/route-table';

const base = '/api/updown/reportExport';
const section = 'reports';
const t = tableOf(reportExportResource);
const exportId = z.coerce.number().int().positive();
const labels = (k: string) =>
  k === 'exportId' || k === 'id'
    ? { zh: '导出编号', en: 'Export id' }
    : k === 'ids'
      ? { zh: '编号', en: 'Ids' }
      : undefined;

type ExportRow = RowOf<typeof reportExportResource>;

/**
 * The exports a caller may see: their own; a platform user also those of the users in their scope. A user's
 * own exports are theirs alone, however the company they work for changes.
 */
function mine(access: Access): SQL {
  const own = and(isNull(t.deletedAt), eq(t.userId, access.userId)) as SQL;
  return access.level === 'platform' ? (or(own, visibleConditions(reportExportResource, access)) as SQL) : own;
}

async function findExport(db: Db, access: Access, id: number): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), mine(access)));
  if (!row) throw notFound(reportExportResource.label, id);
  return row;
}

/** An export as the console shows it: the stored row, times in the operator zone, and how far it has come. */
function shown(app: AppContext, row: ExportRow) {
  const plain = rowSerializer(reportExportResource, app.config.timeZone)(row as never);
  const { filePath: _hidden, ...rest } = plain as Record<string, unknown>;
  const total = row.totalRows ?? 0;
  const percent =
    row.state === reportExportState.values.done
      ? 100
      : total > 0
        ? Math.min(99, Math.floor(((row.rowsWritten ?? 0) * 100) / total))
        : 0;
  return { ...rest, percent, downloadable: row.state === reportExportState.values.done };
}

const listQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
  state: z.coerce.number().int().min(1).max(3).optional(),
});

export const reportExportRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: `${base}/list`,
    section,
    summary:
      'Our own addition: the caller’s background exports (exports of more than EXPORT_BACKGROUND_ROWS rows), newest first, with state, progress and file size',
    query: listQuery,
    handler: async ({ app, access, query }) => {
      const current = query.current ?? 1;
      const size = query.size ?? 20;
      const where = and(
        isNull(t.deletedAt),
        eq(t.userId, access.userId),
        query.state === undefined ? undefined : eq(t.state, query.state as 1),
      );
      const [total] = await app.db.select({ n: count() }).from(t).where(where);
      const rows = await app.db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.id))
        .limit(size)
        .offset((current - 1) * size);
      return { total: Number(total?.n ?? 0), data: rows.map((r) => shown(app, r)), current, size };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/progress`,
    section,
    summary:
      'Our own addition: one background export’s state and progress (rows written of total, percent), for its user or a platform user',
    query: z.object({ exportId }),
    labels,
    handler: async ({ app, access, query }) => shown(app, await findExport(app.db, access, query.exportId)),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/download`,
    section,
    summary: 'Our own addition: the xlsx file of a finished background export, for its user or a platform user',
    query: z.object({ exportId }),
    labels,
    file: true,
    handler: async ({ app, access, query }) => {
      const row = await findExport(app.db, access, query.exportId);
      if (row.state !== reportExportState.values.done || !row.filePath) {
        throw badRequest({
          zh: `导出编号(exportId): 导出${row.state === reportExportState.values.failed ? '已失败' : '尚未完成'}，不能下载`,
          en: `Export id(exportId): the export ${row.state === reportExportState.values.failed ? 'failed' : 'has not finished'}; nothing to download`,
        });
      }
      const file = exportFileOf(app, row.filePath);
      if (!existsSync(file)) {
        throw badRequest({
          zh: '导出编号(exportId): 文件已过期或已被清理，请重新导出',
          en: 'Export id(exportId): the file has expired or been removed; export again',
        });
      }
      return new FileAnswer(row.fileName ?? `${row.title}.xlsx`, xlsxType, createReadStream(file));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/static/deleteParkingReport',
    section,
    summary:
      'Deletes finished background exports (ids in the query): their files and rows; only their user or a platform user may, and not while one is still being written',
    query: z.object({ ids: idsText }),
    labels,
    handler: async ({ app, access, query, noteChange }) => {
      const rows = await app.db
        .select()
        .from(t)
        .where(and(inArray(t.id, query.ids), mine(access)));
      const found = new Set(rows.map((r) => r.id));
      const missing = query.ids.find((id) => !found.has(id));
      if (missing !== undefined) throw notFound(reportExportResource.label, missing);
      const busy = rows.find((r) => r.state === reportExportState.values.running);
      if (busy) {
        throw badRequest({
          zh: `编号(ids): 导出 ${busy.id} 仍在进行，完成后才能删除`,
          en: `Ids(ids): export ${busy.id} is still running; delete it once it has finished`,
        });
      }
      await app.db.update(t).set({ deletedAt: sql`now()`, deletedBy: access.userId }).where(inArray(t.id, query.ids));
      noteChange({ removed: rows.map((r) => ({ id: r.id, title: r.title, fileName: r.fileName })) });
      // the files go once the rows' removal is committed: a refused call keeps them
      afterCommit(() => removeFiles(app, rows));
      return { removed: rows.length };
    },
  }),
];

export async function removeFiles(app: AppContext, rows: Pick<ExportRow, 'filePath'>[]): Promise<void> {
  for (const r of rows) {
    if (!r.filePath) continue;
    const file = exportFileOf(app, r.filePath);
    await unlink(file).catch(() => undefined);
    await unlink(`${file}.part`).catch(() => undefined);
  }
}
