import { ruleIssue } from '@parking/resources';
import { z } from 'zod';
import { idParams, optionalId } from '../../../platform/spec-params';
import { areaRule } from '../fee-test.routes';

const nullableId = z.preprocess((v) => (v === '' ? null : v), optionalId.nullable());

/**
 * An edited area rule as the fee-rule page saves it (submitWithPeriods): with the id of the saved rule it
 * stands in for (parkAreaFeeRuleID, or id), or none when it is a new rule of the set.
 */
const editedRule = areaRule.extend({
  parkAreaFeeRuleID: optionalId,
  id: optionalId,
  areaId: nullableId.optional(),
  carTypeId: nullableId.optional(),
});

export type EditedRule = z.infer<typeof editedRule>;

const monthMsg = { zh: '月份格式应为 yyyy-MM', en: 'month must be yyyy-MM' };

export const whatIfBody = z.object({
  ...idParams('park'),
  month: z
    .string()
    .trim()
    .refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), ruleIssue(monthMsg)),
  /** The rule set the edits belong to; left out, the one the park prices with now. */
  feeRuleId: optionalId,
  rules: z.array(editedRule).max(200).optional(),
});

export type WhatIfInput = z.infer<typeof whatIfBody>;

export const whatIfLabels = (k: string) =>
  ({
    parkId: { zh: '停车场', en: 'Park' },
    PKID: { zh: '停车场', en: 'Park' },
    month: { zh: '月份', en: 'Month' },
    feeRuleId: { zh: '收费规则组', en: 'Fee rule set' },
    rules: { zh: '收费规则', en: 'Fee rules' },
  })[k];
