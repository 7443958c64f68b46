import { defineDictionary } from '../dictionaries/define-dictionary';

/** Where a company's withdrawal stands: asked for, paid out by the platform, or rejected (its amount freed). */
export const withdrawState = defineDictionary(
  'withdrawState',
  { zh: '提现状态', en: 'Withdrawal state' },
  {
    pending: [0, '待审核', 'Pending'],
    paid: [1, '已打款', 'Paid'],
    rejected: [2, '已驳回', 'Rejected'],
  },
);

export const fundDictionaries = [withdrawState];
