import { gateDirection } from '@parking/resources';
import type { Tx } from '../../../db/connection';
import { masksOf } from '../../../db/plate-masks';
import type { AppContext } from '../../../platform/context';
import { DecideAgain } from '../lock-conflicts';
import { stayOrders, type WaitingOrder } from '../orders/exit-order';
import type { Stay } from '../stays/close-stay';
import type { MisreadCandidates, MisreadQuestion } from './car-locks';
import type { GateRead } from './gate-answer';
import type { GateFacts } from './gate-facts';
import { lockedOpenStay, oneCharOffStays } from './open-stay';

/** The open stay an exit read may take as its car's, locked with its orders. */
export type MisreadStay = { stay: Stay; waitingOrder: WaitingOrder | null; settledFen: number };

const carKey = (parkId: number, plate: string) => `${parkId}:${plate}`;

/** What the cars' lock is asked of the exit reads: whether each may be a misread of another car inside. */
export const misreadQuestions = (reads: GateRead[]): MisreadQuestion[] =>
  reads.flatMap((read, i) =>
    read.direction === gateDirection.values.exit
      ? [{ read: i, parkId: read.parkId, plate: read.plateNumber, masks: masksOf(read.parkId, read.plateNumber) }]
      : [],
  );

/**
 * Once the cars are locked, before the stall counts: each exit read that had cars one character off it
 * gets the one open stay one character off now, locked with its orders (null: none, or more than one).
 * Its car must be one the lock took; a car that came in since answers DecideAgain.
 */
export async function lockMisreadStays(
  tx: Tx,
  reads: GateRead[],
  candidates: MisreadCandidates,
): Promise<Map<number, MisreadStay | null>> {
  const locked = new Set(reads.map((r) => carKey(r.parkId, r.plateNumber)));
  for (const [i, plates] of candidates.near) {
    const read = reads[i];
    if (read) for (const plate of plates) locked.add(carKey(read.parkId, plate));
  }
  const found = new Map<number, MisreadStay | null>();
  for (const i of candidates.near.keys()) {
    const read = reads[i];
    if (!read) continue;
    const close = await oneCharOffStays(tx, read.parkId, read.plateNumber);
    const [only] = close;
    if (!only || close.length > 1) {
      found.set(i, null);
      continue;
    }
    if (!locked.has(carKey(only.parkId, only.plateNumber))) {
      throw new DecideAgain(`a car one character off ${read.plateNumber} came in while the cars were locked`);
    }
    const stay = await lockedOpenStay(tx, only);
    found.set(i, stay && { stay, ...(await stayOrders(tx, stay.id)) });
  }
  return found;
}

/**
 * An exit read without a stay of its own takes the one open stay whose plate is one character off, when
 * no other read of the batch has it. A read whose own stay was closed while its car's lock was awaited
 * was not asked about; a stay one character off found for it now answers DecideAgain, as its car is not
 * locked.
 */
export async function matchMisreads(
  app: AppContext,
  tx: Tx,
  cases: { read: GateRead; facts: GateFacts }[],
  candidates: MisreadCandidates,
  misreadStays: Map<number, MisreadStay | null>,
): Promise<void> {
  const taken = new Set(cases.flatMap((c) => (c.facts.stay ? [c.facts.stay.id] : [])));
  for (const [i, c] of cases.entries()) {
    const { read, facts: f } = c;
    if (f.stored || f.repeated || f.stay || read.direction !== gateDirection.values.exit) continue;
    if (!candidates.asked.has(i)) {
      const close = await oneCharOffStays(tx, read.parkId, read.plateNumber);
      const [only] = close;
      if (only && close.length === 1 && !taken.has(only.id)) {
        throw new DecideAgain(`${read.plateNumber} left while its lock was awaited; a car one character off is inside`);
      }
      continue;
    }
    const misread = misreadStays.get(i);
    // a car that came in after this read was taken cannot be the car read
    if (!misread || taken.has(misread.stay.id) || misread.stay.inTime > read.at) continue;
    const { stay, waitingOrder, settledFen } = misread;
    taken.add(stay.id);
    const standing = await app.gatePorts.standing(tx, {
      parkId: read.parkId,
      areaId: stay.areaId,
      plate: stay.plateNumber,
      listAt: read.at,
      passAt: stay.inTime,
    });
    c.facts = { ...f, stay, standing, waitingOrder, settledFen };
  }
}
