import { defineDictionary } from '../dictionaries/define-dictionary';

/** Where a work order is: waiting for someone, given to someone, or done. */
export const workOrderState = defineDictionary(
  'workOrderState',
  { zh: '工单状态', en: 'Work order state' },
  {
    new: [1, '待分配', 'New'],
    allocated: [2, '已分配', 'Allocated'],
    done: [3, '已处理', 'Done'],
  },
);

/** What was done about a warning: handled on the spot, or made into a work order. */
export const warnDealState = defineDictionary(
  'warnDealState',
  { zh: '告警处理状态', en: 'Warning handling' },
  {
    dealt: [1, '已处理', 'Handled'],
    toWork: [2, '已转工单', 'Made a work order'],
  },
);

export const workDictionaries = [workOrderState, warnDealState];
