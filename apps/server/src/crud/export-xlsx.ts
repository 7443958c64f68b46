import { PassThrough } from 'node:stream';
import type { Lang } from '@parking/domain';
import { allFields, dictionaryByCode, type ResourceDef, resourceByModule } from '@parking/resources';
import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Cols, col, colsOf } from '../db/columns';
import type { ResourceTable } from '../db/resource-table';
import { tableOf } from '../db/schema';
import type { Tx } from '../platform/context';
import { liveCondition } from './scope';
import { rowSerializer } from './serialize';

const batchSize = 2000;

/**
 * Streams the rows matching the conditions into an xlsx file, batch by batch in id order, so an
 * export of a million rows never holds them all in memory.
 */
export function exportXlsx(
  db: Tx,
  def: ResourceDef,
  table: ResourceTable,
  conditions: SQL[],
  lang: Lang,
  timeZone: string,
  onError: (err: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  const c = table as unknown as Cols;
  const fields = Object.entries(allFields(def)).filter(([, f]) => !f.secret && f.kind !== 'json');
  const serialize = rowSerializer(def, timeZone);
  const dictLabels = new Map<string, Map<unknown, string>>();
  for (const [key, f] of fields) {
    if (f.kind === 'dict') {
      const d = dictionaryByCode.get(f.dict);
      dictLabels.set(key, new Map(d?.items.map((i) => [i.value, i.label[lang]]) ?? []));
    }
  }
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(def.label[lang].slice(0, 31));
    sheet.columns = [
      { header: 'ID', key: 'id', width: 10 },
      ...fields.map(([key, f]) => ({ header: f.label[lang], key, width: Math.max(12, f.label[lang].length * 2) })),
    ];
    let lastId = 0;
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
        const row = serialize(raw);
        for (const [key, f] of fields) {
          if (f.kind === 'dict') row[key] = dictLabels.get(key)?.get(row[key]) ?? row[key];
          else if (f.kind === 'ref') row[key] = titles.get(key)?.get(row[key] as number) ?? row[key];
          else if (f.kind === 'bool' && row[key] != null)
            row[key] = row[key] ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';
        }
        sheet.addRow(row).commit();
      }
      lastId = Number(rows[rows.length - 1]?.id);
      if (rows.length < batchSize) break;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}

/** The referenced rows' titles, so an exported file reads "Park A" rather than 17. */
async function referenceTitles(
  db: Tx,
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
    const table = tableOf(f.to);
    const t = colsOf(table);
    const found = await db
      .select({ id: t.id, title: col(t, target.titleField) })
      .from(table)
      .where(inArray(t.id, ids));
    out.set(key, new Map(found.map((r) => [Number(r.id), String(r.title)])));
  }
  return out;
}
