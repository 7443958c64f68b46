import { get, type Page, post, updown } from '../../api/client';

/** A ladder step, a period and an area rule as the server stores them: amounts in fen, times in minutes. */
export type StepRow = { id: number; fromMinute: number; unitMinutes: number; unitPrice: number };
export type PeriodRow = {
  id: number;
  holiday: boolean;
  startMinute: number;
  endMinute: number;
  firstMinutes: number;
  firstPrice: number;
  unitMinutes: number;
  unitPrice: number;
  cap: number | null;
  steps: StepRow[];
};
export type RuleRow = {
  id: number;
  parkId: number;
  feeRuleId: number;
  areaId: number | null;
  carTypeId: number | null;
  feeMode: string;
  freeMinutes: number;
  deductFreeMinutes: boolean;
  repeatFree: boolean;
  repeatFirst: boolean;
  cycleMinutes: number | null;
  capPerCycle: number | null;
  capPerDay: number | null;
  capTotal: number | null;
  rounding: 'up' | 'down' | 'nearest';
  flatPrice: number;
  holidayFlatPrice: number | null;
  periods: PeriodRow[];
};
export type RuleSet = {
  id: number;
  parkId: number;
  ruleName: string;
  state: number;
  weekendIsHoliday: boolean;
  holidays: string | null;
  workdays: string | null;
  remark: string | null;
  /** The set the park prices stays with now. */
  inUse: boolean;
  rules: RuleRow[];
};
export type Option = { label: string; value: number };

export const enabled = 1;
export const disabled = 0;

/** A park's rule sets, newest first, each with its rules. */
export const fetchRuleSets = (parkId: number) => get<RuleSet[]>(updown('parkFeeRule/parkRules'), { PKID: parkId });

/** Adds (no id) or updates a rule with its periods and steps in one call; answers the rule as stored. */
export const saveRule = (body: Record<string, unknown>) =>
  post<RuleRow>(updown('parkAreaFeeRuleEX/submitWithPeriods'), body);

/** Adds or updates a rule set; enabling one answers the ids of the park's sets it disabled. */
export const saveRuleSet = (body: Record<string, unknown>) =>
  post<{ id: number; disabledFeeRuleIds?: number[] }>(updown('parkFeeRule/submit'), body);

export const removeRuleSet = (id: number) =>
  post(updown('parkFeeRule/remove'), undefined, { query: { ids: String(id) } });

export const removeRule = (id: number) =>
  post(updown('parkAreaFeeRuleEX/remove'), undefined, { query: { ids: String(id) } });

/** Rows of a list as choices, by one field. */
export const optionsOf = async (path: string, query: Record<string, string | number>, label: string) =>
  (
    await get<Page<Record<string, unknown> & { id: number }>>(updown(path), { size: 500, ...query }, { silent: true })
  ).data.map((r): Option => ({ label: String(r[label]), value: r.id }));
