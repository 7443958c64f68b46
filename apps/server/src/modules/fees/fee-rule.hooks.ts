import {
  type FeeRuleProblem,
  type Message,
  validateFeeCalendar,
  validateFeeRule,
  validateFeeRuleSet,
} from '@parking/domain';
import {
  areaFeeRuleResource,
  enabledState,
  feePeriodResource,
  feeStepResource,
  parkFeeRuleResource,
  platParkFeeRuleResource,
  type ResourceDef,
  type SubmitValues,
  simpleFeeRuleResource,
} from '@parking/resources';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type HookCtx, merged, registerHooks } from '../../crud/hooks';
import { removeRows, saveRow, type WriteCtx } from '../../crud/save-row';
import { liveCondition } from '../../crud/scope';
import { col, colsOf } from '../../db/columns';
import type { RowOf } from '../../db/resource-table';
import { engineTableOf, tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { checkSamePark } from '../parks/same-park';
import { calendarOfRow, ruleOfSimpleRow } from './fee-rule-records';
import { rulesOfSet } from './fee-rule-store';
import { forgetParkPricing } from './price-stay';

function refuse(what: Message, problems: FeeRuleProblem[]): never {
  const shown = problems.slice(0, 5);
  throw badRequest(
    {
      zh: `${what.zh}: ${shown.map((p) => `${p.path}: ${p.message.zh}`).join('；')}，未保存`,
      en: `${what.en}: ${shown.map((p) => `${p.path}: ${p.message.en}`).join('; ')}; nothing was saved`,
    },
    { problems },
  );
}

/** The area rule a written step belongs to, through its period. */
async function areaRuleOfPeriod(ctx: HookCtx, periodId: number): Promise<number | null> {
  const periods = tableOf(feePeriodResource);
  const [period] = await ctx.tx
    .select({ areaFeeRuleId: periods.areaFeeRuleId })
    .from(periods)
    .where(eq(periods.id, periodId));
  return period?.areaFeeRuleId ?? null;
}

/** Transactions writing a whole rule at once: its rows are checked together at the end, not one by one. */
const assembling = new WeakSet<object>();

/**
 * Writes a rule whole (the area rule, its periods and steps) inside `tx`, then checks it as the engine will
 * use it, its periods covering the day: halfway through, an edit may leave periods briefly overlapping.
 */
export async function assembleRule<T extends { areaRuleId: number }>(
  ctx: WriteCtx,
  write: () => Promise<T>,
): Promise<T> {
  assembling.add(ctx.tx);
  try {
    const written = await write();
    await checkStoredRule({ ...ctx, def: areaFeeRuleResource, shared: {} }, written.areaRuleId, true);
    return written;
  } finally {
    assembling.delete(ctx.tx);
  }
}

/**
 * After an area rule, period or step is written (inside the call's transaction), the rule it belongs to is
 * read back whole and checked as the engine will use it; a problem undoes the write. A rule is assembled
 * by one call per period, so while it is assembled its periods may leave hours of the day uncovered
 * (problems of the whole `periods` list); overlaps, prices and caps are refused at once. Whether the
 * periods cover the day is checked when the rule set is saved enabled.
 */
async function checkStoredRule(ctx: HookCtx, areaRuleId: number | null, whole = false): Promise<void> {
  if (areaRuleId == null || (!whole && assembling.has(ctx.tx))) return;
  const areaRules = tableOf(areaFeeRuleResource);
  const [areaRule] = await ctx.tx
    .select({ feeRuleId: areaRules.feeRuleId, parkId: areaRules.parkId })
    .from(areaRules)
    .where(eq(areaRules.id, areaRuleId));
  if (!areaRule) return;
  const rules = await rulesOfSet(ctx.tx, areaRule.feeRuleId);
  const index = rules.findIndex((r) => r.id === String(areaRuleId));
  const rule = rules[index];
  if (!rule) return;
  const problems = validateFeeRule(rule).filter((p) => whole || p.path !== 'periods');
  const twin = rules.findIndex((r, i) => i !== index && r.carType === rule.carType && r.areaId === rule.areaId);
  if (twin >= 0) {
    problems.push({
      path: 'areaId, carTypeId',
      message: {
        zh: `该收费规则已有相同区域和车辆类型的规则（编号 ${rules[twin]?.id}）`,
        en: `the fee rule already has a rule for the same area and car type (id ${rules[twin]?.id})`,
      },
    });
  }
  if (problems.length) refuse(ctx.def.label, problems);
  forgetParkPricing(areaRule.parkId);
}

type ParkRow = { parkId: number };

const forgetRowsPark = (_ctx: HookCtx, row: ParkRow, existing: ParkRow | null) => {
  forgetParkPricing(row.parkId);
  if (existing) forgetParkPricing(existing.parkId);
};

const forgetRemoved = (_ctx: HookCtx, rows: ParkRow[]) => {
  for (const r of rows) forgetParkPricing(r.parkId);
};

/**
 * Removed rows take the live rows of the level below with them (`key` names the parent), through the
 * engine so that those rows' own hooks remove the levels below them; the park's prices are forgotten.
 */
async function removeLevelBelow(ctx: HookCtx, rows: (ParkRow & { id: number })[], below: ResourceDef, key: string) {
  const t = engineTableOf(below);
  const { id } = colsOf(t);
  const children = await ctx.tx
    .select({ id })
    .from(t)
    .where(
      and(
        inArray(
          col(colsOf(t), key),
          rows.map((r) => r.id),
        ),
        liveCondition(t),
      ),
    );
  if (children.length)
    await removeRows(
      ctx,
      below,
      children.map((c) => Number(c.id)),
    );
  forgetRemoved(ctx, rows);
}

function checkCalendar(
  values: SubmitValues<typeof parkFeeRuleResource>,
  existing: RowOf<typeof parkFeeRuleResource> | null,
) {
  const calendar = calendarOfRow({
    holidays: merged(values, existing, 'holidays'),
    workdays: merged(values, existing, 'workdays'),
    weekendIsHoliday: merged(values, existing, 'weekendIsHoliday'),
  });
  const problems = validateFeeCalendar(calendar);
  if (problems.length) refuse({ zh: '节假日日历', en: 'Holiday calendar' }, problems);
}

/**
 * A park prices stays with one rule set: enabling a set disables the park's other enabled sets in the same
 * call, so what the list shows as enabled is what the gates use. Their ids go back in the answer.
 */
async function disableOtherSets(ctx: HookCtx, row: RowOf<typeof parkFeeRuleResource>): Promise<number[]> {
  const sets = tableOf(parkFeeRuleResource);
  const others = await ctx.tx
    .select({ id: sets.id })
    .from(sets)
    .where(
      and(
        eq(sets.parkId, row.parkId),
        eq(sets.state, enabledState.values.enabled),
        ne(sets.id, row.id),
        liveCondition(sets),
      ),
    );
  for (const { id } of others) {
    await saveRow(ctx, parkFeeRuleResource, { state: enabledState.values.disabled }, { id });
  }
  return others.map((o) => o.id);
}

registerHooks(parkFeeRuleResource, {
  async beforeSubmit(ctx, values, existing) {
    checkCalendar(values, existing);
    if (existing && merged(values, existing, 'state') === enabledState.values.enabled) {
      const rules = await rulesOfSet(ctx.tx, existing.id);
      const problems = validateFeeRuleSet(rules).map((p) => {
        const i = Number(/^\[(\d+)\]/.exec(p.path)?.[1]);
        return { ...p, path: p.path.replace(/^\[\d+\]/, `parkAreaFeeRuleID ${rules[i]?.id}`) };
      });
      if (problems.length) refuse({ zh: '启用的收费规则', en: 'Enabled fee rule' }, problems);
    }
  },
  async afterSubmit(ctx, row, existing, answer) {
    forgetRowsPark(ctx, row, existing);
    if (row.state === enabledState.values.enabled) answer.disabledFeeRuleIds = await disableOtherSets(ctx, row);
  },
  // a removed rule set takes its area rules, periods and steps with it
  afterRemove: (ctx, rows) => removeLevelBelow(ctx, rows, areaFeeRuleResource, 'feeRuleId'),
});

registerHooks(areaFeeRuleResource, {
  beforeSubmit: checkSamePark,
  async afterSubmit(ctx, row, existing) {
    await checkStoredRule(ctx, row.id);
    // a row moved to another rule may leave the old one to be checked by its next edit; the caches forget both
    forgetRowsPark(ctx, row, existing);
  },
  afterRemove: (ctx, rows) => removeLevelBelow(ctx, rows, feePeriodResource, 'areaFeeRuleId'),
});

registerHooks(feePeriodResource, {
  beforeSubmit: checkSamePark,
  async afterSubmit(ctx, row, existing) {
    await checkStoredRule(ctx, row.areaFeeRuleId);
    forgetRowsPark(ctx, row, existing);
  },
  afterRemove: (ctx, rows) => removeLevelBelow(ctx, rows, feeStepResource, 'periodId'),
});

registerHooks(feeStepResource, {
  beforeSubmit: checkSamePark,
  async afterSubmit(ctx, row, existing) {
    await checkStoredRule(ctx, await areaRuleOfPeriod(ctx, row.periodId));
    forgetRowsPark(ctx, row, existing);
  },
  afterRemove: forgetRemoved,
});

/** A simple rule as it will be stored, checked as the engine will read it. */
function checkSimpleRule(
  ctx: HookCtx,
  values: SubmitValues<typeof simpleFeeRuleResource>,
  existing: RowOf<typeof simpleFeeRuleResource> | null,
) {
  const rule = ruleOfSimpleRow({
    carTypeId: merged(values, existing, 'carTypeId'),
    feeMode: merged(values, existing, 'feeMode'),
    freeMinutes: merged(values, existing, 'freeMinutes'),
    firstMinutes: merged(values, existing, 'firstMinutes'),
    firstPrice: merged(values, existing, 'firstPrice'),
    unitMinutes: merged(values, existing, 'unitMinutes'),
    unitPrice: merged(values, existing, 'unitPrice'),
    capPerCycle: merged(values, existing, 'capPerCycle'),
    flatPrice: merged(values, existing, 'flatPrice'),
  });
  const problems = validateFeeRule(rule).map((p) => ({
    ...p,
    path: p.path.replace(/^periods\[0\]\./, ''),
  }));
  if (problems.length) refuse(ctx.def.label, problems);
}

registerHooks(simpleFeeRuleResource, {
  async beforeSubmit(ctx, values, existing) {
    await checkSamePark(ctx, values, existing);
    checkSimpleRule(ctx, values, existing);
  },
  afterSubmit: forgetRowsPark,
  afterRemove: forgetRemoved,
});

registerHooks(platParkFeeRuleResource, {
  async beforeSubmit(ctx, values, existing) {
    await checkSamePark(ctx, values, existing);
    checkSimpleRule(ctx, values, existing);
  },
  afterSubmit: forgetRowsPark,
  afterRemove: forgetRemoved,
});
