import type { FeeCalendar, FeeRule } from '@parking/domain';
import {
  areaFeeRuleResource,
  enabledState,
  feePeriodResource,
  feeStepResource,
  parkFeeRuleResource,
  platParkFeeRuleResource,
  simpleFeeRuleResource,
} from '@parking/resources';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { liveCondition } from '../../crud/scope';
import type { Db } from '../../db/connection';
import type { RowOf } from '../../db/resource-table';
import { tableOf } from '../../db/schema';
import { calendarOfRow, ruleOfRow, ruleOfSimpleRow } from './fee-rule-records';

type StepRow = RowOf<typeof feeStepResource>;
type PeriodRow = RowOf<typeof feePeriodResource>;
type AreaRuleRow = RowOf<typeof areaFeeRuleResource>;

/** Live steps of the given periods, by period id. */
async function stepsByPeriod(db: Db, periodIds: number[]): Promise<Map<number, StepRow[]>> {
  const out = new Map<number, StepRow[]>();
  if (!periodIds.length) return out;
  const t = tableOf(feeStepResource);
  const rows = await db
    .select()
    .from(t)
    .where(and(inArray(t.periodId, periodIds), liveCondition(t)));
  for (const r of rows) out.set(r.periodId, [...(out.get(r.periodId) ?? []), r]);
  return out;
}

/** Live periods (with their steps) of the given area rules, by area rule id, in the operator's order. */
export async function periodsByAreaRule(
  db: Db,
  areaRuleIds: number[],
): Promise<Map<number, { row: PeriodRow; steps: StepRow[] }[]>> {
  const out = new Map<number, { row: PeriodRow; steps: StepRow[] }[]>();
  if (!areaRuleIds.length) return out;
  const t = tableOf(feePeriodResource);
  const rows = await db
    .select()
    .from(t)
    .where(and(inArray(t.areaFeeRuleId, areaRuleIds), liveCondition(t)))
    .orderBy(asc(t.sort), asc(t.id));
  const steps = await stepsByPeriod(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    out.set(r.areaFeeRuleId, [...(out.get(r.areaFeeRuleId) ?? []), { row: r, steps: steps.get(r.id) ?? [] }]);
  }
  return out;
}

/** The live area rule rows of a rule set, in the operator's order. */
export async function areaRuleRows(db: Db, feeRuleId: number): Promise<AreaRuleRow[]> {
  const t = tableOf(areaFeeRuleResource);
  return db
    .select()
    .from(t)
    .where(and(eq(t.feeRuleId, feeRuleId), liveCondition(t)))
    .orderBy(asc(t.sort), asc(t.id));
}

/** Every rule of a rule set as the engine reads them. */
export async function rulesOfSet(db: Db, feeRuleId: number): Promise<FeeRule[]> {
  const rows = await areaRuleRows(db, feeRuleId);
  const periods = await periodsByAreaRule(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ruleOfRow(r, periods.get(r.id) ?? []));
}

export type ParkPricing = {
  /** parkFeeRule id, or null when the park's simple rules price it. */
  ruleSetId: number | null;
  rules: FeeRule[];
  calendar?: FeeCalendar;
};

/** The enabled simple rules of a park (feeRule, then platParkFeeRule), each named `<module>:<id>`. */
async function simpleRules(db: Db, parkId: number): Promise<FeeRule[]> {
  const rules: FeeRule[] = [];
  for (const def of [simpleFeeRuleResource, platParkFeeRuleResource]) {
    const t = tableOf(def);
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.parkId, parkId), eq(t.state, enabledState.values.enabled), liveCondition(t)))
      .orderBy(asc(t.id));
    for (const r of rows) {
      // the first simple rule of a car type wins; later ones with the same car type are shadowed
      const rule = ruleOfSimpleRow(r);
      if (!rules.some((x) => x.carType === rule.carType)) rules.push({ ...rule, id: `${def.module}:${r.id}` });
    }
  }
  return rules;
}

/** How a park prices stays now: its newest enabled rule set, else its enabled simple rules. */
export async function loadParkPricing(db: Db, parkId: number): Promise<ParkPricing> {
  const sets = tableOf(parkFeeRuleResource);
  const [set] = await db
    .select()
    .from(sets)
    .where(and(eq(sets.parkId, parkId), eq(sets.state, enabledState.values.enabled), liveCondition(sets)))
    .orderBy(desc(sets.id))
    .limit(1);
  if (set) return { ruleSetId: set.id, rules: await rulesOfSet(db, set.id), calendar: calendarOfRow(set) };
  return { ruleSetId: null, rules: await simpleRules(db, parkId) };
}
