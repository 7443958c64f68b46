import type { FeeCalendar, FeePeriod, FeeRule, FeeStep } from '@parking/domain';
import { minutesPerDay } from '@parking/domain';
import type {
  areaFeeRuleResource,
  feePeriodResource,
  feeStepResource,
  parkFeeRuleResource,
  simpleFeeRuleResource,
} from '@parking/resources';
import type { RowOf } from '../../db/resource-table';

/** Stored rows turned into the engine's rule (see packages/resources/src/fees/index.ts for the mapping). */

/** Some fields of a stored row, or of a form holding one: each may be missing or empty. */
type Loose<R, K extends keyof R> = { [P in K]?: R[P] | null };

export type StepFields = Loose<RowOf<typeof feeStepResource>, 'fromMinute' | 'unitMinutes' | 'unitPrice'>;
export type PeriodFields = Loose<
  RowOf<typeof feePeriodResource>,
  'holiday' | 'startMinute' | 'endMinute' | 'firstMinutes' | 'firstPrice' | 'unitMinutes' | 'unitPrice' | 'cap'
>;
export type AreaRuleFields = Loose<
  RowOf<typeof areaFeeRuleResource>,
  | 'areaId'
  | 'carTypeId'
  | 'feeMode'
  | 'freeMinutes'
  | 'deductFreeMinutes'
  | 'repeatFree'
  | 'repeatFirst'
  | 'cycleMinutes'
  | 'capPerCycle'
  | 'capPerDay'
  | 'capTotal'
  | 'rounding'
  | 'flatPrice'
  | 'holidayFlatPrice'
> & { id?: number | string | null };
export type SimpleRuleFields = Loose<
  RowOf<typeof simpleFeeRuleResource>,
  | 'carTypeId'
  | 'feeMode'
  | 'freeMinutes'
  | 'firstMinutes'
  | 'firstPrice'
  | 'unitMinutes'
  | 'unitPrice'
  | 'capPerCycle'
  | 'flatPrice'
> & { id?: number | string | null };
export type CalendarFields = Loose<RowOf<typeof parkFeeRuleResource>, 'holidays' | 'workdays' | 'weekendIsHoliday'>;

const num = (v: number | null | undefined, fallback = 0): number => v ?? fallback;
const numOrNull = (v: number | null | undefined): number | null => v ?? null;
const idOrNull = (v: number | null | undefined): string | null => (v == null ? null : String(v));

export const stepOfRow = (row: StepFields): FeeStep => ({
  fromMinute: num(row.fromMinute),
  unitMinutes: num(row.unitMinutes, 60),
  unitPrice: num(row.unitPrice),
});

export function periodOfRow(row: PeriodFields, steps: StepFields[]): FeePeriod {
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
export function ruleOfRow(row: AreaRuleFields, periods: { row: PeriodFields; steps: StepFields[] }[]): FeeRule {
  const mode = row.feeMode ?? 'cycle24';
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
    rounding: row.rounding ?? 'up',
    flatPrice: num(row.flatPrice),
    holidayFlatPrice: numOrNull(row.holidayFlatPrice),
    periods: mode === 'flat' ? [] : periods.map((p) => periodOfRow(p.row, p.steps)),
  };
}

/** A simple rule row (feeRule, platParkFeeRule): one whole-day period without steps. */
export function ruleOfSimpleRow(row: SimpleRuleFields): FeeRule {
  const period: PeriodFields = {
    startMinute: 0,
    endMinute: minutesPerDay,
    firstMinutes: row.firstMinutes,
    firstPrice: row.firstPrice,
    unitMinutes: row.unitMinutes,
    unitPrice: row.unitPrice,
  };
  return ruleOfRow(
    {
      ...row,
      // a simple rule's ladder is its one period, never restarting; a dayNight simple rule is one window
      cycleMinutes: null,
      areaId: null,
    },
    [{ row: period, steps: [] }],
  );
}

const dateList = (v: string | null | undefined): string[] =>
  v
    ? v
        .split(/[,，\s]+/)
        .map((d) => d.trim())
        .filter(Boolean)
    : [];

export const calendarOfRow = (row: CalendarFields): FeeCalendar => ({
  holidays: dateList(row.holidays),
  workdays: dateList(row.workdays),
  weekendIsHoliday: row.weekendIsHoliday === true,
});
