import { defineResource } from '../define-resource';
import { bool, int, l, money, ref } from '../fields/field-builders';

/**
 * A stretch of the park's clock inside one area rule (FeePeriod): the whole day 00:00-24:00 for cycle and
 * ladder modes, the day and night windows of a dayNight rule. Minutes of the day; an end at or before
 * the start runs past midnight.
 */
export const feePeriodResource = defineResource({
  module: 'parkFeeRuleEXTimePeriod',
  table: 'park_fee_period',
  section: 'parks',
  label: l('收费时段', 'Fee period'),
  scope: 'park',
  // edited on the fee-rule page: its buttons guard them
  permissionPrefix: 'parkFeeRule',
  idParam: 'areaTimePeriodID',
  idAliases: ['timePeriodId'],
  titleField: 'startMinute',
  fields: {
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    areaFeeRuleId: ref(l('区域车型收费规则', 'Area and car-type fee rule'), {
      to: 'parkAreaFeeRuleEX',
      required: true,
      search: 'eq',
    }),
    holiday: bool(l('节假日时段', 'Holiday period'), { default: false, search: 'eq' }),
    startMinute: int(l('开始(当日分钟)', 'Start (minute of day)'), { min: 0, max: 1439, default: 0, required: true }),
    endMinute: int(l('结束(当日分钟)', 'End (minute of day)'), { min: 1, max: 1440, default: 1440, required: true }),
    firstMinutes: int(l('首段时长(分钟)', 'First period (minutes)'), { min: 0, max: 100000, default: 0 }),
    firstPrice: money(l('首段价格', 'First-period price'), { min: 0, default: 0 }),
    unitMinutes: int(l('计费单位(分钟)', 'Unit (minutes)'), { min: 1, max: 100000, default: 60 }),
    unitPrice: money(l('单位价格', 'Unit price'), { min: 0, default: 0 }),
    cap: money(l('时段封顶', 'Period cap'), { min: 0 }),
  },
});
