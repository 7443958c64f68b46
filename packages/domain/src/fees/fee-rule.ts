/**
 * A fee rule as operators write it. Money is integer fen, durations whole minutes.
 *
 * Storage: one rule is one row of scalar fields (a parkAreaFeeRuleEX row) with nested `periods`
 * (parkFeeRuleEXTimePeriod rows), each with nested `steps` (parkFeeRuleEXSubTimePeriod rows). A park's
 * rule set (parkFeeRule) is the list of its rules; `pickFeeRule` chooses one by car type and area.
 */

export const feeModes = ['cycle24', 'cycle12', 'naturalDay', 'dayNight', 'ladder', 'flat'] as const;
/**
 * - cycle24 / cycle12: charging restarts every 24 / 12 hours counted from entry.
 * - naturalDay: charging restarts at each midnight of the park's zone.
 * - dayNight: daily windows of the park's clock (08:00-20:00 and 20:00-08:00, or more), each priced on its own;
 *   a stay crossing a boundary is split between them. Its cycle (for `capPerCycle`) is 24 hours from entry.
 * - ladder: steps of different unit prices by time parked, restarting every `cycleMinutes` (never when null).
 * - flat: one price per entry, whatever the length (beyond the free minutes).
 */
export type FeeMode = (typeof feeModes)[number];

export const feeRoundings = ['up', 'down', 'nearest'] as const;
/** What a started, unfinished unit costs: a whole unit (up), nothing (down), a unit from half a unit on (nearest). */
export type FeeRounding = (typeof feeRoundings)[number];

/** A ladder step: from `fromMinute` of charged time on, each unit of `unitMinutes` costs `unitPrice`. */
export type FeeStep = {
  fromMinute: number;
  unitMinutes: number;
  unitPrice: number;
};

/**
 * The prices of a stretch of the clock. Charged time is counted from the start of the stretch (or of the
 * cycle): the first `firstMinutes` cost `firstPrice` as one sum (0 minutes: no first period; rounding never
 * applies to it), then each unit of `unitMinutes` costs `unitPrice` until the first step, then the steps.
 */
export type FeePeriod = {
  /** Holiday periods replace the everyday ones on the calendar's holidays; a rule without them uses the everyday ones. */
  holiday: boolean;
  /**
   * Minutes of the park's clock, [startMinute, endMinute); an end at or before the start wraps past midnight.
   * Cycle and ladder modes have one period of the whole day: 0 to 1440.
   */
  startMinute: number;
  endMinute: number;
  firstMinutes: number;
  firstPrice: number;
  unitMinutes: number;
  unitPrice: number;
  steps: FeeStep[];
  /** Most one stretch of this period may cost (for a whole-day period: one cycle); null: no cap. */
  cap: number | null;
};

export type FeeRule = {
  id: string;
  mode: FeeMode;
  /** The car type the rule is for; null: every car type. */
  carType: string | null;
  /** The park area the rule is for; null: every area. */
  areaId: string | null;
  /** A stay of at most this many minutes is free. */
  freeMinutes: number;
  /** A longer stay is charged after the free minutes (true) or from entry (false). */
  deductFreeMinutes: boolean;
  /** Each later cycle begins with the free minutes again (modes with cycles, not dayNight). */
  repeatFree: boolean;
  /**
   * Later cycles (dayNight: later stretches of the same period) start again with the first period and the
   * whole ladder; otherwise they continue from the end of the first period.
   */
  repeatFirst: boolean;
  /** ladder only: cycle length; null: the ladder never restarts. */
  cycleMinutes: number | null;
  /** Most one cycle may cost (naturalDay: a local day; dayNight: 24 hours from entry; ladder without cycles: the stay). */
  capPerCycle: number | null;
  /** Most a natural day of the park's zone may cost. */
  capPerDay: number | null;
  /** Most the whole stay may cost. */
  capTotal: number | null;
  rounding: FeeRounding;
  /** flat only. */
  flatPrice: number;
  /** flat only: price of an entry on a holiday; null: the everyday price. */
  holidayFlatPrice: number | null;
  periods: FeePeriod[];
};

/** A park's rules (parkFeeRule with its parkAreaFeeRuleEX rows). */
export type FeeRuleSet = readonly FeeRule[];

export const minutesPerDay = 1440;

/** Cycle length of a mode in minutes; null: no fixed length (naturalDay follows the calendar, flat has none). */
export function cycleLength(rule: FeeRule): number | null {
  switch (rule.mode) {
    case 'cycle24':
    case 'dayNight':
      return minutesPerDay;
    case 'cycle12':
      return minutesPerDay / 2;
    case 'ladder':
      return rule.cycleMinutes;
    default:
      return null;
  }
}

/** A period with the given fields: the whole day, nothing charged, unless they say otherwise. */
export const feePeriod = (prices: Partial<FeePeriod> = {}): FeePeriod => ({
  holiday: false,
  startMinute: 0,
  endMinute: minutesPerDay,
  firstMinutes: 0,
  firstPrice: 0,
  unitMinutes: 60,
  unitPrice: 0,
  steps: [],
  cap: null,
  ...prices,
});

/** A rule of the mode with nothing charged yet: what a new form starts from. */
export function newFeeRule(mode: FeeMode, id = ''): FeeRule {
  const periods =
    mode === 'flat'
      ? []
      : mode === 'dayNight'
        ? [
            feePeriod({ startMinute: 8 * 60, endMinute: 20 * 60 }),
            feePeriod({ startMinute: 20 * 60, endMinute: 8 * 60 }),
          ]
        : [feePeriod()];
  return {
    id,
    mode,
    carType: null,
    areaId: null,
    freeMinutes: 0,
    deductFreeMinutes: false,
    repeatFree: false,
    repeatFirst: false,
    cycleMinutes: mode === 'ladder' ? minutesPerDay : null,
    capPerCycle: null,
    capPerDay: null,
    capTotal: null,
    rounding: 'up',
    flatPrice: 0,
    holidayFlatPrice: null,
    periods,
  };
}
