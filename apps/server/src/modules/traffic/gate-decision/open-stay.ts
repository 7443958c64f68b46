import { inOutRecordResource, stayState } from '@parking/resources';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { insideSharingMask, masksOf } from '../../../db/plate-masks';
import { tableOf } from '../../../db/schema';
import type { Stay } from '../stays/close-stay';
import { oneCharApart } from './plate-match';

const stays = () => tableOf(inOutRecordResource);

/** The park's stays still inside: the one rule for "open", as values for one car or columns of a batch. */
export const openStays = (parkId: number | SQL, extra: SQL | undefined) => {
  const t = stays();
  return and(eq(t.parkId, parkId), eq(t.state, stayState.values.inside), isNull(t.deletedAt), extra) ?? sql`true`;
};

/** The car's open stay in the park (locked), newest first. */
export async function openStayOf(tx: Tx, parkId: number, plate: string): Promise<Stay | null> {
  const t = stays();
  const [row] = await tx
    .select()
    .from(t)
    .where(openStays(parkId, eq(t.plateNumber, plate)))
    .orderBy(desc(t.inTime))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * The open stays whose plate is one character off, read without locks (their cars are not locked yet):
 * a camera's misread of one of them. More than one makes the read ambiguous.
 * The park is in the masks. No LIMIT and no condition on the park column: with either, PostgreSQL could walk
 * the park's cars inside working out each one's masks, where the masks' index finds the few at once.
 */
export async function oneCharOffStays(db: Db, parkId: number, plate: string): Promise<Stay[]> {
  const t = stays();
  const masks = masksOf(parkId, plate);
  if (!masks.length) return [];
  const rows = await db
    .select()
    .from(t)
    .where(and(insideSharingMask(sql`${sql.param(masks)}::text[]`), ne(t.plateNumber, plate)));
  return rows.filter((r) => oneCharApart(r.plateNumber, plate));
}

/** The stay as it is now, locked, while it is still open. */
export async function lockedOpenStay(tx: Tx, stay: Stay): Promise<Stay | null> {
  const t = stays();
  const [row] = await tx
    .select()
    .from(t)
    .where(openStays(stay.parkId, eq(t.id, stay.id)))
    .for('update');
  return row ?? null;
}
