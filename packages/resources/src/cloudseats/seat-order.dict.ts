import { defineDictionary } from '../dictionaries/define-dictionary';

/** What a cloud seat did with a car at a gate it answers: let it out taking nothing, or took its fee. */
export const seatHandling = defineDictionary(
  'seatHandling',
  { zh: '坐席处理方式', en: 'Seat handling' },
  {
    released: [1, '放行', 'Released'],
    charged: [2, '收费放行', 'Charged'],
  },
);

export const cloudSeatDictionaries = [seatHandling];
