import { inOutRecordResource } from '@parking/resources';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import { StallLedger } from '../../parks/stall-ledger';
import { closeWaitingOrders, type Order, upsertExitOrder } from '../orders/exit-order';
import { handOverStalls } from '../shared-stalls/hand-over';
import { exitFactOf, tellTrafficFacts } from '../traffic-facts';
import type { ClosedStay } from './close-stay';

/**
 * Stores closings now, outside the gate's batch, in the lock order: the stays (the caller holds their cars'
 * locks and has locked them), then their orders, then the stall counts, then the share units whose stalls
 * they give back. Answers the order of each stay that left owing, by stay id.
 */
export async function storeClosings(tx: Tx, closings: ClosedStay[]): Promise<Map<number, Order>> {
  const t = tableOf(inOutRecordResource);
  const orders = new Map<number, Order>();
  for (const { stay, values, owes, closesOrders } of closings) {
    await tx.update(t).set(values).where(eq(t.id, stay.id));
    if (owes) orders.set(stay.id, await upsertExitOrder(tx, stay, owes.fen, owes.at));
    if (closesOrders) await closeWaitingOrders(tx, stay.id, closesOrders);
  }
  await tellTrafficFacts(
    tx,
    closings.flatMap((c) => {
      const fact = exitFactOf(c);
      return fact ? [fact] : [];
    }),
  );
  const freed = closings.flatMap((c) => (c.stall ? [c.stall] : []));
  if (freed.length) {
    const stalls = await StallLedger.lock(
      tx,
      freed.map((s) => s.parkId),
      freed.map((s) => s.areaId),
    );
    for (const s of freed) stalls.release(s.parkId, s.areaId);
    await stalls.write(tx);
    await handOverStalls(tx, closings);
  }
  return orders;
}
