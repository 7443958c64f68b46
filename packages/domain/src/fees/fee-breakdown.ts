import type { Message } from '../message';

/**
 * Which part of a rule priced a stretch of the stay: the free minutes, the first period, the repeating
 * unit, a later ladder step, or the flat price of a flat rule. Items of a dayNight rule also name their
 * period (the day or the night window).
 */
export type FeePart = 'free' | 'first' | 'unit' | 'step' | 'flat';

/** period: one stretch of a period (for a whole-day period, one cycle); day: a natural day of the park's zone. */
export type FeeCapKind = 'period' | 'cycle' | 'day' | 'total';

export type FeeItem = {
  from: Date;
  to: Date;
  minutes: number;
  part: FeePart;
  /** Units charged: 1 for a first period or a flat price, 0 for free time. */
  units: number;
  unitMinutes: number;
  unitPrice: number;
  /** What the units cost before any cap. */
  listAmount: number;
  amount: number;
  /** The cap that cut this item, if any. */
  cappedBy: FeeCapKind | null;
  /** Cycle of the stay the line begins in, from 0 (dayNight: 24 hours from entry; naturalDay: the local day). */
  cycle: number;
  /** Index into the rule's periods, or null for free time and flat prices. */
  period: number | null;
  holiday: boolean;
  note: Message;
};

/** A cap that cut at least one line of a cycle, day, period stretch or the whole stay. */
export type FeeCapApplied = {
  kind: FeeCapKind;
  limit: number;
  from: Date;
  to: Date;
  /** What the lines of that cycle, day, stretch or stay add up to before any cap. */
  before: number;
  /** What they are charged. */
  after: number;
};

export type FeeQuote = {
  ok: true;
  ruleId: string;
  total: number;
  /** Length of the stay as charged: whole minutes, seconds dropped from entry and exit. */
  minutes: number;
  freeMinutes: number;
  /** Consecutive, covering the stay from entry to exit; their amounts add up to the total. */
  items: FeeItem[];
  capsApplied: FeeCapApplied[];
};

export type FeeErrorCode = 'invalidTime' | 'invalidZone' | 'exitBeforeEntry' | 'noRule' | 'invalidRule';

export type FeeError = { ok: false; code: FeeErrorCode; message: Message };

export type FeeResult = FeeQuote | FeeError;
