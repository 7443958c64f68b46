import {
  calculateFee,
  type FeeCalendar,
  type FeeRule,
  feeModes,
  feeRoundings,
  formatLocalDateTime,
  parseLocalDateTime,
  validateFeeRule,
} from '@parking/domain';
import { areaFeeRuleResource, parkFeeRuleResource, parkResource } from '@parking/resources';
import { z } from 'zod';
import { visibleOne } from '../../crud/visible-rows';
import type { Access, AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { optionalId } from '../../platform/spec-params';
import { calendarOfRow, ruleOfRow, ruleOfSimpleRow } from './fee-rule-records';
import { rulesOfSet } from './fee-rule-store';

const minutes = z.coerce.number().int().min(0).max(1_000_000);
const fen = z.coerce.number().int().min(0).max(100_000_000);
const nullableFen = z.preprocess((v) => (v === '' ? null : v), fen.nullable().optional());

const step = z.object({ fromMinute: minutes, unitMinutes: minutes, unitPrice: fen });
const period = z.object({
  holiday: z.boolean().optional(),
  startMinute: minutes.optional(),
  endMinute: minutes.optional(),
  firstMinutes: minutes.optional(),
  firstPrice: fen.optional(),
  unitMinutes: minutes.optional(),
  unitPrice: fen.optional(),
  cap: nullableFen,
  steps: z.array(step).max(50).optional(),
});

/** An area rule as the console's form holds it: the parkAreaFeeRuleEX fields with its periods and steps. */
export const areaRule = z.object({
  feeMode: z.enum(feeModes),
  freeMinutes: minutes.optional(),
  deductFreeMinutes: z.boolean().optional(),
  repeatFree: z.boolean().optional(),
  repeatFirst: z.boolean().optional(),
  cycleMinutes: z.preprocess((v) => (v === '' ? null : v), minutes.nullable().optional()),
  capPerCycle: nullableFen,
  capPerDay: nullableFen,
  capTotal: nullableFen,
  rounding: z.enum(feeRoundings).optional(),
  flatPrice: fen.optional(),
  holidayFlatPrice: nullableFen,
  periods: z.array(period).max(48).optional(),
});

/** A simple rule as its form holds it. */
const simpleRule = z.object({
  feeMode: z.enum(feeModes),
  freeMinutes: minutes.optional(),
  firstMinutes: minutes.optional(),
  firstPrice: fen.optional(),
  unitMinutes: minutes.optional(),
  unitPrice: fen.optional(),
  capPerCycle: nullableFen,
  flatPrice: fen.optional(),
});

const stay = {
  entryTime: z.string().max(30),
  exitTime: z.string().max(30),
  parkId: optionalId,
};

const labels = (k: string) =>
  ({
    rule: { zh: '收费规则', en: 'Fee rule' },
    entryTime: { zh: '入场时间', en: 'Entry time' },
    exitTime: { zh: '出场时间', en: 'Exit time' },
    parkId: { zh: '停车场', en: 'Park' },
    parkAreaFeeRuleID: { zh: '区域车型收费规则', en: 'Area and car-type fee rule' },
    feeRuleId: { zh: '收费规则', en: 'Fee rule' },
  })[k];

type StayInput = { entryTime: string; exitTime: string; parkId?: number };

/** Prices a stay with a rule that is not saved yet: total and breakdown, times of the operator's zone. */
async function tryRule(
  { app, access }: { app: AppContext; access: Access },
  rule: FeeRule,
  input: StayInput,
  calendar?: FeeCalendar,
) {
  if (input.parkId !== undefined) await visibleOne(app.db, parkResource, access, input.parkId);
  const timeZone = app.config.timeZone;
  const problems = validateFeeRule(rule);
  if (problems.length) {
    throw badRequest(
      {
        zh: `收费规则: ${problems.map((p) => `${p.path}: ${p.message.zh}`).join('；')}`,
        en: `Fee rule: ${problems.map((p) => `${p.path}: ${p.message.en}`).join('; ')}`,
      },
      { problems },
    );
  }
  const time = (key: 'entryTime' | 'exitTime', zh: string, en: string) => {
    const d = parseLocalDateTime(input[key], timeZone);
    if (!d) throw badRequest({ zh: `${zh}(${key}): 时间无效`, en: `${en}(${key}): not a time` });
    return d;
  };
  const result = calculateFee({
    rules: [rule],
    carType: null,
    entry: time('entryTime', '入场时间', 'Entry time'),
    exit: time('exitTime', '出场时间', 'Exit time'),
    timeZone,
    calendar,
  });
  if (!result.ok) throw badRequest(result.message, { code: result.code });
  return {
    totalFen: result.total,
    total: result.total,
    minutes: result.minutes,
    freeMinutes: result.freeMinutes,
    // times of the operator's zone beside the instants, as the try-it panel shows them
    items: result.items.map((i) => ({
      ...i,
      fromText: formatLocalDateTime(i.from, timeZone),
      toText: formatLocalDateTime(i.to, timeZone),
    })),
    capsApplied: result.capsApplied,
  };
}

export const feeTestRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkAreaFeeRuleEX/testFzFee',
    section: 'parks',
    summary:
      'Try an area fee rule on a stay: the rule being edited (rule, not saved) or a saved one (parkAreaFeeRuleID), ' +
      'with the holidays of its rule set (feeRuleId, or the saved rule’s set): total and itemised breakdown',
    mutating: false,
    body: z.object({ rule: areaRule.optional(), parkAreaFeeRuleID: optionalId, feeRuleId: optionalId, ...stay }),
    labels,
    handler: async (ctx) => {
      const { rule, parkAreaFeeRuleID, feeRuleId, ...input } = ctx.body;
      const { app, access } = ctx;
      if (parkAreaFeeRuleID !== undefined) {
        const saved = await visibleOne(app.db, areaFeeRuleResource, access, parkAreaFeeRuleID);
        const set = await visibleOne(app.db, parkFeeRuleResource, access, saved.feeRuleId);
        const found = (await rulesOfSet(app.db, set.id)).find((r) => r.id === String(saved.id));
        if (!found) throw notFound(areaFeeRuleResource.label, parkAreaFeeRuleID);
        return tryRule(ctx, { ...found, areaId: null, carType: null }, input, calendarOfRow(set));
      }
      if (!rule) {
        throw badRequest({
          zh: '收费规则(rule): 请给出规则或已保存规则的编号(parkAreaFeeRuleID)',
          en: 'Fee rule(rule): give the rule or a saved rule’s id (parkAreaFeeRuleID)',
        });
      }
      const calendar =
        feeRuleId === undefined
          ? undefined
          : calendarOfRow(await visibleOne(app.db, parkFeeRuleResource, access, feeRuleId));
      const periods = (rule.periods ?? []).map((p) => ({ row: p, steps: p.steps ?? [] }));
      return tryRule(ctx, ruleOfRow({ ...rule, id: 'try', areaId: null, carTypeId: null }, periods), input, calendar);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/updown/platParkFeeRule/testFee',
    section: 'parks',
    summary: 'Try a simple fee rule being edited (not saved): total and itemised breakdown of a stay',
    mutating: false,
    body: z.object({ rule: simpleRule, ...stay }),
    labels,
    handler: (ctx) => {
      const { rule, ...input } = ctx.body;
      return tryRule(ctx, ruleOfSimpleRow({ ...rule, id: 'try', carTypeId: null }), input);
    },
  }),
];
