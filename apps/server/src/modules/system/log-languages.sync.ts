import { type Message, storedMessage } from '@parking/domain';
import {
  jobLogResource,
  jobRunState,
  operateLogResource,
  parkCommandResource,
  type ResourceDef,
  usualLogResource,
  warningLogResource,
} from '@parking/resources';
import { eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/connection';
import { appSetting } from '../../db/internal-tables';
import { knownActionLabel } from '../../platform/action-labels';
import { genericVerb, oldContent, oldJobMessage, oldResult, oldTitle } from './old-log-texts';

type Row = Record<string, unknown>;
/** A column written in one language, its stored length, and how its old text reads in both. */
type Column = { name: string; max: number; convert: (text: string, row: Row) => Message };

const batch = 500;

const operateLog: Column[] = [
  {
    name: 'action',
    max: 300,
    convert: (a, r) => {
      const generic = genericVerb(String(r.path), r.params);
      return knownActionLabel({ url: String(r.path), resource: generic?.module }, generic?.code) ?? { zh: a, en: a };
    },
  },
  { name: 'msg', max: 1500, convert: oldResult },
];

const logs: [ResourceDef, Column[], string[]][] = [
  [operateLogResource, operateLog, ['path', 'params']],
  [
    jobLogResource,
    [{ name: 'message', max: 2000, convert: (t, r) => oldJobMessage(t, r.status === jobRunState.values.failed) }],
    ['status'],
  ],
  [
    warningLogResource,
    [
      { name: 'title', max: 500, convert: oldTitle },
      { name: 'content', max: 2000, convert: oldContent },
    ],
    [],
  ],
  [
    usualLogResource,
    [
      { name: 'title', max: 500, convert: oldTitle },
      { name: 'message', max: 4000, convert: oldContent },
    ],
    [],
  ],
  [parkCommandResource, [{ name: 'result', max: 500, convert: oldContent }], []],
];

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A text written before logs kept both languages: not the JSON of a stored message. */
const plain = (name: string): SQL =>
  sql`(${sql.identifier(name)} is not null and left(${sql.identifier(name)}, 1) <> '{')`;

/** Set once the rows are rewritten, so a later start does not read the logs through again. */
const doneKey = 'logs_in_both_languages';

/**
 * Rewrites log rows written in one language into both, once: each pass takes the rows still plain, and a
 * start after the rewrite skips it.
 */
export async function syncLogLanguages(tx: Tx): Promise<number> {
  const [done] = await tx.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, doneKey));
  if (done) return 0;
  const changed = await rewritePlainRows(tx);
  await tx.insert(appSetting).values({ key: doneKey, value: { changed } }).onConflictDoNothing();
  return changed;
}

async function rewritePlainRows(tx: Tx): Promise<number> {
  let changed = 0;
  for (const [def, columns, context] of logs) {
    const names = columns.map((c) => snake(c.name));
    const read = ['id', ...names, ...context.map(snake)].map((n) => sql.identifier(n));
    for (;;) {
      const rows = rowsOf<Row>(
        await tx.execute(
          sql`select ${sql.join(read, sql`, `)} from ${sql.identifier(def.table)}
            where ${sql.join(names.map(plain), sql` or `)} order by id limit ${batch}`,
        ),
      );
      for (const row of rows) {
        const context = Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k.replace(/_(.)/g, (_m, c) => c.toUpperCase()), v]),
        );
        const sets = columns.map((c, i) => {
          const text = row[names[i] as string];
          const value =
            typeof text === 'string' && !text.startsWith('{') ? storedMessage(c.convert(text, context), c.max) : text;
          return sql`${sql.identifier(names[i] as string)} = ${value ?? null}`;
        });
        await tx.execute(sql`update ${sql.identifier(def.table)} set ${sql.join(sets, sql`, `)} where id = ${row.id}`);
      }
      changed += rows.length;
      if (rows.length < batch) break;
    }
  }
  return changed;
}
