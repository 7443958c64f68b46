export { calculateFee, calculateFeeTotal, defaultFeeTimeZone, type FeeInput, type FeeTotal } from './calculate-fee';
export type * from './fee-breakdown';
export type { FeeCalendar } from './fee-calendar';
export {
  cycleLength,
  type FeeMode,
  type FeePeriod,
  type FeeRounding,
  type FeeRule,
  type FeeRuleSet,
  type FeeStep,
  feeModes,
  feePeriod,
  feeRoundings,
  minutesPerDay,
  newFeeRule,
} from './fee-rule';
export { pickFeeRule } from './pick-fee-rule';
export { validateFeeCalendar } from './validate-fee-calendar';
export { type FeeRuleProblem, validateFeeRule, validateFeeRuleSet } from './validate-fee-rule';
