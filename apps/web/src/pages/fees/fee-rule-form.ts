import { type FeeMode, feePeriod, minutesPerDay, newFeeRule } from '@parking/domain';
import { fenToYuan, yuanToFen } from '../../crud/money';
import type { RuleRow } from './fee-rule-api';

/** What the fee-rule form holds: the area rule's fields, amounts in yuan, periods with times of day as HH:mm. */
export type StepValues = { id?: number; fromMinute: number; unitMinutes: number; unitPrice: number };
export type PeriodValues = {
  id?: number;
  holiday?: boolean;
  start: string;
  end: string;
  firstMinutes: number;
  firstPrice: number;
  unitMinutes: number;
  unitPrice: number;
  cap?: number | null;
  steps?: StepValues[];
};
export type RuleValues = {
  feeMode: FeeMode;
  freeMinutes: number;
  deductFreeMinutes?: boolean;
  repeatFree?: boolean;
  repeatFirst?: boolean;
  cycleMinutes?: number | null;
  capPerCycle?: number | null;
  capPerDay?: number | null;
  capTotal?: number | null;
  rounding?: 'up' | 'down' | 'nearest';
  flatPrice?: number;
  holidayFlatPrice?: number | null;
  periods?: PeriodValues[];
};

export const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Minutes of the day of an HH:mm text (24:00 is the end of the day). */
export function minuteOf(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && v <= minutesPerDay ? v : null;
}

/** The periods a new rule of the mode starts from. */
export function periodsFor(mode: FeeMode): PeriodValues[] {
  return newFeeRule(mode).periods.map((p) => ({
    start: clock(p.startMinute),
    end: clock(p.endMinute),
    firstMinutes: p.firstMinutes,
    firstPrice: fenToYuan(p.firstPrice),
    unitMinutes: p.unitMinutes,
    unitPrice: fenToYuan(p.unitPrice),
    cap: p.cap == null ? p.cap : fenToYuan(p.cap),
    steps: [],
  }));
}

export const initialRule = (mode: FeeMode = 'cycle24'): RuleValues => ({
  feeMode: mode,
  freeMinutes: 15,
  rounding: 'up',
  flatPrice: 0,
  periods: periodsFor(mode),
});

// the form refuses amounts finer than a fen before these run
const fen = (yuan: number) => yuanToFen(yuan) ?? Math.round(yuan * 100);
const fenOrNull = (yuan: number | null | undefined) => (yuan == null ? null : fen(yuan));

/** The form's values as the server's area rule (testFzFee and the nested submits), amounts in fen. */
export function ruleBody(v: RuleValues) {
  const whole = v.feeMode !== 'dayNight';
  const periods = v.feeMode === 'flat' ? [] : (v.periods ?? []);
  return {
    ...v,
    capPerCycle: fenOrNull(v.capPerCycle),
    capPerDay: fenOrNull(v.capPerDay),
    capTotal: fenOrNull(v.capTotal),
    flatPrice: fen(v.flatPrice ?? 0),
    holidayFlatPrice: fenOrNull(v.holidayFlatPrice),
    cycleMinutes: v.feeMode === 'ladder' ? (v.cycleMinutes ?? null) : null,
    periods: periods.map(({ start, end, ...p }) => {
      const base = feePeriod();
      return {
        ...p,
        firstPrice: fen(p.firstPrice ?? 0),
        unitPrice: fen(p.unitPrice ?? 0),
        cap: fenOrNull(p.cap),
        holiday: p.holiday ?? false,
        startMinute: whole ? 0 : (minuteOf(start) ?? base.startMinute),
        endMinute: whole ? minutesPerDay : (minuteOf(end) ?? base.endMinute) % minutesPerDay || minutesPerDay,
        steps: v.feeMode === 'ladder' ? (p.steps ?? []).map((s) => ({ ...s, unitPrice: fen(s.unitPrice ?? 0) })) : [],
      };
    }),
  };
}

/** A simple rule (feeRule, platParkFeeRule) as its one whole-day period, amounts in fen. */
export function simpleRuleBody(v: RuleValues) {
  const p = v.periods?.[0];
  return {
    feeMode: v.feeMode,
    freeMinutes: v.freeMinutes,
    firstMinutes: p?.firstMinutes ?? 0,
    firstPrice: fen(p?.firstPrice ?? 0),
    unitMinutes: p?.unitMinutes ?? 60,
    unitPrice: fen(p?.unitPrice ?? 0),
    capPerCycle: fenOrNull(v.capPerCycle),
    flatPrice: fen(v.flatPrice ?? 0),
  };
}

const yuanOrNull = (fen: number | null | undefined) => (fen == null ? null : fenToYuan(fen));

/** A saved rule as the form edits it (yuan, HH:mm), keeping the ids of its periods and steps. */
export function valuesOfRule(rule: RuleRow): RuleValues {
  return {
    feeMode: rule.feeMode as FeeMode,
    freeMinutes: rule.freeMinutes,
    deductFreeMinutes: rule.deductFreeMinutes,
    repeatFree: rule.repeatFree,
    repeatFirst: rule.repeatFirst,
    cycleMinutes: rule.cycleMinutes,
    capPerCycle: yuanOrNull(rule.capPerCycle),
    capPerDay: yuanOrNull(rule.capPerDay),
    capTotal: yuanOrNull(rule.capTotal),
    rounding: rule.rounding,
    flatPrice: fenToYuan(rule.flatPrice),
    holidayFlatPrice: yuanOrNull(rule.holidayFlatPrice),
    periods: rule.periods.map((p) => ({
      id: p.id,
      holiday: p.holiday,
      start: clock(p.startMinute),
      end: clock(p.endMinute),
      firstMinutes: p.firstMinutes,
      firstPrice: fenToYuan(p.firstPrice),
      unitMinutes: p.unitMinutes,
      unitPrice: fenToYuan(p.unitPrice),
      cap: yuanOrNull(p.cap),
      steps: p.steps.map((s) => ({ ...s, unitPrice: fenToYuan(s.unitPrice) })),
    })),
  };
}
