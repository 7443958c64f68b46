import { enabledState, feeMode } from '../dictionaries';
import { dict, int, l, money, ref, text } from '../fields/field-builders';

/**
 * A simple fee rule is one engine rule on one row: a single whole-day period (no ladder steps) for one
 * car type of a park. The simple-rule pages (/car/parksimplefeerule, /road/rdsimplefeerule) edit these.
 */
export const simpleFeeRuleFields = {
  ruleName: text(l('规则名称', 'Rule name'), { max: 60, required: true, search: 'contains', sortable: true }),
  carTypeId: ref(l('车辆类型(空为全部)', 'Car type (empty: every type)'), { to: 'parkCarType', search: 'eq' }),
  feeMode: dict(l('收费模式', 'Fee mode'), { dict: feeMode, default: 'cycle24', required: true, search: 'eq' }),
  freeMinutes: int(l('免费分钟', 'Free minutes'), { min: 0, max: 100000, default: 0 }),
  firstMinutes: int(l('首段时长(分钟)', 'First period (minutes)'), { min: 0, max: 100000, default: 0 }),
  firstPrice: money(l('首段价格', 'First-period price'), { min: 0, default: 0 }),
  unitMinutes: int(l('计费单位(分钟)', 'Unit (minutes)'), { min: 1, max: 100000, default: 60 }),
  unitPrice: money(l('单位价格', 'Unit price'), { min: 0, default: 0 }),
  capPerCycle: money(l('周期封顶', 'Cap per cycle'), { min: 0 }),
  flatPrice: money(l('按次价格', 'Flat price'), { min: 0, default: 0 }),
  state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
};
