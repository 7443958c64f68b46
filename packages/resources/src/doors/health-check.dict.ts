import { defineDictionary } from '../dictionaries/define-dictionary';

/** The result of a visitor's nucleic acid test: none yet (or not taken), negative, positive. */
export const nucleicResult = defineDictionary(
  'nucleicResult',
  { zh: '检测结果', en: 'Test result' },
  {
    none: [0, '无结果', 'None'],
    negative: [1, '阴性', 'Negative'],
    positive: [2, '阳性', 'Positive'],
  },
);

export const healthCheckDictionaries = [nucleicResult];
