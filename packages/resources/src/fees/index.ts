import { areaFeeRuleResource } from './area-fee-rule.resource';
import { feePeriodResource } from './fee-period.resource';
import { feeStepResource } from './fee-step.resource';
import { parkFeeRuleResource } from './park-fee-rule.resource';
import { platParkFeeRuleResource, simpleFeeRuleResource } from './simple-fee-rule.resource';

export {
  areaFeeRuleResource,
  feePeriodResource,
  feeStepResource,
  parkFeeRuleResource,
  platParkFeeRuleResource,
  simpleFeeRuleResource,
};

/**
 * Fee rules, parents before children. How the rows map onto the engine's FeeRule (packages/domain fees):
 * - parkFeeRule: a park's rule set with its holiday calendar; the newest enabled set of a park prices stays.
 * - parkAreaFeeRuleEX: one FeeRule of the set (mode, free minutes, caps, rounding, flat prices) for an
 *   area and a car type (empty: any); the engine picks area before car type.
 * - parkFeeRuleEXTimePeriod: the rule's periods (FeePeriod; day and night windows, or the whole day).
 * - parkFeeRuleEXSubTimePeriod: a period's ladder steps (FeeStep).
 * - feeRule, platParkFeeRule: simple rules, one row each (one whole-day period, no steps); used when a park
 *   has no enabled rule set.
 */
export const feeResources = [
  parkFeeRuleResource,
  areaFeeRuleResource,
  feePeriodResource,
  feeStepResource,
  simpleFeeRuleResource,
  platParkFeeRuleResource,
];
