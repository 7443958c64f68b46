import { defineResource } from '../define-resource';
import { feeMode, feeRounding } from '../dictionaries';
import { bool, dict, int, l, money, ref } from '../fields/field-builders';

/**
 * One rule of a park's set: how one car type (empty: every type) is priced in one area (empty: every
 * area). Its scalar fields are the engine's FeeRule fields; its periods and their steps are nested rows.
 */
export const areaFeeRuleResource = defineResource({
  module: 'parkAreaFeeRuleEX',
  table: 'park_area_fee_rule',
  section: 'parks',
  label: l('区域车型收费规则', 'Area and car-type fee rule'),
  scope: 'park',
  // edited on the fee-rule page: its buttons guard them
  permissionPrefix: 'parkFeeRule',
  idParam: 'parkAreaFeeRuleID',
  idAliases: ['areaFeeRuleId'],
  titleField: 'feeMode',
  fields: {
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    feeRuleId: ref(l('收费规则', 'Fee rule'), { to: 'parkFeeRule', required: true, search: 'eq' }),
    areaId: ref(l('区域(空为全部)', 'Area (empty: every area)'), { to: 'baseParkArea', search: 'eq' }),
    carTypeId: ref(l('车辆类型(空为全部)', 'Car type (empty: every type)'), { to: 'parkCarType', search: 'eq' }),
    feeMode: dict(l('收费模式', 'Fee mode'), { dict: feeMode, default: 'cycle24', required: true, search: 'eq' }),
    freeMinutes: int(l('免费分钟', 'Free minutes'), { min: 0, max: 100000, default: 0 }),
    deductFreeMinutes: bool(l('超时后扣除免费时长', 'Free minutes deducted from a longer stay'), { default: false }),
    repeatFree: bool(l('每周期重新免费', 'Free minutes again each cycle'), { default: false, list: false }),
    repeatFirst: bool(l('每周期重新计首段', 'First period again each cycle'), { default: false, list: false }),
    cycleMinutes: int(l('阶梯周期(分钟)', 'Ladder cycle (minutes)'), { min: 1, max: 100000, list: false }),
    capPerCycle: money(l('周期封顶', 'Cap per cycle'), { min: 0 }),
    capPerDay: money(l('每日封顶', 'Cap per day'), { min: 0, list: false }),
    capTotal: money(l('总封顶', 'Total cap'), { min: 0, list: false }),
    rounding: dict(l('不足单位取整', 'Partial unit rounding'), { dict: feeRounding, default: 'up', list: false }),
    flatPrice: money(l('按次价格', 'Flat price'), { min: 0, default: 0 }),
    holidayFlatPrice: money(l('节假日按次价格', 'Holiday flat price'), { min: 0, list: false }),
  },
});
