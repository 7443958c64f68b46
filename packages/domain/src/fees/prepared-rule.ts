import type { Message } from '../message';
import type { FeePeriod, FeeRule } from './fee-rule';
import { validateFeeRule } from './validate-fee-rule';

/** What the engine needs of a rule beyond its fields, worked out once per rule. */
export type PreparedRule = {
  /** The first problem the validator finds, or null for a valid rule. */
  problem: Message | null;
  everyday: FeePeriod[];
  /** Periods for holidays: the rule's own, or the everyday ones when it has none. */
  holiday: FeePeriod[];
  hasHolidayPeriods: boolean;
};

type Entry = { values: unknown[]; prepared: PreparedRule };
const cache = new WeakMap<FeeRule, Entry>();

/** Visits every value of the rule in a fixed order, until `visit` answers false. */
function eachValue(rule: FeeRule, visit: (value: unknown) => boolean): boolean {
  if (!visit(rule.id) || !visit(rule.mode) || !visit(rule.carType) || !visit(rule.areaId)) return false;
  if (!visit(rule.freeMinutes) || !visit(rule.deductFreeMinutes) || !visit(rule.repeatFree)) return false;
  if (!visit(rule.repeatFirst) || !visit(rule.cycleMinutes) || !visit(rule.rounding)) return false;
  if (!visit(rule.capPerCycle) || !visit(rule.capPerDay) || !visit(rule.capTotal)) return false;
  if (!visit(rule.flatPrice) || !visit(rule.holidayFlatPrice) || !visit(rule.periods) || !visit(rule.periods.length)) {
    return false;
  }
  for (const p of rule.periods) {
    if (!visit(p) || !visit(p.holiday) || !visit(p.startMinute) || !visit(p.endMinute) || !visit(p.cap)) return false;
    if (!visit(p.firstMinutes) || !visit(p.firstPrice) || !visit(p.unitMinutes) || !visit(p.unitPrice)) return false;
    if (!visit(p.steps) || !visit(p.steps.length)) return false;
    for (const s of p.steps) {
      if (!visit(s) || !visit(s.fromMinute) || !visit(s.unitMinutes) || !visit(s.unitPrice)) return false;
    }
  }
  return true;
}

let compared: unknown[] = [];
let at = 0;
const sameAsBefore = (v: unknown) => v === compared[at++];

/** Whether the rule still holds the values it was prepared with: a rule edited in place (a form's state) is prepared again. */
function unchanged(values: unknown[], rule: FeeRule): boolean {
  compared = values;
  at = 0;
  return eachValue(rule, sameAsBefore) && at === values.length;
}

export function prepareRule(rule: FeeRule): PreparedRule {
  const known = cache.get(rule);
  if (known && unchanged(known.values, rule)) return known.prepared;
  const first = validateFeeRule(rule)[0];
  const everyday = rule.periods.filter((p) => !p.holiday);
  const own = rule.periods.filter((p) => p.holiday);
  const prepared: PreparedRule = {
    problem: first ? { zh: `${first.path}：${first.message.zh}`, en: `${first.path}: ${first.message.en}` } : null,
    everyday,
    holiday: own.length > 0 ? own : everyday,
    hasHolidayPeriods: own.length > 0,
  };
  const values: unknown[] = [];
  eachValue(rule, (v) => values.push(v) > 0);
  cache.set(rule, { values, prepared });
  return prepared;
}
