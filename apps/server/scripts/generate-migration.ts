// Writes a migration for whatever the declarations and internal tables changed since the last one.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { migrationsFolder } from '../src/db/connection';
import { allTables } from '../src/db/schema';

const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]/gi, '_');
const meta = join(migrationsFolder, 'meta');
mkdirSync(meta, { recursive: true });
const journalPath = join(meta, '_journal.json');
const journal = existsSync(journalPath)
  ? JSON.parse(readFileSync(journalPath, 'utf8'))
  : { version: '7', dialect: 'postgresql', entries: [] as { idx: number; tag: string }[] };
const snapshots = readdirSync(meta)
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort();
const last = snapshots.at(-1);
const prev = last ? JSON.parse(readFileSync(join(meta, last), 'utf8')) : generateDrizzleJson({});
const cur = generateDrizzleJson(allTables, prev.id);
const statements = await generateMigration(prev, cur);
if (statements.length === 0) {
  console.log('no changes: the database schema matches the declarations');
  process.exit(0);
}
if (process.argv.includes('--check')) {
  console.error(`the declarations changed the schema; run npm run db:generate\n${statements.join('\n')}`);
  process.exit(1);
}
const idx = journal.entries.length;
const tag = `${String(idx).padStart(4, '0')}_${name}`;
writeFileSync(join(migrationsFolder, `${tag}.sql`), `${statements.join('\n--> statement-breakpoint\n')}\n`);
writeFileSync(join(meta, `${String(idx).padStart(4, '0')}_snapshot.json`), `${JSON.stringify(cur, null, 2)}\n`);
journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
console.log(`wrote ${tag}.sql with ${statements.length} statements`);
