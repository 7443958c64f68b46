import { type FeeRule, validateFeeRule } from '@parking/domain';
import { parkFeeRuleResource } from '@parking/resources';
import { visibleOne } from '../../../crud/visible-rows';
import type { Db } from '../../../db/connection';
import type { Access } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { calendarOfRow, ruleOfRow } from '../fee-rule-records';
import { loadParkPricing, type ParkPricing, rulesOfSet } from '../fee-rule-store';
import type { EditedRule } from './what-if-input';

/** The rules a what-if prices with, and how many of them were edited. */
export type WhatIfPricing = ParkPricing & { edited: number };

/** An edited rule as the engine reads it, refused naming the field when the engine could not price with it. */
function ruleOfEdit(edit: EditedRule, i: number): FeeRule {
  const savedId = edit.parkAreaFeeRuleID ?? edit.id;
  const periods = (edit.periods ?? []).map((p) => ({ row: p, steps: p.steps ?? [] }));
  const rule = ruleOfRow(
    {
      ...edit,
      id: savedId === undefined ? `edited:${i}` : String(savedId),
      areaId: edit.areaId,
      carTypeId: edit.carTypeId,
    },
    periods,
  );
  const problems = validateFeeRule(rule);
  if (problems.length) {
    const shown = problems.slice(0, 5);
    throw badRequest(
      {
        zh: `收费规则(rules[${i}]): ${shown.map((p) => `${p.path}: ${p.message.zh}`).join('；')}`,
        en: `Fee rules(rules[${i}]): ${shown.map((p) => `${p.path}: ${p.message.en}`).join('; ')}`,
      },
      { problems },
    );
  }
  return rule;
}

/**
 * The park's rules with the edits laid over them: the chosen set (or the one the park prices with now), an
 * edited rule standing in for the saved rule of its id, a new one added. Edited rules come first, so where a
 * new rule and a saved one fit a stay equally the edited one prices it.
 */
export async function whatIfPricing(
  db: Db,
  access: Access,
  parkId: number,
  feeRuleId: number | undefined,
  edits: EditedRule[],
): Promise<WhatIfPricing> {
  let base: ParkPricing;
  if (feeRuleId === undefined) base = await loadParkPricing(db, parkId);
  else {
    const set = await visibleOne(db, parkFeeRuleResource, access, feeRuleId);
    if (set.parkId !== parkId) {
      throw badRequest({
        zh: `收费规则组(feeRuleId): 不是该停车场的规则组`,
        en: `Fee rule set(feeRuleId): not a rule set of this park`,
      });
    }
    base = { ruleSetId: set.id, rules: await rulesOfSet(db, set.id), calendar: calendarOfRow(set) };
  }
  const edited = edits.map(ruleOfEdit);
  const replaced = new Set(edited.map((r) => r.id));
  return { ...base, rules: [...edited, ...base.rules.filter((r) => !replaced.has(r.id))], edited: edited.length };
}
