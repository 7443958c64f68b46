import type { FeeCalendar, FeeMode, FeePeriod, FeeRounding, FeeRule, FeeStep } from '@parking/domain';
import { minutesPerDay } from '@parking/domain';
import type { Row } from '../../crud/hooks';

/** Stored rows turned into the engine's rule (see packages/resources/src/fees/index.ts for the mapping). */

const num = (v: unknown, fallback = 0): number => (v == null || v === '' ? fallback : Number(v));
const numOrNull = (v: unknown): number | null => (v == null || v === '' ? null : Number(v));
const idOrNull = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

export const stepOfRow = (row: Row): FeeStep => ({
  fromMinute: num(row.fromMinute),
  unitMinutes: num(row.unitMinutes, 60),
  unitPrice: num(row.unitPrice),
});

export function periodOfRow(row: Row, steps: Row[]): FeePeriod {
  return {
    holiday: row.holiday === true,
    startMinute: num(row.startMinute),
    endMinute: num(row.endMinute, minutesPerDay),
    firstMinutes: num(row.firstMinutes),
    firstPrice: num(row.firstPrice),
    unitMinutes: num(row.unitMinutes, 60),
    unitPrice: num(row.unitPrice),
    cap: numOrNull(row.cap),
    steps: steps.map(stepOfRow).sort((a, b) => a.fromMinute - b.fromMinute),
  };
}

/** An area rule row with its periods, each period given with its step rows. */
export function ruleOfRow(row: Row, periods: { row: Row; steps: Row[] }[]): FeeRule {
  const mode = String(row.feeMode ?? 'cycle24') as FeeMode;
  return {
    id: String(row.id ?? ''),
    mode,
    carType: idOrNull(row.carTypeId),
    areaId: idOrNull(row.areaId),
    freeMinutes: num(row.freeMinutes),
    deductFreeMinutes: row.deductFreeMinutes === true,
    repeatFree: row.repeatFree === true,
    repeatFirst: row.repeatFirst === true,
    cycleMinutes: mode === 'ladder' ? numOrNull(row.cycleMinutes) : null,
    capPerCycle: numOrNull(row.capPerCycle),
    capPerDay: numOrNull(row.capPerDay),
    capTotal: numOrNull(row.capTotal),
    rounding: String(row.rounding ?? 'up') as FeeRounding,
    flatPrice: num(row.flatPrice),
    holidayFlatPrice: numOrNull(row.holidayFlatPrice),
    periods: mode === 'flat' ? [] : periods.map((p) => periodOfRow(p.row, p.steps)),
  };
}

/** A simple rule row (feeRule, platParkFeeRule): one whole-day period without steps. */
export function ruleOfSimpleRow(row: Row): FeeRule {
  const period: Row = {
    startMinute: 0,
    endMinute: minutesPerDay,
    firstMinutes: row.firstMinutes,
    firstPrice: row.firstPrice,
    unitMinutes: row.unitMinutes,
    unitPrice: row.unitPrice,
  };
  const mode = String(row.feeMode ?? 'cycle24');
  return ruleOfRow(
    {
      ...row,
      // a simple rule's ladder is its one period, never restarting; a dayNight simple rule is one window
      cycleMinutes: null,
      feeMode: mode,
      areaId: null,
    },
    [{ row: period, steps: [] }],
  );
}

const dateList = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(/[,，\s]+/)
        .map((d) => d.trim())
        .filter(Boolean)
    : [];

export const calendarOfRow = (row: Row): FeeCalendar => ({
  holidays: dateList(row.holidays),
  workdays: dateList(row.workdays),
  weekendIsHoliday: row.weekendIsHoliday === true,
});
