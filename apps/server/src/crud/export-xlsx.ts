import { PassThrough } from 'node:stream';
import type { Lang } from '@parking/domain';
import { allFields, type ResourceDef, resourceByModule } from '@parking/resources';
import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { col, colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import { engineTableOf } from '../db/schema';
import { inLanguage } from './bilingual-fields';
import type { Derivation } from './derived-state';
import { liveCondition } from './scope';
import { rowSerializer } from './serialize';

const batchSize = 2000;

/**
 * Streams the rows matching the conditions into an xlsx file, batch by batch in id order, so an
 * export of a million rows never holds them all in memory.
 */
export function exportXlsx(
  db: Db,
  def: ResourceDef,
  conditions: SQL[],
  lang: Lang,
  timeZone: string,
  onError: (err: unknown) => void,
  /** Derived states answered as they are now (see `derivationFor`). */
  derive?: Derivation,
  /** Told the rows written so far after each batch (a background export's progress). */
  onProgress?: (rowsWritten: number) => void,
): PassThrough {
  const out = new PassThrough();
  const table = engineTableOf(def);
  const c = colsOf(table);
  const fields = Object.entries(allFields(def)).filter(([, f]) => !f.secret && f.kind !== 'json');
  const serialize = rowSerializer(def, timeZone, derive);
  const dictLabels = new Map<string, Map<unknown, string>>();
  for (const [key, f] of fields) {
    if (f.kind === 'dict') {
      dictLabels.set(key, new Map(f.dict.items.map((i) => [i.value, i.label[lang]])));
    }
  }
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(def.label[lang].slice(0, 31));
    sheet.columns = [
      { header: 'ID', key: 'id', width: 10 },
      ...fields.map(([key, f]) => ({
        header: f.label[lang],
        key,
        width: Math.max(12, f.label[lang].length * 2),
        // stored in fen, read in yuan: a number still, so the sheet can add the column up
        ...(f.kind === 'money' ? { style: { numFmt: '0.00' } } : {}),
      })),
    ];
    let lastId = 0;
    let written = 0;
    for (;;) {
      const rows = (await db
        .select()
        .from(table)
        .where(and(...conditions, liveCondition(table), gt(c.id, lastId as never)))
        .orderBy(asc(c.id))
        .limit(batchSize)) as Record<string, unknown>[];
      if (rows.length === 0) break;
      const titles = await referenceTitles(db, fields, rows);
      for (const raw of rows) {
        const row = inLanguage(def, lang)(serialize(raw));
        for (const [key, f] of fields) {
          if (f.kind === 'dict') row[key] = dictLabels.get(key)?.get(row[key]) ?? row[key];
          else if (f.kind === 'ref') row[key] = titles.get(key)?.get(row[key] as number) ?? row[key];
          else if (f.kind === 'money' && row[key] != null) row[key] = Number(row[key]) / 100;
          else if (f.kind === 'bool' && row[key] != null)
            row[key] = row[key] ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';
        }
        sheet.addRow(row).commit();
      }
      lastId = Number(rows[rows.length - 1]?.id);
      written += rows.length;
      onProgress?.(written);
      if (rows.length < batchSize) break;
      await readerCaughtUp(out, sheet);
      // the reader has gone (a download cancelled): no one will read the rest
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

type Drainable = {
  writableNeedDrain?: boolean;
  // the zip's streams come from an older readable-stream, which has no `writableNeedDrain`
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
  on: (e: string, f: () => void) => unknown;
  removeListener: (e: string, f: () => void) => unknown;
};

/** Waits until a writable stream has room again (or is gone). */
function drained(w: Drainable): Promise<void> {
  if (!(w.writableNeedDrain ?? w._writableState?.needDrain) || w.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      w.removeListener('drain', done);
      w.removeListener('close', done);
      resolve();
    };
    w.on('drain', done);
    w.on('close', done);
  });
}

/**
 * Waits while the file's reader (a slow download, the disk) or the compression of the sheet is behind, so that
 * no more than a batch or two of rows waits in memory however large the export. The sheet's own buffer hands
 * its chunks to the zip without heeding backpressure, so its consumers are waited for here.
 */
export async function readerCaughtUp(out: PassThrough, sheet?: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: Drainable[] } } | undefined)?.stream?.pipes ?? [];
  for (const p of pipes) await drained(p);
  await drained(out);
}

/** The referenced rows' titles, so an exported file reads "Park A" rather than 17. */
export async function referenceTitles(
  db: Db,
  fields: [string, ReturnType<typeof allFields>[string]][],
  rows: Record<string, unknown>[],
) {
  const out = new Map<string, Map<number, string>>();
  for (const [key, f] of fields) {
    if (f.kind !== 'ref') continue;
    const target = resourceByModule.get(f.to);
    if (!target) continue;
    const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number'))];
    if (!ids.length) continue;
    const table = engineTableOf(target);
    const t = colsOf(table);
    const found = await db
      .select({ id: t.id, title: col(t, target.titleField) })
      .from(table)
      .where(inArray(t.id, ids));
    out.set(key, new Map(found.map((r) => [Number(r.id), String(r.title)])));
  }
  return out;
}
