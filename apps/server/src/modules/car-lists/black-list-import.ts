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
import type { Row } from '../../crud/hooks';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { readImportSheet } from '../../platform/import-sheet';
import { parseInput } from '../../platform/validation';
import { sheetColumns } from './black-list-sheet';

export const maxImportRows = 5000;

const readSheet = (file: Buffer, lang: Lang) => readImportSheet(file, lang, sheetColumns, maxImportRows);

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
