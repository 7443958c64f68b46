import { type DictValue, onlineOrderResource, orderKind, orderState } from '@parking/resources';
import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import type { NewRowOf, RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import type { Stay } from '../stays/close-stay';
import { newNumber } from './order-number';

export type Order = RowOf<typeof onlineOrderResource>;
type OrderKind = DictValue<typeof orderKind>;

const orders = () => tableOf(onlineOrderResource);

/** Orders still waiting to be paid, of one stay (a value, or a column of a larger query) or of any. */
export const waitingOrders = (stayId?: number | SQLWrapper) => {
  const t = orders();
  return (
    and(
      stayId === undefined ? undefined : eq(t.recordId, stayId),
      eq(t.state, orderState.values.unpaid),
      isNull(t.deletedAt),
    ) ?? sql`true`
  );
};

/** What the stay's orders have been paid, refunds included, as a query of one value `settled`. */
export const settledQuery = (db: Db, stayId: number | SQLWrapper) => {
  const t = orders();
  return (
    db
      // what a paid order carried for earlier stays' arrears went to those arrears, not to this stay
      .select({
        settled: sql`coalesce(sum(${t.paidAmount} - case when ${t.paidAmount} > 0 then ${t.oweAmount} else 0 end), 0)`
          .mapWith(Number)
          .as('settled'),
      })
      .from(t)
      .where(and(eq(t.recordId, stayId), isNull(t.deletedAt)))
  );
};

/** The stay's unpaid order (locked), which a car read again at the exit brings up to date. */
export type WaitingOrder = { id: number; onlineOrderId: string };

/** The stay's waiting order (locked), as a query of one JSON value `waiting` = { id, onlineOrderId }. */
export const waitingOrderQuery = (tx: Tx, stayId: number | SQLWrapper) => {
  const t = orders();
  return tx
    .select({
      waiting: sql<WaitingOrder>`json_build_object('id', ${t.id}, 'onlineOrderId', ${t.onlineOrderId})`.as('waiting'),
    })
    .from(t)
    .where(waitingOrders(stayId))
    .limit(1)
    .for('update');
};

/**
 * The stay's unpaid order for what it owes now: the one already waiting is brought up to date, so a car
 * read again at the exit never has two orders to pay.
 */
export async function upsertExitOrder(
  tx: Tx,
  stay: Stay,
  owedFen: number,
  at: Date,
  kind?: OrderKind,
  extras: OrderExtras = { couponDiscount: 0, oweAmount: 0 },
): Promise<Order> {
  const t = orders();
  const [waiting] = await tx.select().from(t).where(waitingOrders(stay.id)).limit(1).for('update');
  const [row] = waiting
    ? await tx
        .update(t)
        .set({ amount: owedFen, stayTo: at, ...extras, ...(kind && { orderKind: kind }) })
        .where(eq(t.id, waiting.id))
        .returning()
    : await tx
        .insert(t)
        .values(newExitOrder(stay, owedFen, at, kind, extras))
        .returning();
  if (!row) throw new Error(`stay ${stay.id}: its order was not written`);
  return row;
}

/** The columns of a new exit order, in the order the gate's batch stores them. */
export const exitOrderKeys = [
  'companyId',
  'parkId',
  'onlineOrderId',
  'recordId',
  'plateNumber',
  'orderKind',
  'amount',
  'state',
  'stayFrom',
  'stayTo',
  'couponDiscount',
  'oweAmount',
] as const;

export type NewExitOrder = Pick<NewRowOf<typeof onlineOrderResource>, (typeof exitOrderKeys)[number]>;

/** What an order takes from its stay. */
export type OrderedStay = Pick<Stay, 'id' | 'companyId' | 'parkId' | 'plateNumber' | 'paid' | 'inTime'>;

/** What an exit order's amount holds besides the stay's own fee: coupons taken off, earlier arrears added. */
export type OrderExtras = { couponDiscount: number; oweAmount: number };

/** A new unpaid order for what the stay owes; a difference order when the stay had paid before. */
export function newExitOrder(
  stay: OrderedStay,
  owedFen: number,
  at: Date,
  kind?: OrderKind,
  extras: OrderExtras = { couponDiscount: 0, oweAmount: 0 },
): NewExitOrder {
  const paidBefore = (stay.paid ?? 0) > 0;
  return {
    companyId: stay.companyId,
    parkId: stay.parkId,
    onlineOrderId: newNumber('PO', at),
    recordId: stay.id,
    plateNumber: stay.plateNumber,
    orderKind: kind ?? (paidBefore ? orderKind.values.difference : orderKind.values.exit),
    amount: owedFen,
    state: orderState.values.unpaid,
    stayFrom: stay.inTime,
    stayTo: at,
    couponDiscount: extras.couponDiscount,
    oweAmount: extras.oweAmount,
  } satisfies Record<(typeof exitOrderKeys)[number], unknown>;
}

/** The stay's waiting order (locked) and what its orders have been paid, as the gate's facts give them. */
export async function stayOrders(tx: Tx, stayId: number) {
  const [waiting] = await waitingOrderQuery(tx, stayId);
  return { waitingOrder: waiting?.waiting ?? null, settledFen: await settledFen(tx, stayId) };
}

/** What the stay's orders have been paid, refunds included. */
export async function settledFen(db: Db, stayId: number): Promise<number> {
  const [row] = await settledQuery(db, stayId);
  return row?.settled ?? 0;
}

/**
 * The stay left without paying its waiting orders (it was let out free, or what they asked was paid
 * another way): they are closed, kept for the record, so no driver is ever asked for them.
 */
export async function closeWaitingOrders(tx: Tx, stayId: number, remark: string): Promise<number> {
  const t = orders();
  const closed = await tx
    .update(t)
    .set({ state: orderState.values.closed, remark })
    .where(waitingOrders(stayId))
    .returning({ id: t.id });
  return closed.length;
}
