import type { FeeCalendar, FeeRule } from '@parking/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import type { Tx } from '../../platform/context';
import { calendarOfRow, ruleOfRow, ruleOfSimpleRow } from './fee-rule-records';

/** Live steps of the given periods, by period id. */
async function stepsByPeriod(tx: Tx, periodIds: number[]): Promise<Map<number, Row[]>> {
  const out = new Map<number, Row[]>();
  if (!periodIds.length) return out;
  const t = tableOf('parkFeeRuleEXSubTimePeriod');
  const rows = (await tx
    .select()
    .from(t)
    .where(and(inArray(t.periodId, periodIds), liveCondition(t)))) as Row[];
  for (const r of rows) {
    const key = Number(r.periodId);
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

/** Live periods (with their steps) of the given area rules, by area rule id, in the operator's order. */
export async function periodsByAreaRule(
  tx: Tx,
  areaRuleIds: number[],
): Promise<Map<number, { row: Row; steps: Row[] }[]>> {
  const out = new Map<number, { row: Row; steps: Row[] }[]>();
  if (!areaRuleIds.length) return out;
  const t = tableOf('parkFeeRuleEXTimePeriod');
  const rows = (await tx
    .select()
    .from(t)
    .where(and(inArray(t.areaFeeRuleId, areaRuleIds), liveCondition(t)))
    .orderBy(asc(t.sort), asc(t.id))) as Row[];
  const steps = await stepsByPeriod(
    tx,
    rows.map((r) => Number(r.id)),
  );
  for (const r of rows) {
    const key = Number(r.areaFeeRuleId);
    out.set(key, [...(out.get(key) ?? []), { row: r, steps: steps.get(Number(r.id)) ?? [] }]);
  }
  return out;
}

/** The live area rule rows of a rule set, in the operator's order. */
export async function areaRuleRows(tx: Tx, feeRuleId: number): Promise<Row[]> {
  const t = tableOf('parkAreaFeeRuleEX');
  return (await tx
    .select()
    .from(t)
    .where(and(eq(t.feeRuleId, feeRuleId), liveCondition(t)))
    .orderBy(asc(t.sort), asc(t.id))) as Row[];
}

/** Every rule of a rule set as the engine reads them. */
export async function rulesOfSet(tx: Tx, feeRuleId: number): Promise<FeeRule[]> {
  const rows = await areaRuleRows(tx, feeRuleId);
  const periods = await periodsByAreaRule(
    tx,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ruleOfRow(r, periods.get(Number(r.id)) ?? []));
}

export type ParkPricing = {
  /** parkFeeRule id, or null when the park's simple rules price it. */
  ruleSetId: number | null;
  rules: FeeRule[];
  calendar?: FeeCalendar;
};

/** How a park prices stays now: its newest enabled rule set, else its enabled simple rules. */
export async function loadParkPricing(tx: Tx, parkId: number): Promise<ParkPricing> {
  const sets = tableOf('parkFeeRule');
  const [set] = (await tx
    .select()
    .from(sets)
    .where(and(eq(sets.parkId, parkId), eq(sets.state, 1), liveCondition(sets)))
    .orderBy(desc(sets.id))
    .limit(1)) as Row[];
  if (set)
    return { ruleSetId: Number(set.id), rules: await rulesOfSet(tx, Number(set.id)), calendar: calendarOfRow(set) };
  const rules: FeeRule[] = [];
  for (const module of ['feeRule', 'platParkFeeRule']) {
    const t = tableOf(module);
    const rows = (await tx
      .select()
      .from(t)
      .where(and(eq(t.parkId, parkId), eq(t.state, 1), liveCondition(t)))
      .orderBy(asc(t.id))) as Row[];
    for (const r of rows) {
      // the first simple rule of a car type wins; later ones with the same car type are shadowed
      const rule = ruleOfSimpleRow(r);
      if (!rules.some((x) => x.carType === rule.carType)) rules.push({ ...rule, id: `${module}:${r.id}` });
    }
  }
  return { ruleSetId: null, rules };
}
