import { defineDictionary } from '../dictionaries/define-dictionary';

/** Where money of a day summary came from. */
export const takingSource = defineDictionary(
  'takingSource',
  { zh: '收入来源', en: 'Source' },
  {
    order: [1, '停车缴费', 'Parking'],
    pass: [2, '月卡缴费', 'Passes'],
  },
);
