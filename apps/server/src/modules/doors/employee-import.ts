import {
  doorDeptResource,
  doorEmployeeResource,
  fieldLabel,
  type SubmitValues,
  submitSchema,
} from '@parking/resources';
import type { Row } from '../../crud/hooks';
import { saveRow, type WriteCtx } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { readEmployeeSheet } from './employee-sheet';

/** One spreadsheet row of an employee import, as the report shows it. */
export type EmployeeImportRow = {
  row: number;
  empNo: string;
  empName: string;
  accepted: boolean;
  id?: number;
  reason?: string;
};

export type EmployeeImportReport = { total: number; accepted: number; refused: number; rows: EmployeeImportRow[] };

/**
 * Imports door employees from an xlsx file into the caller's company, in one transaction. Each row is checked
 * as a submit would be (required number and name, the number free within the company and the file, patterns,
 * the department by name) and is written whole or not at all; refused rows do not stop the others.
 */
export async function importEmployees(ctx: Omit<WriteCtx, 'tx'>, file: Buffer): Promise<EmployeeImportReport> {
  const { app, access, lang } = ctx;
  const def = doorEmployeeResource;
  const rows = await readEmployeeSheet(file, lang);
  const schema = submitSchema(def, 'add');
  const labels = (k: string) => fieldLabel(def, k);
  const changes: Row = {};
  return app.db.transaction(async (tx) => {
    const d = tableOf(doorDeptResource);
    const depts = await tx
      .select({ id: d.id, name: d.deptName })
      .from(d)
      .where(visibleConditions(doorDeptResource, access));
    const deptByName = new Map(depts.map((x) => [x.name, x.id]));
    const report: EmployeeImportRow[] = [];
    for (const { row, cells } of rows) {
      const entry: EmployeeImportRow = { row, empNo: cells.empNo ?? '', empName: cells.empName ?? '', accepted: false };
      report.push(entry);
      try {
        const { deptName, ...fields } = cells;
        let deptId: number | undefined;
        if (deptName) {
          deptId = deptByName.get(deptName);
          if (deptId === undefined) {
            throw badRequest({
              zh: `部门(deptName): ${deptName} 不存在或无权操作`,
              en: `Department(deptName): ${deptName} does not exist or is not yours`,
            });
          }
        }
        const given: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
        if (deptId !== undefined) given.deptId = deptId;
        const values: SubmitValues<typeof doorEmployeeResource> = parseInput(schema, given, lang, 'body', labels);
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
