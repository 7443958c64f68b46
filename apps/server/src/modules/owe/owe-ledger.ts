import type { Message } from '@parking/domain';
import { type DictValue, oweResource, type oweSource, oweState } from '@parking/resources';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { visibleConditions } from '../../crud/scope';
import { visibleOne } from '../../crud/visible-rows';
import type { Db, Tx } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { followEscape } from './escape-follow';
import { lockArrearsOrders, shrinkWaitingOrders } from './owe-allocation';

export type Owe = RowOf<typeof oweResource>;

export type NewOwe = {
  companyId: number;
  parkId: number;
  plateNumber: string;
  sourceKind: DictValue<typeof oweSource>;
  sourceId?: number | null;
  recordId?: number | null;
  amount: number;
  oweTime: Date;
  remark?: string | null;
};

/** An arrear for the stay, or the one it already has: however often a stay's debt is generated, it is owed once. */
export async function recordOwe(tx: Tx | Db, owe: NewOwe): Promise<{ row: Owe; created: boolean }> {
  const t = tableOf(oweResource);
  const [row] = await tx
    .insert(t)
    .values({ ...owe, state: oweState.values.normal, paidAmount: 0, checked: false })
    .onConflictDoNothing({ target: t.recordId, where: sql`deleted_at is null` })
    .returning();
  if (row) return { row, created: true };
  const [existing] = await tx
    .select()
    .from(t)
    .where(and(eq(t.recordId, owe.recordId ?? -1), isNull(t.deletedAt)))
    .limit(1);
  if (!existing) throw new Error(`stay ${owe.recordId}: the arrear was neither written nor found`);
  return { row: existing, created: false };
}

const stateNames: Record<number, Message> = {
  [oweState.values.paid]: { zh: '该欠费已缴清', en: 'this arrear is paid already' },
  [oweState.values.cancelled]: { zh: '该欠费已撤销', en: 'this arrear is cancelled' },
};

/** 400 saying why an arrear that is no longer owed cannot be paid or cancelled. */
function notOwed(row: Owe, act: Message): Error {
  const why = stateNames[row.state] ?? { zh: '状态不允许', en: 'its state does not allow it' };
  return badRequest({
    zh: `欠费状态(state): 只有未缴的欠费可以${act.zh}，${why.zh}`,
    en: `State(state): only an unpaid arrear can be ${act.en}; ${why.en}`,
  });
}

/**
 * Moves an unpaid arrear to paid or cancelled. The update itself checks the state, so of two racing calls
 * (the booth and an online payment) the second finds the row settled and is refused: paid exactly once.
 */
async function leaveNormal(
  tx: Tx | Db,
  access: Access | null,
  id: number,
  set: Partial<Owe>,
  act: Message,
): Promise<Owe> {
  const t = tableOf(oweResource);
  const [target] = await tx.select({ plate: t.plateNumber }).from(t).where(eq(t.id, id)).limit(1);
  const orders = target ? await lockArrearsOrders(tx, target.plate) : [];
  const [row] = await tx
    .update(t)
    .set(set)
    .where(
      and(
        eq(t.id, id),
        eq(t.state, oweState.values.normal),
        isNull(t.deletedAt),
        ...(access ? [visibleConditions(oweResource, access)] : []),
      ),
    )
    .returning();
  if (row) {
    await followEscape(tx, row);
    if (orders.length) await shrinkWaitingOrders(tx, row.plateNumber, orders);
    return row;
  }
  const current = access ? await visibleOne(tx, oweResource, access, id) : null;
  if (!current) throw badRequest({ zh: `欠费记录(oweId): 没有欠费 ${id}`, en: `Arrear(oweId): no arrear ${id}` });
  throw notOwed(current, act);
}

/** Settles an arrear in full, once. */
export const payOwe = (tx: Tx | Db, access: Access | null, id: number, at: Date): Promise<Owe> =>
  leaveNormal(
    tx,
    access,
    id,
    { state: oweState.values.paid, paidAmount: sql`${tableOf(oweResource).amount}` as never, paidTime: at },
    { zh: '缴费', en: 'paid' },
  );

/** Forgives an arrear: the row stays, with its reason. */
export const cancelOwe = (tx: Tx | Db, access: Access | null, id: number, reason: string, at: Date): Promise<Owe> =>
  leaveNormal(
    tx,
    access,
    id,
    { state: oweState.values.cancelled, cancelReason: reason, cancelTime: at },
    { zh: '撤销', en: 'cancelled' },
  );

/** Marks an arrear reviewed (or takes the mark back). */
export async function checkOwe(tx: Tx | Db, access: Access, id: number, checked: boolean, at: Date): Promise<Owe> {
  await visibleOne(tx, oweResource, access, id);
  const t = tableOf(oweResource);
  const [row] = await tx
    .update(t)
    .set({ checked, checkTime: checked ? at : null })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw new Error(`arrear ${id} is gone`);
  return row;
}

/** The live arrear of a stay, if any. */
export async function oweOfStay(tx: Tx | Db, access: Access, recordId: number): Promise<Owe | null> {
  const t = tableOf(oweResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.recordId, recordId), isNull(t.deletedAt), visibleConditions(oweResource, access)))
    .limit(1);
  return row ?? null;
}
