import { Readable } from 'node:stream';
import { type Lang, normalizePlate } from '@parking/domain';
import {
  blackListResource,
  fieldLabel,
  type ImportedRow,
  type ImportReport,
  parkResource,
  type SubmitValues,
  submitSchema,
} from '@parking/resources';
import ExcelJS from 'exceljs';
import type { Row } from '../../crud/hooks';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { columnKeys, sheetColumns } from './black-list-sheet';

export const maxImportRows = 5000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text; an Excel date is the wall-clock time it shows. */
function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (v instanceof Date) {
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}`;
  }
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in v) return v.text.trim();
    if ('result' in v) return cellText(v.result);
    return '';
  }
  return String(v).trim();
}

async function readSheet(file: Buffer, lang: Lang): Promise<{ row: number; cells: Record<string, string> }[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.read(Readable.from([file]));
  } catch {
    throw badRequest({ zh: '文件(file): 不是有效的 xlsx 文件', en: 'File(file): is not a valid xlsx file' });
  }
  const sheet = book.worksheets[0];
  const headings = sheet
    ? Array.from({ length: sheet.columnCount }, (_, i) => cellText(sheet.getRow(1).getCell(i + 1).value))
    : [];
  const keys = columnKeys(headings);
  const missing = sheetColumns.filter((c) => c.required && ![...keys.values()].includes(c.key));
  if (!sheet || missing.length) {
    const names = missing.map((c) => c.label[lang]).join(lang === 'zh' ? '、' : ', ');
    throw badRequest({
      zh: `文件(file): 第一张表的表头缺少 ${names}，请使用导入模板`,
      en: `File(file): the first sheet's headings lack ${names}; please use the import template`,
    });
  }
  const rows: { row: number; cells: Record<string, string> }[] = [];
  sheet.eachRow((r, n) => {
    if (n === 1) return;
    const cells: Record<string, string> = {};
    for (const [i, key] of keys) cells[key] = cellText(r.getCell(i + 1).value);
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: n, cells });
  });
  if (rows.length > maxImportRows) {
    throw badRequest({
      zh: `文件(file): 最多导入 ${maxImportRows} 行，本文件有 ${rows.length} 行`,
      en: `File(file): at most ${maxImportRows} rows can be imported at once; this file has ${rows.length}`,
    });
  }
  return rows;
}

/** The visible parks by name, and by id as text, for the park column. */
async function visibleParks(db: Db, access: Access): Promise<Map<string, number>> {
  const t = tableOf(parkResource);
  const parks = await db.select({ id: t.id, name: t.parkName }).from(t).where(visibleConditions(parkResource, access));
  return new Map(parks.map((p) => [p.name, p.id]));
}

/**
 * Imports black-list rows from an xlsx file. Each row is checked on its own exactly as a submit would
 * be (plate rule, required reason, times, the park, no overlapping entry, including rows above it in
 * the same file) and is written whole or not at all; refused rows do not stop the others. A failure
 * of the server rather than of a row undoes the whole import.
 */
export async function importBlackList(
  ctx: Omit<WriteCtx, 'tx'>,
  file: Buffer,
  defaultParkId: number | undefined,
): Promise<ImportReport> {
  const { app, access, lang } = ctx;
  const def = blackListResource;
  const rows = await readSheet(file, lang);
  const schema = submitSchema(def, 'add');
  const labels = (k: string) => fieldLabel(def, k);
  const changes: Row = {};
  return app.db.transaction(async (tx) => {
    const parks = await visibleParks(tx, access);
    const report: ImportedRow[] = [];
    for (const { row, cells } of rows) {
      const entry: ImportedRow = {
        row,
        plateNumber: normalizePlate(cells.plateNumber ?? ''),
        parkName: cells.parkName ?? '',
        accepted: false,
      };
      report.push(entry);
      try {
        let parkId = defaultParkId;
        if (cells.parkName) {
          parkId = parks.get(cells.parkName);
          if (parkId === undefined) {
            throw badRequest({
              zh: `停车场(parkName): ${cells.parkName} 不存在或无权操作`,
              en: `Park(parkName): ${cells.parkName} does not exist or is not yours`,
            });
          }
        }
        const { parkName: _, ...fields } = cells;
        const values: SubmitValues<typeof blackListResource> = parseInput(
          schema,
          { ...fields, parkId },
          lang,
          'body',
          labels,
        );
        entry.plateNumber = values.plateNumber ?? entry.plateNumber;
        // a savepoint: a row refused after it was stored leaves nothing behind
        const saved = await tx.transaction((savepoint) =>
          saveRow({ ...ctx, tx: savepoint, noteChange: (c) => Object.assign(changes, c) }, def, values),
        );
        entry.accepted = true;
        entry.id = saved.row.id;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        entry.reason = err.msg[lang];
      }
    }
    ctx.noteChange?.(changes);
    const accepted = report.filter((r) => r.accepted).length;
    return { total: report.length, accepted, refused: report.length - accepted, rows: report };
  });
}
