import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Row } from '../../../crud/hooks';
import { tableOf } from '../../../db/schema';
import type { Tx } from '../../../platform/context';
import { newNumber } from './order-number';

export const orderStates = { unpaid: 0, paid: 1, refunded: 2, partlyRefunded: 3, closed: 4 } as const;
export const orderKinds = { exit: 1, advance: 2, difference: 3 } as const;

const orders = () => tableOf('parkorder');

/** Orders still waiting to be paid, of one stay (a value, or a column of a larger query) or of any. */
export const waitingOrders = (stayId?: number | SQL) => {
  const t = orders();
  return and(
    stayId === undefined ? undefined : eq(t.recordId, stayId),
    eq(t.state, orderStates.unpaid),
    isNull(t.deletedAt),
  ) as SQL;
};

/** What the stay's orders have been paid, refunds included, as a query of one value `settled`. */
export const settledQuery = (db: Tx, stayId: number | SQL) => {
  const t = orders();
  return db
    .select({ settled: sql<string>`coalesce(sum(${t.paidAmount}), 0)`.as('settled') })
    .from(t)
    .where(and(eq(t.recordId, stayId), isNull(t.deletedAt)));
};

/** The stay's waiting order (locked), as a query of one value `waiting` = { id, onlineOrderId }. */
export const waitingOrderQuery = (db: Tx, stayId: number | SQL) => {
  const t = orders();
  return db
    .select({
      waiting: sql<WaitingOrder>`json_build_object('id', ${t.id}, 'onlineOrderId', ${t.onlineOrderId})`.as('waiting'),
    })
    .from(t)
    .where(waitingOrders(stayId))
    .limit(1)
    .for('update');
};

/** The stay's unpaid order (locked), which a car read again at the exit brings up to date. */
export type WaitingOrder = { id: number; onlineOrderId: string };

export const waitingOrderOf = (json: WaitingOrder | null | undefined): WaitingOrder | null =>
  json ? { id: Number(json.id), onlineOrderId: String(json.onlineOrderId) } : null;

/**
 * The stay's unpaid order for what it owes now: the one already waiting is brought up to date, so a car
 * read again at the exit never has two orders to pay.
 */
export async function upsertExitOrder(tx: Tx, stay: Row, owedFen: number, at: Date, kind?: number): Promise<Row> {
  const t = orders();
  const [waiting] = (await tx
    .select()
    .from(t)
    .where(waitingOrders(Number(stay.id)))
    .limit(1)
    .for('update')) as Row[];
  if (waiting) {
    const [row] = (await tx
      .update(t)
      .set({ amount: owedFen, stayTo: at, ...(kind ? { orderKind: kind } : {}), updatedAt: new Date() })
      .where(eq(t.id, Number(waiting.id)))
      .returning()) as Row[];
    return row as Row;
  }
  const [row] = (await tx
    .insert(t)
    .values(newExitOrder(stay, owedFen, at, kind))
    .returning()) as Row[];
  return row as Row;
}

/** A new unpaid order for what the stay owes; a difference order when the stay had paid before. */
export function newExitOrder(stay: Row, owedFen: number, at: Date, kind?: number): Row {
  const paidBefore = Number(stay.paid ?? 0) > 0;
  return {
    companyId: stay.companyId,
    parkId: stay.parkId,
    onlineOrderId: newNumber('PO', at),
    recordId: Number(stay.id),
    plateNumber: stay.plateNumber,
    orderKind: kind ?? (paidBefore ? orderKinds.difference : orderKinds.exit),
    amount: owedFen,
    state: orderStates.unpaid,
    stayFrom: stay.inTime,
    stayTo: at,
  };
}

/** The stay's waiting order (locked) and what its orders have been paid, as the gate's facts give them. */
export async function stayOrders(tx: Tx, stayId: number) {
  const [waiting] = await waitingOrderQuery(tx, stayId);
  return { waitingOrder: waitingOrderOf(waiting?.waiting), settledFen: await settledFen(tx, stayId) };
}

/** What the stay's orders have been paid, refunds included. */
export async function settledFen(tx: Tx, stayId: number): Promise<number> {
  const [row] = await settledQuery(tx, stayId);
  return Number(row?.settled ?? 0);
}

/**
 * The stay left without paying its waiting orders (it was let out free, or what they asked was paid
 * another way): they are closed, kept for the record, so no driver is ever asked for them.
 */
export async function closeWaitingOrders(tx: Tx, stayId: number, remark: string): Promise<number> {
  const t = orders();
  const closed = await tx
    .update(t)
    .set({ state: orderStates.closed, remark, updatedAt: new Date() })
    .where(waitingOrders(stayId))
    .returning({ id: t.id });
  return closed.length;
}
