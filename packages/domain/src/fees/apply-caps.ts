import type { FeeCapKind, FeePart } from './fee-breakdown';
import { type FeeRule, minutesPerDay } from './fee-rule';
import type { StayChunk } from './stay-chunks';
import type { TariffRun } from './tariff-runs';
import type { StayClock } from './zone-clock';

/** A breakdown line in epoch minutes, before its note is written. */
export type RawItem = {
  from: number;
  to: number;
  part: FeePart;
  units: number;
  unitMinutes: number;
  unitPrice: number;
  listAmount: number;
  amount: number;
  cappedBy: FeeCapKind | null;
  cycle: number;
  holiday: boolean;
  chunk: StayChunk | null;
  /** Minutes of an unfinished last unit, for the note. */
  remainder: number;
  capLimit: number;
};

/** One cap over one scope (a stretch, cycle, day or the stay): what its lines list and what they are charged. */
export type CapScope = {
  kind: FeeCapKind;
  key: number;
  limit: number;
  listed: number;
  charged: number;
  /** Whether this cap cut one of its lines. */
  cut: boolean;
  from: number;
  to: number;
};

/** Narrowest first: when two caps leave the same room, the narrower one is named as the cause. */
const kinds: FeeCapKind[] = ['period', 'cycle', 'day', 'total'];

/** What is being charged: a run of units, or one sum (a flat price). */
type Priced = {
  part: FeePart;
  unitMinutes: number;
  unitPrice: number;
  chunk: StayChunk | null;
  holiday: boolean;
};

const freePricing: Priced = { part: 'free', unitMinutes: 0, unitPrice: 0, chunk: null, holiday: false };

/**
 * Charges runs in time order, each as much as every cap over it still allows, so that no stretch, cycle,
 * natural day or stay ever costs more than its cap. A run is cut into the units charged in full, and the
 * rest charged whatever room is left.
 */
export class CapLedger {
  readonly items: RawItem[] = [];
  readonly cut: CapScope[] = [];
  /** The scope now open for each kind of cap, by the index of the kind. */
  private readonly open: (CapScope | undefined)[] = [undefined, undefined, undefined, undefined];
  private readonly covering: CapScope[] = [];
  private readonly limits: (number | null)[];
  private readonly splitDays: boolean;
  private readonly splitCycles: boolean;

  constructor(
    rule: FeeRule,
    private readonly entry: number,
    private readonly clock: StayClock,
  ) {
    this.limits = [null, rule.capPerCycle, rule.capPerDay, rule.capTotal];
    this.splitDays = rule.capPerDay !== null;
    // dayNight stretches may cross the 24-hour boundary of its cycles; other modes' chunks lie within one cycle.
    this.splitCycles = rule.mode === 'dayNight' && rule.capPerCycle !== null;
  }

  addFree(from: number, to: number, cycle: number): void {
    this.items.push(item(freePricing, from, to, 0, 0, 0, null, cycle, 0, 0));
  }

  addRun(run: TariffRun): void {
    if (run.units === 0) {
      this.charge(run, run.from, run.to, 0, run.remainder);
      return;
    }
    for (let first = 0; first < run.units; ) {
      const start = run.from + first * run.unitMinutes;
      const last = Math.max(first + 1, Math.min(run.units, this.firstUnitAfterScope(run, start)));
      const end = last >= run.units ? run.to : run.from + last * run.unitMinutes;
      this.charge(run, start, end, last - first, last >= run.units ? run.remainder : 0);
      first = last;
    }
  }

  /** Charges one sum (a flat price) over a span. */
  addSum(part: FeePart, from: number, to: number, price: number, holiday: boolean): void {
    this.charge({ part, unitMinutes: to - from, unitPrice: price, chunk: null, holiday }, from, to, 1, 0);
  }

  /** Index of the first unit of the run that starts in another day or cycle than the unit at `start`. */
  private firstUnitAfterScope(run: TariffRun, start: number): number {
    if (run.part === 'first' || !(this.splitDays || this.splitCycles)) return run.units;
    let boundary = Number.POSITIVE_INFINITY;
    if (this.splitDays) boundary = this.clock.nextMidnight(start);
    if (this.splitCycles) {
      boundary = Math.min(
        boundary,
        this.entry + (Math.floor((start - this.entry) / minutesPerDay) + 1) * minutesPerDay,
      );
    }
    if (boundary >= run.to) return run.units;
    return Math.ceil((boundary - run.from) / run.unitMinutes);
  }

  /** The scopes of the caps over a charge starting at `from`, opening new ones as a cycle, day or stretch begins. */
  private scopesAt(chunk: StayChunk | null, cycle: number, from: number): CapScope[] {
    const covering = this.covering;
    covering.length = 0;
    for (let k = 0; k < 4; k++) {
      const limit = k === 0 ? (chunk?.period?.cap ?? null) : this.limits[k];
      if (limit === null || limit === undefined) continue;
      const key = k === 0 ? (chunk?.stretch ?? -1) : k === 1 ? cycle : k === 2 ? this.clock.day(from) : 0;
      let s = this.open[k];
      if (!s || s.key !== key) {
        s = { kind: kinds[k] as FeeCapKind, key, limit, listed: 0, charged: 0, cut: false, from, to: from };
        this.open[k] = s;
      }
      covering.push(s);
    }
    return covering;
  }

  private charge(priced: Priced, from: number, to: number, units: number, remainder: number): void {
    const chunk = priced.chunk;
    const cycle = chunk === null ? 0 : this.splitCycles ? Math.floor((from - this.entry) / minutesPerDay) : chunk.cycle;
    const scopes = this.scopesAt(chunk, cycle, from);
    const list = units * priced.unitPrice;
    let room = Number.POSITIVE_INFINITY;
    let binding: CapScope | null = null;
    for (const s of scopes) {
      if (s.limit - s.charged < room) {
        room = s.limit - s.charged;
        binding = s;
      }
    }
    if (list <= room || binding === null) {
      this.push(scopes, item(priced, from, to, units, list, list, null, cycle, remainder, 0));
      return;
    }
    const paid = Math.floor(room / priced.unitPrice);
    if (paid > 0) {
      const mid = from + paid * priced.unitMinutes;
      const paidAmount = paid * priced.unitPrice;
      this.push(scopes, item(priced, from, mid, paid, paidAmount, paidAmount, null, cycle, 0, 0));
      from = mid;
    }
    const amount = room - paid * priced.unitPrice;
    const listAmount = (units - paid) * priced.unitPrice;
    if (!binding.cut) {
      binding.cut = true;
      this.cut.push(binding);
    }
    this.push(
      scopes,
      item(priced, from, to, units - paid, listAmount, amount, binding.kind, cycle, remainder, binding.limit),
    );
  }

  private push(scopes: CapScope[], raw: RawItem): void {
    for (const s of scopes) {
      s.listed += raw.listAmount;
      s.charged += raw.amount;
      s.to = raw.to;
    }
    this.items.push(raw);
  }
}

function item(
  p: Priced,
  from: number,
  to: number,
  units: number,
  listAmount: number,
  amount: number,
  cappedBy: FeeCapKind | null,
  cycle: number,
  remainder: number,
  capLimit: number,
): RawItem {
  return {
    from,
    to,
    part: p.part,
    units,
    unitMinutes: p.unitMinutes,
    unitPrice: p.unitPrice,
    listAmount,
    amount,
    cappedBy,
    cycle,
    holiday: p.chunk?.holiday ?? p.holiday,
    chunk: p.chunk,
    remainder,
    capLimit,
  };
}
