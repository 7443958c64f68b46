import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { regionLevel, regionResource } from '@parking/resources';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { tableOf } from '../db/schema';
import { serverRoot } from '../platform/server-root';

const { province, city, district } = regionLevel.values;

/** The shipped region file: GB/T 2260 code, name, code of the parent (empty for a province). */
export function shippedRegions() {
  const text = readFileSync(join(serverRoot, 'src/seed/regions-cn.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [code = '', name = '', parent = ''] = line.split('\t');
      const level = code.length <= 2 ? province : code.length <= 4 ? city : district;
      return { id: Number(code), name, parentId: parent ? Number(parent) : null, level };
    });
}

/** Lays out China's provinces, cities and districts when the region table is empty; ids are their codes. */
export async function syncRegions(db: Tx): Promise<void> {
  const t = tableOf(regionResource);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(t);
  if (n > 0) return;
  const rows = shippedRegions();
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(t).values(rows.slice(i, i + 500));
  }
}
