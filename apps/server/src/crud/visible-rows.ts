import type { Message } from '@parking/domain';
import type { ResourceDef } from '@parking/resources';
import { and, inArray } from 'drizzle-orm';
import { colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import type { RowOf } from '../db/resource-table';
import { engineTableOf } from '../db/schema';
import type { Access } from '../platform/context';
import { notFound } from '../platform/errors';
import { visibleConditions } from './scope';

/** Reads the visible, live rows of a resource with the given ids. */
export async function findVisible<D extends ResourceDef>(
  db: Db,
  def: D,
  access: Access,
  ids: number[],
): Promise<RowOf<D>[]> {
  const table = engineTableOf(def);
  const rows = await db
    .select()
    .from(table)
    .where(and(inArray(colsOf(table).id, ids), visibleConditions(def, access)));
  return rows as RowOf<D>[];
}

/** The live row the caller may see, or 404. */
export async function visibleOne<D extends ResourceDef>(db: Db, def: D, access: Access, id: number): Promise<RowOf<D>> {
  const [row] = await findVisible(db, def, access, [id]);
  if (!row) throw notFound(def.label, id);
  return row;
}

/** 404 naming the ids that are not among the rows found. */
export function mustSeeAll(found: { id: number }[], ids: number[], what: Message): void {
  const seen = new Set(found.map((r) => r.id));
  const missing = ids.filter((i) => !seen.has(i));
  if (missing.length) throw notFound(what, missing.join(','));
}

/** The live rows the caller may see, all of them in the order asked, or 404 naming those it may not. */
export async function visibleAll<D extends ResourceDef>(
  db: Db,
  def: D,
  access: Access,
  ids: number[],
): Promise<RowOf<D>[]> {
  const rows = (await findVisible(db, def as ResourceDef, access, ids)) as { id: number }[];
  mustSeeAll(rows, ids, def.label);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((i) => byId.get(i) as RowOf<D>);
}
