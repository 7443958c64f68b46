import type { PassThrough } from 'node:stream';
import type { Lang } from '@parking/domain';
import { allFields, type ResourceDef, resourceByModule } from '@parking/resources';
import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import { col, colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import { engineTableOf } from '../db/schema';
import { xlsxStream } from '../platform/xlsx-stream';
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
  const keys = ['id', ...fields.map(([key]) => key)];
  const file = xlsxStream(def.label[lang], [
    { header: 'ID', width: 10 },
    // stored in fen, read in yuan: a number still, so the sheet can add the column up
    ...fields.map(([, f]) => ({
      header: f.label[lang],
      width: Math.max(12, f.label[lang].length * 2),
      money: f.kind === 'money',
    })),
  ]);
  (async () => {
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
      const lines = rows.map((raw) => {
        const row = inLanguage(def, lang)(serialize(raw));
        for (const [key, f] of fields) {
          if (f.kind === 'dict') row[key] = dictLabels.get(key)?.get(row[key]) ?? row[key];
          else if (f.kind === 'ref') row[key] = titles.get(key)?.get(row[key] as number) ?? row[key];
          else if (f.kind === 'money' && row[key] != null) row[key] = Number(row[key]) / 100;
          else if (f.kind === 'bool' && row[key] != null)
            row[key] = row[key] ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';
        }
        return keys.map((k) => row[k]);
      });
      lastId = Number(rows[rows.length - 1]?.id);
      written += rows.length;
      // the reader has gone (a download cancelled): no one will read the rest
      if (file.out.destroyed) return;
      await file.add(lines);
      onProgress?.(written);
      if (rows.length < batchSize) break;
    }
    file.finish();
  })().catch((err) => {
    onError(err);
    file.out.destroy(err as Error);
  });
  return file.out;
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
