import type { ShareUnit } from '../gate-ports';

/** A stay of a share unit's car inside; `coveredFrom` null: it waits for one of the unit's stalls. */
export type SharedStay = { id: number; plate: string; inTime: Date; coveredFrom: Date | null };

/** A share unit's stalls and its cars inside, as the locked unit was read. */
export type UnitState = { unit: ShareUnit; capacity: number; stays: SharedStay[] };

const keyOf = (u: ShareUnit) => `${u.kind}:${u.id}`;

/**
 * The share units of a batch of reads (share groups, passes with several plates), locked for the
 * transaction: which of their cars inside hold one of their stalls and which wait for one. Cars take
 * and give back the units' stalls here in the order they pass. No more of a unit's cars than its stall
 * count hold a stall at once; one that finds them taken waits, and is charged as a temporary car until
 * a car of its unit leaves and it takes that car's stall over.
 */
export class ShareLedger {
  private readonly units = new Map<string, UnitState>();
  private readonly unitOfStay = new Map<number, UnitState>();

  constructor(states: UnitState[] = []) {
    for (const state of states) {
      const own = { ...state, stays: [...state.stays] };
      this.units.set(keyOf(state.unit), own);
      for (const s of own.stays) this.unitOfStay.set(s.id, own);
    }
  }

  has(unit: ShareUnit): boolean {
    return this.units.has(keyOf(unit));
  }

  /** Whether a car with this plate finds one of the unit's stalls free (a stay of its own left open aside). */
  hasStall(unit: ShareUnit, plate: string): boolean {
    const state = this.state(unit);
    return state.stays.filter((s) => s.coveredFrom && s.plate !== plate).length < state.capacity;
  }

  /** A car of the unit came in: holding a stall from its entry, or waiting for one. */
  enter(unit: ShareUnit, stay: { id: number; plate: string; inTime: Date }, covered: boolean): void {
    const state = this.state(unit);
    // its own stay left open is given up as the gate gives it up (the car is one car)
    for (const old of state.stays.filter((s) => s.plate === stay.plate)) this.drop(old.id);
    const entered = { ...stay, coveredFrom: covered ? stay.inTime : null };
    state.stays.push(entered);
    this.unitOfStay.set(stay.id, state);
  }

  /** From when the stay holds a stall of its unit: null when it never has, undefined when it is no unit's. */
  coverStart(stayId: number): Date | null | undefined {
    return this.unitOfStay.get(stayId)?.stays.find((s) => s.id === stayId)?.coveredFrom;
  }

  /**
   * The stay left at `at`. A stall it held goes to the unit's car that has waited longest, from `at`:
   * that car's stay, or null.
   */
  leave(stayId: number, at: Date): SharedStay | null {
    const state = this.unitOfStay.get(stayId);
    const left = state?.stays.find((s) => s.id === stayId);
    if (!state || !left) return null;
    this.drop(stayId);
    if (!left.coveredFrom) return null;
    const next = state.stays
      .filter((s) => !s.coveredFrom)
      .sort((a, b) => a.inTime.getTime() - b.inTime.getTime() || a.id - b.id)[0];
    if (!next || state.stays.filter((s) => s.coveredFrom).length >= state.capacity) return null;
    next.coveredFrom = at;
    return next;
  }

  private drop(stayId: number) {
    const state = this.unitOfStay.get(stayId);
    if (!state) return;
    state.stays = state.stays.filter((s) => s.id !== stayId);
    this.unitOfStay.delete(stayId);
  }

  private state(unit: ShareUnit): UnitState {
    const state = this.units.get(keyOf(unit));
    if (!state) throw new Error(`share unit ${keyOf(unit)} was not locked`);
    return state;
  }
}
