import { defineResource } from '../define-resource';
import { int, l, money, ref } from '../fields/field-builders';

/** A ladder step of a period (FeeStep): from a minute of charged time on, each unit costs its own price. */
export const feeStepResource = defineResource({
  module: 'parkFeeRuleEXSubTimePeriod',
  table: 'park_fee_step',
  section: 'parks',
  label: l('阶梯时段', 'Ladder step'),
  scope: 'park',
  // edited on the fee-rule page: its buttons guard them
  permissionPrefix: 'parkFeeRule',
  idParam: 'id',
  titleField: 'fromMinute',
  fields: {
    periodId: ref(l('收费时段', 'Fee period'), { to: 'parkFeeRuleEXTimePeriod', required: true, search: 'eq' }),
    fromMinute: int(l('起始分钟', 'From minute'), { min: 1, max: 100000, required: true }),
    unitMinutes: int(l('计费单位(分钟)', 'Unit (minutes)'), { min: 1, max: 100000, default: 60 }),
    unitPrice: money(l('单位价格', 'Unit price'), { min: 0, default: 0 }),
  },
});
