import { CapLedger, type RawItem } from './apply-caps';
import type { FeeError, FeeErrorCode, FeeItem, FeeQuote, FeeResult } from './fee-breakdown';
import { type FeeCalendar, isHoliday } from './fee-calendar';
import { itemNote } from './fee-notes';
import type { FeeRule, FeeRuleSet } from './fee-rule';
import { pickFeeRule } from './pick-fee-rule';
import { prepareRule } from './prepared-rule';
import { cycleChunks, type StayContext, UnpricedTime, windowChunks } from './stay-chunks';
import { type TariffRun, tariffRuns } from './tariff-runs';
import { type StayClock, stayClock, zoneClock } from './zone-clock';

export type FeeInput = {
  rules: FeeRuleSet;
  carType: string | number | null;
  areaId?: string | number | null;
  entry: Date;
  exit: Date;
  /** The park's zone; Asia/Shanghai when not given. */
  timeZone?: string;
  calendar?: FeeCalendar;
};

export const defaultFeeTimeZone = 'Asia/Shanghai';

const fail = (code: FeeErrorCode, zh: string, en: string): FeeError => ({ ok: false, code, message: { zh, en } });

type Charged = { ok: true; ledger: CapLedger; rule: FeeRule; entry: number; exit: number };

function charge(input: FeeInput): Charged | FeeError {
  const entryMs = input.entry.getTime();
  const exitMs = input.exit.getTime();
  if (Number.isNaN(entryMs) || Number.isNaN(exitMs))
    return fail('invalidTime', '入场或出场时间无效', 'entry or exit time is invalid');
  if (exitMs < entryMs) return fail('exitBeforeEntry', '出场时间早于入场时间', 'exit is before entry');
  const rule = pickFeeRule(input.rules, input.carType, input.areaId);
  if (!rule) return fail('noRule', '没有适用于该车辆类型和区域的收费规则', 'no fee rule for this car type and area');
  const prepared = prepareRule(rule);
  if (prepared.problem) return { ok: false, code: 'invalidRule', message: prepared.problem };
  const timeZone = input.timeZone ?? defaultFeeTimeZone;
  const entry = Math.floor(entryMs / 60_000);
  const exit = Math.floor(exitMs / 60_000);
  // Only calendar days and clock times need the zone; a plain 24-hour cycle does not.
  const needsClock =
    rule.mode === 'naturalDay' ||
    rule.mode === 'dayNight' ||
    rule.capPerDay !== null ||
    (input.calendar !== undefined && (prepared.hasHolidayPeriods || rule.holidayFlatPrice !== null));
  let clock: StayClock;
  try {
    clock = needsClock ? stayClock(entry, exit, timeZone) : zoneClock(timeZone);
  } catch {
    return fail('invalidZone', `未知的时区 ${timeZone}`, `unknown time zone ${timeZone}`);
  }
  const ledger = new CapLedger(rule, entry, clock);
  if (exit - entry <= rule.freeMinutes) {
    ledger.addFree(entry, exit, 0);
  } else if (rule.mode === 'flat') {
    chargeFlat(ledger, rule, entry, exit, clock, input.calendar);
  } else {
    try {
      chargeChunks(ledger, { rule, prepared, entry, exit, clock, calendar: input.calendar });
    } catch (e) {
      if (e instanceof UnpricedTime)
        return fail('invalidRule', '有时间不在任何时段内', 'some time of day is in no period');
      throw e;
    }
  }
  return { ok: true, ledger, rule, entry, exit };
}

/**
 * What a stay costs and why. Entry and exit are read to the minute (seconds dropped), so every line of the
 * breakdown starts and ends on a whole minute; times of day are those of the park's zone.
 */
export function calculateFee(input: FeeInput): FeeResult {
  const charged = charge(input);
  return charged.ok ? quote(charged) : charged;
}

export type FeeTotal = { ok: true; ruleId: string; total: number; minutes: number; freeMinutes: number };

/** The same fee as `calculateFee` without the breakdown: for gates and report rebuilds, which need the sum only. */
export function calculateFeeTotal(input: FeeInput): FeeTotal | FeeError {
  const charged = charge(input);
  if (!charged.ok) return charged;
  let total = 0;
  let freeMinutes = 0;
  for (const raw of charged.ledger.items) {
    total += raw.amount;
    if (raw.part === 'free') freeMinutes += raw.to - raw.from;
  }
  return { ok: true, ruleId: charged.rule.id, total, minutes: charged.exit - charged.entry, freeMinutes };
}

function chargeFlat(
  ledger: CapLedger,
  rule: FeeRule,
  entry: number,
  exit: number,
  clock: StayClock,
  calendar?: FeeCalendar,
) {
  let from = entry;
  if (rule.deductFreeMinutes && rule.freeMinutes > 0) {
    from = entry + rule.freeMinutes;
    ledger.addFree(entry, from, 0);
  }
  const holiday = rule.holidayFlatPrice !== null && isHoliday(calendar, clock.day(entry));
  ledger.addSum('flat', from, exit, holiday ? (rule.holidayFlatPrice ?? rule.flatPrice) : rule.flatPrice, holiday);
}

function chargeChunks(ledger: CapLedger, ctx: StayContext) {
  const chunks = ctx.rule.mode === 'dayNight' ? windowChunks(ctx) : cycleChunks(ctx);
  const runs: TariffRun[] = [];
  for (const chunk of chunks) {
    if (!chunk.period) {
      ledger.addFree(chunk.from, chunk.to, chunk.cycle);
      continue;
    }
    runs.length = 0;
    tariffRuns(chunk, ctx.rule.rounding, runs);
    for (const run of runs) ledger.addRun(run);
  }
}

function quote({ ledger, rule, entry, exit }: Charged): FeeQuote {
  let total = 0;
  let freeMinutes = 0;
  const items: FeeItem[] = ledger.items.map((raw: RawItem) => {
    total += raw.amount;
    if (raw.part === 'free') freeMinutes += raw.to - raw.from;
    return {
      from: new Date(raw.from * 60_000),
      to: new Date(raw.to * 60_000),
      minutes: raw.to - raw.from,
      part: raw.part,
      units: raw.units,
      unitMinutes: raw.unitMinutes,
      unitPrice: raw.unitPrice,
      listAmount: raw.listAmount,
      amount: raw.amount,
      cappedBy: raw.cappedBy,
      cycle: raw.cycle,
      period: raw.chunk?.periodIndex ?? null,
      holiday: raw.holiday,
      note: itemNote(raw, rule),
    };
  });
  const capsApplied = ledger.cut.map((s) => ({
    kind: s.kind,
    limit: s.limit,
    from: new Date(s.from * 60_000),
    to: new Date(s.to * 60_000),
    before: s.listed,
    after: s.charged,
  }));
  return { ok: true, ruleId: rule.id, total, minutes: exit - entry, freeMinutes, items, capsApplied };
}
