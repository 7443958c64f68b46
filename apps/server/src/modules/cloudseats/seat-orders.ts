import {
  enabledState,
  gateDirection,
  gateEventResource,
  inOutRecordResource,
  onlineOrderResource,
  payWay,
  seatGateGrantResource,
  seatHandling,
  seatOrderResource,
  seatParkGrantResource,
  seatUserResource,
} from '@parking/resources';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { currentActor } from '../../db/actor';
import type { Tx } from '../../db/connection';
import { tableOf } from '../../db/schema';
import { onTrafficFacts, type TrafficFact } from '../traffic/traffic-facts';

type Handled = Extract<TrafficFact, { kind: 'exit' | 'payment' }>;
type Seat = { id: number; companyId: number };

/** The gate the stay's car was let out at (or is waiting at): its exit gate, else the gate of its last exit read. */
async function exitGateOf(tx: Tx, stayId: number): Promise<number | null> {
  const s = tableOf(inOutRecordResource);
  const [stay] = await tx.select({ outGateId: s.outGateId }).from(s).where(eq(s.id, stayId));
  if (stay?.outGateId != null) return stay.outGateId;
  const g = tableOf(gateEventResource);
  const [read] = await tx
    .select({ gateId: g.gateId })
    .from(g)
    .where(and(eq(g.recordId, stayId), eq(g.direction, gateDirection.values.exit), isNull(g.deletedAt)))
    .orderBy(desc(g.eventTime), desc(g.id))
    .limit(1);
  return read?.gateId ?? null;
}

/** Which of the acting user's seats answers this gate: the one granted the gate, else the one granted its park. */
async function seatAnswering(tx: Tx, seats: Seat[], parkId: number, gateId: number): Promise<number | null> {
  const ids = seats.map((s) => s.id);
  const gg = tableOf(seatGateGrantResource);
  const [byGate] = await tx
    .select({ seatUserId: gg.seatUserId })
    .from(gg)
    .where(
      and(
        eq(gg.gateId, gateId),
        inArray(gg.seatUserId, ids),
        eq(gg.state, enabledState.values.enabled),
        isNull(gg.deletedAt),
      ),
    )
    .limit(1);
  if (byGate) return byGate.seatUserId;
  const pg = tableOf(seatParkGrantResource);
  const [byPark] = await tx
    .select({ seatUserId: pg.seatUserId })
    .from(pg)
    .where(
      and(
        eq(pg.parkId, parkId),
        inArray(pg.seatUserId, ids),
        eq(pg.state, enabledState.values.enabled),
        isNull(pg.deletedAt),
      ),
    )
    .limit(1);
  return byPark?.seatUserId ?? null;
}

/**
 * Notes one exit or cash payment the acting seat user recorded at a gate its seat answers, on the stay's seat
 * order (one per stay): the exit's fee and time, what the seat took, and the order it concerned.
 */
async function noteHandled(tx: Tx, userId: number, seats: Seat[], fact: Handled): Promise<void> {
  const stayId = fact.stayId;
  if (stayId == null) return;
  const mine = seats.filter((s) => s.companyId === fact.companyId);
  if (!mine.length) return;
  const gateId = fact.kind === 'exit' ? fact.gateId : await exitGateOf(tx, stayId);
  if (gateId == null) return;
  const seatUserId = await seatAnswering(tx, mine, fact.parkId, gateId);
  if (seatUserId == null) return;
  const s = tableOf(inOutRecordResource);
  const [stay] = await tx.select().from(s).where(eq(s.id, stayId));
  if (!stay) return;
  const o = tableOf(onlineOrderResource);
  const [order] = await tx
    .select({ onlineOrderId: o.onlineOrderId })
    .from(o)
    .where(and(eq(o.recordId, stayId), isNull(o.deletedAt)))
    .orderBy(desc(o.id))
    .limit(1);
  const t = tableOf(seatOrderResource);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.recordId, stayId), isNull(t.deletedAt)))
    .limit(1)
    .for('update');
  const paid = (row?.paid ?? 0) + (fact.kind === 'payment' ? fact.amountFen : 0);
  const values = {
    seatUserId,
    userId,
    gateId,
    plateNumber: stay.plateNumber,
    inTime: stay.inTime,
    outTime: fact.kind === 'exit' ? fact.at : (stay.outTime ?? row?.outTime ?? null),
    onlineOrderId: fact.kind === 'payment' ? fact.onlineOrderId : (order?.onlineOrderId ?? row?.onlineOrderId ?? null),
    fee: fact.kind === 'exit' ? fact.feeFen : Math.max(row?.fee ?? 0, stay.fee ?? 0, paid),
    paid,
    handling: paid > 0 ? seatHandling.values.charged : seatHandling.values.released,
  };
  if (row) {
    await tx.update(t).set(values).where(eq(t.id, row.id));
    return;
  }
  await tx.insert(t).values({
    ...values,
    companyId: fact.companyId,
    parkId: fact.parkId,
    recordId: stayId,
    handledAt: new Date(),
  });
}

// an exit or a cash payment recorded by a console user who is a cloud seat, at a gate that seat answers, is
// that seat's order; the gate's own reads (no user) and other users' acts cost one test of the actor and no
// statement
onTrafficFacts(async (tx, facts) => {
  const userId = currentActor();
  if (userId == null) return;
  const handled = facts.filter(
    (f): f is Handled =>
      f.kind === 'exit' || (f.kind === 'payment' && f.payWay === payWay.values.cash && f.stayId != null),
  );
  if (!handled.length) return;
  const su = tableOf(seatUserResource);
  const seats = await tx
    .select({ id: su.id, companyId: su.companyId })
    .from(su)
    .where(and(eq(su.userId, userId), eq(su.state, enabledState.values.enabled), isNull(su.deletedAt)));
  if (!seats.length) return;
  for (const fact of handled) await noteHandled(tx, userId, seats, fact);
});
