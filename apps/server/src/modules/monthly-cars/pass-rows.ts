import { monthPassResource, parkResource, passGroupResource } from '@parking/resources';
import { and, asc, eq } from 'drizzle-orm';
import { liveCondition, visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import type { NewRowOf, RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { notFound } from '../../platform/errors';

export type Pass = RowOf<typeof monthPassResource>;

export const serializePass = (row: Pass, timeZone: string) => rowSerializer(monthPassResource, timeZone)(row);

/** The pass the caller may see, or 404. */
export const passFor = (db: Db, access: Access, grantId: number): Promise<Pass> =>
  visibleOne(db, monthPassResource, access, grantId);

/** The pass the caller may see, held FOR UPDATE until the transaction ends, or 404. */
export async function lockedPass(tx: Tx, access: Access, grantId: number): Promise<Pass> {
  const t = tableOf(monthPassResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, grantId), visibleConditions(monthPassResource, access)))
    .for('update');
  if (!row) throw notFound(monthPassResource.label, grantId);
  return row;
}

function groupMembers(db: Db, groupId: number) {
  const t = tableOf(monthPassResource);
  return db
    .select()
    .from(t)
    .where(and(eq(t.groupId, groupId), liveCondition(t)))
    .orderBy(asc(t.id));
}

export type PassAndGroup = { pass: Pass; members: Pass[] };

/** The pass and every live pass of its share group (the pass alone when it is in none), without locking. */
export async function passAndGroup(db: Db, access: Access, grantId: number): Promise<PassAndGroup> {
  const pass = await passFor(db, access, grantId);
  if (pass.groupId == null) return { pass, members: [pass] };
  return { pass, members: await groupMembers(db, pass.groupId) };
}

/**
 * The same, locked until the transaction ends. The group's row is locked first so that two renewals in one
 * group queue up instead of locking members in different orders.
 */
export async function lockedPassAndGroup(tx: Tx, access: Access, grantId: number): Promise<PassAndGroup> {
  const seen = await passFor(tx, access, grantId);
  if (seen.groupId == null) {
    const pass = await lockedPass(tx, access, grantId);
    return { pass, members: [pass] };
  }
  const g = tableOf(passGroupResource);
  await tx.select({ id: g.id }).from(g).where(eq(g.id, seen.groupId)).for('update');
  const members = await groupMembers(tx, seen.groupId).for('update');
  const pass = members.find((m) => m.id === grantId) ?? (await lockedPass(tx, access, grantId));
  if (pass.groupId !== seen.groupId) return { pass, members: [pass] };
  return { pass, members };
}

/** Changes some columns of a pass (a business act of its own, not an edit of the whole pass). */
export async function updatePass(
  tx: Tx,
  grantId: number,
  set: Partial<Omit<NewRowOf<typeof monthPassResource>, 'id'>>,
): Promise<Pass> {
  const t = tableOf(monthPassResource);
  const [row] = await tx.update(t).set(set).where(eq(t.id, grantId)).returning();
  if (!row) throw notFound(monthPassResource.label, grantId);
  return row;
}

export async function parkOf(db: Db, parkId: number): Promise<RowOf<typeof parkResource>> {
  const t = tableOf(parkResource);
  const [park] = await db.select().from(t).where(eq(t.id, parkId));
  if (!park) throw notFound(parkResource.label, parkId);
  return park;
}
