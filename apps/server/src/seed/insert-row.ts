import type { ResourceDef } from '@parking/resources';
import { colsOf } from '../db/columns';
import type { Db } from '../db/connection';
import type { NewRowOf } from '../db/resource-table';
import { engineTableOf } from '../db/schema';

/** Adds one row of a declaration as it is given (demo and reference data) and answers its id. */
export async function insertRow<D extends ResourceDef>(db: Db, def: D, values: NewRowOf<D>): Promise<number> {
  const t = engineTableOf(def);
  const [row] = await db
    .insert(t)
    .values(values)
    .returning({ id: colsOf(t).id });
  if (!row) throw new Error(`${def.module}: the row was not written`);
  return Number(row.id);
}
