import { monthPassResource, parkResource, passGroupResource } from '@parking/resources';
import { and, asc, eq } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { liveCondition, scopeConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { tableOf } from '../../db/schema';
import type { Access, Tx } from '../../platform/context';
import { notFound } from '../../platform/errors';

export const passes = () => tableOf('parkMonth');
export const passLabel = monthPassResource.label;

export const serializePass = (row: Row, timeZone: string) => rowSerializer(monthPassResource, timeZone)(row);

/** The pass the caller may see, or 404; with lock, held FOR UPDATE until the transaction ends. */
export async function passFor(tx: Tx, access: Access, grantId: number, lock = false): Promise<Row> {
  const t = passes();
  const q = tx
    .select()
    .from(t)
    .where(and(eq(t.id, grantId), liveCondition(t), ...scopeConditions(monthPassResource, t, access)));
  const [row] = (lock ? await q.for('update') : await q) as Row[];
  if (!row) throw notFound(passLabel, grantId);
  return row;
}

/**
 * The pass and, when it is in a share group, every live pass of the group, locked unless `lock` is false.
 * The group's row is locked first so that two renewals in one group queue up instead of locking members
 * in different orders.
 */
export async function passWithGroup(
  tx: Tx,
  access: Access,
  grantId: number,
  lock = true,
): Promise<{ pass: Row; members: Row[] }> {
  const seen = await passFor(tx, access, grantId);
  if (seen.groupId == null) {
    const pass = lock ? await passFor(tx, access, grantId, true) : seen;
    return { pass, members: [pass] };
  }
  if (!lock) {
    const t = passes();
    const members = (await tx
      .select()
      .from(t)
      .where(and(eq(t.groupId, seen.groupId as number), liveCondition(t)))
      .orderBy(asc(t.id))) as Row[];
    return { pass: seen, members };
  }
  const g = tableOf(passGroupResource.module);
  await tx
    .select({ id: g.id })
    .from(g)
    .where(eq(g.id, seen.groupId as number))
    .for('update');
  const t = passes();
  const members = (await tx
    .select()
    .from(t)
    .where(and(eq(t.groupId, seen.groupId as number), liveCondition(t)))
    .orderBy(asc(t.id))
    .for('update')) as Row[];
  const pass = members.find((m) => Number(m.id) === grantId) ?? (await passFor(tx, access, grantId, true));
  if (pass.groupId == null || Number(pass.groupId) !== Number(seen.groupId)) return { pass, members: [pass] };
  return { pass, members };
}

export async function parkOf(tx: Tx, parkId: number): Promise<Row> {
  const t = tableOf(parkResource.module);
  const [park] = (await tx.select().from(t).where(eq(t.id, parkId))) as Row[];
  if (!park) throw notFound(parkResource.label, parkId);
  return park;
}
