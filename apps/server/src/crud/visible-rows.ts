import type { Message } from '@parking/domain';
import type { ResourceDef } from '@parking/resources';
import { and, inArray } from 'drizzle-orm';
import { colsOf } from '../db/columns';
import { tableOf } from '../db/schema';
import type { Access, Tx } from '../platform/context';
import { notFound } from '../platform/errors';
import type { Row } from './hooks';
import { liveCondition, scopeConditions } from './scope';

/** Reads the visible, live rows of a resource with the given ids. */
export async function findVisible(tx: Tx, def: ResourceDef, access: Access, ids: number[]): Promise<Row[]> {
  const table = tableOf(def.module);
  return (await tx
    .select()
    .from(table)
    .where(and(inArray(colsOf(table).id, ids), liveCondition(table), ...scopeConditions(def, table, access)))) as Row[];
}

/** 404 naming the ids that are not among the rows found. */
export function mustSeeAll(found: Row[], ids: number[], what: Message): void {
  const seen = new Set(found.map((r) => Number(r.id)));
  const missing = ids.filter((i) => !seen.has(i));
  if (missing.length) throw notFound(what, missing.join(','));
}

/** The live rows the caller may see, all of them in the order asked, or 404 naming those it may not. */
export async function visibleAll(tx: Tx, def: ResourceDef, access: Access, ids: number[]): Promise<Row[]> {
  const rows = await findVisible(tx, def, access, ids);
  mustSeeAll(rows, ids, def.label);
  return ids.map((i) => rows.find((r) => Number(r.id) === i) as Row);
}
