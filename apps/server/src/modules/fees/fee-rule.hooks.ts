import {
  type FeeRuleProblem,
  type Message,
  validateFeeCalendar,
  validateFeeRule,
  validateFeeRuleSet,
} from '@parking/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type HookCtx, type Row, registerHooks } from '../../crud/hooks';
import { tableOf } from '../../db/schema';
import type { Tx } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { checkSamePark } from '../parks/same-park';
import { merged } from '../parks/visible';
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

/** The area rule a written row belongs to. */
async function areaRuleIdOf(tx: Tx, module: string, row: Row): Promise<number | null> {
  if (module === 'parkAreaFeeRuleEX') return Number(row.id);
  if (module === 'parkFeeRuleEXTimePeriod') return Number(row.areaFeeRuleId);
  const periods = tableOf('parkFeeRuleEXTimePeriod');
  const [period] = await tx
    .select({ areaFeeRuleId: periods.areaFeeRuleId })
    .from(periods)
    .where(eq(periods.id, Number(row.periodId)));
  return period ? Number(period.areaFeeRuleId) : null;
}

/**
 * After an area rule, period or step is written (inside the call's transaction), the rule it belongs to is
 * read back whole and checked as the engine will use it; a problem undoes the write. A rule is assembled
 * by one call per period, so while it is assembled its periods may leave hours of the day uncovered
 * (problems of the whole `periods` list); overlaps, prices and caps are refused at once. Whether the
 * periods cover the day is checked when the rule set is saved enabled.
 */
async function checkStoredRule(ctx: HookCtx, row: Row): Promise<void> {
  const areaRuleId = await areaRuleIdOf(ctx.tx, ctx.def.module, row);
  if (areaRuleId == null) return;
  const areaRules = tableOf('parkAreaFeeRuleEX');
  const [areaRule] = await ctx.tx
    .select({ feeRuleId: areaRules.feeRuleId, parkId: areaRules.parkId })
    .from(areaRules)
    .where(eq(areaRules.id, areaRuleId));
  if (!areaRule) return;
  const rules = await rulesOfSet(ctx.tx, Number(areaRule.feeRuleId));
  const index = rules.findIndex((r) => r.id === String(areaRuleId));
  const rule = rules[index];
  if (!rule) return;
  const problems = validateFeeRule(rule).filter((p) => p.path !== 'periods');
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
  forgetParkPricing(Number(areaRule.parkId));
}

const forgetRowsPark = (_ctx: HookCtx, row: Row, existing: Row | null) => {
  forgetParkPricing(Number(row.parkId));
  if (existing) forgetParkPricing(Number(existing.parkId));
};

const forgetRemoved = (_ctx: HookCtx, rows: Row[]) => {
  for (const r of rows) forgetParkPricing(Number(r.parkId));
};

/** Soft-removes the rows of a child resource whose parent key is among the given ids; answers their ids. */
async function removeChildren({ tx, access }: HookCtx, module: string, key: string, ids: number[]) {
  if (!ids.length) return [];
  const t = tableOf(module);
  const removed = await tx
    .update(t)
    .set({ deletedAt: new Date(), deletedBy: access.userId } as never)
    .where(and(inArray(t[key] as never, ids), isNull(t.deletedAt)))
    .returning({ id: t.id });
  return removed.map((r) => Number(r.id));
}

/** A removed rule takes its area rules, periods and steps with it. */
async function removeNested(ctx: HookCtx, rows: Row[]) {
  let ids = rows.map((r) => Number(r.id));
  const chain: [string, string, string][] = [
    ['parkFeeRule', 'parkAreaFeeRuleEX', 'feeRuleId'],
    ['parkAreaFeeRuleEX', 'parkFeeRuleEXTimePeriod', 'areaFeeRuleId'],
    ['parkFeeRuleEXTimePeriod', 'parkFeeRuleEXSubTimePeriod', 'periodId'],
  ];
  const start = chain.findIndex(([parent]) => parent === ctx.def.module);
  if (start < 0) return;
  for (const [, child, key] of chain.slice(start)) ids = await removeChildren(ctx, child, key, ids);
  forgetRemoved(ctx, rows);
}

function checkCalendar(values: Row, existing: Row | null) {
  const calendar = calendarOfRow({
    holidays: merged(values, existing, 'holidays'),
    workdays: merged(values, existing, 'workdays'),
    weekendIsHoliday: merged(values, existing, 'weekendIsHoliday'),
  });
  const problems = validateFeeCalendar(calendar);
  if (problems.length) refuse({ zh: '节假日日历', en: 'Holiday calendar' }, problems);
}

registerHooks('parkFeeRule', {
  async beforeSubmit(ctx, values, existing) {
    checkCalendar(values, existing);
    if (existing && Number(merged(values, existing, 'state')) === 1) {
      const rules = await rulesOfSet(ctx.tx, Number(existing.id));
      const problems = validateFeeRuleSet(rules).map((p) => {
        const i = Number(/^\[(\d+)\]/.exec(p.path)?.[1]);
        return { ...p, path: p.path.replace(/^\[\d+\]/, `parkAreaFeeRuleID ${rules[i]?.id}`) };
      });
      if (problems.length) refuse({ zh: '启用的收费规则', en: 'Enabled fee rule' }, problems);
    }
  },
  afterSubmit: forgetRowsPark,
  afterRemove: removeNested,
});

for (const module of ['parkAreaFeeRuleEX', 'parkFeeRuleEXTimePeriod', 'parkFeeRuleEXSubTimePeriod']) {
  registerHooks(module, {
    beforeSubmit: checkSamePark,
    async afterSubmit(ctx, row, existing) {
      await checkStoredRule(ctx, row);
      // a row moved to another rule may leave the old one to be checked by its next edit; the caches forget both
      forgetRowsPark(ctx, row, existing);
    },
    afterRemove: removeNested,
  });
}

for (const module of ['feeRule', 'platParkFeeRule']) {
  registerHooks(module, {
    async beforeSubmit(ctx, values, existing) {
      await checkSamePark(ctx, values, existing);
      const keys = Object.keys(ctx.def.fields);
      const rule = ruleOfSimpleRow(Object.fromEntries(keys.map((k) => [k, merged(values, existing, k)])));
      const problems = validateFeeRule(rule).map((p) => ({
        ...p,
        path: p.path.replace(/^periods\[0\]\./, ''),
      }));
      if (problems.length) refuse(ctx.def.label, problems);
    },
    afterSubmit: forgetRowsPark,
    afterRemove: forgetRemoved,
  });
}
