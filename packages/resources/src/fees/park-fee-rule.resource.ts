import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, dict, l, text } from '../fields/field-builders';

/**
 * A park's fee rules as one set (FeeRuleSet): its rows (parkAreaFeeRuleEX) each price one car type in one
 * area, and its calendar says which days are holidays. A park prices stays with its newest enabled set.
 */
export const parkFeeRuleResource = defineResource({
  module: 'parkFeeRule',
  table: 'park_fee_rule',
  section: 'parks',
  label: l('收费规则', 'Fee rule'),
  scope: 'park',
  idParam: 'FeeRuleID',
  idAliases: ['feeRuleId'],
  titleField: 'ruleName',
  fields: {
    ruleName: text(l('规则名称', 'Rule name'), { max: 60, required: true, search: 'contains', sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    weekendIsHoliday: bool(l('周末按节假日收费', 'Weekends priced as holidays'), { default: false }),
    holidays: text(l('节假日(yyyy-MM-dd,逗号分隔)', 'Holidays (yyyy-MM-dd, comma list)'), {
      max: 4000,
      list: false,
    }),
    workdays: text(l('调休工作日(yyyy-MM-dd,逗号分隔)', 'Make-up working days (yyyy-MM-dd, comma list)'), {
      max: 4000,
      list: false,
    }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  menu: { path: '/car/parkfeerule', group: '/car', icon: 'AccountBookOutlined', sort: 6 },
});
