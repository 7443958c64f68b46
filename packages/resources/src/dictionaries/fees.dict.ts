import { defineDictionary } from './define-dictionary';

/** The engine's modes (packages/domain fees/fee-rule.ts), as operators pick them. */
export const feeMode = defineDictionary(
  'feeMode',
  { zh: '收费模式', en: 'Fee mode' },
  {
    cycle24: ['cycle24', '24小时循环', '24-hour cycle'],
    cycle12: ['cycle12', '12小时循环', '12-hour cycle'],
    naturalDay: ['naturalDay', '自然日', 'Natural day'],
    dayNight: ['dayNight', '白天夜间分时段', 'Day and night periods'],
    ladder: ['ladder', '阶梯收费', 'Step (ladder) pricing'],
    flat: ['flat', '按次收费', 'Flat per entry'],
  },
);

/** What a started, unfinished unit costs. */
export const feeRounding = defineDictionary(
  'feeRounding',
  { zh: '不足单位取整', en: 'Partial unit rounding' },
  {
    up: ['up', '向上取整', 'Round up'],
    down: ['down', '向下取整', 'Round down'],
    nearest: ['nearest', '四舍五入', 'Round to nearest'],
  },
);
