import { defineDictionary } from './define-dictionary';

/** What a pass buys: the period its fee is quoted for, or a VIP (free) or stored-value card. */
export const passKind = defineDictionary(
  'passKind',
  { zh: '月卡类型', en: 'Pass kind' },
  {
    monthly: [1, '月租卡', 'Monthly'],
    quarterly: [2, '季租卡', 'Quarterly'],
    yearly: [3, '年租卡', 'Yearly'],
    customPeriod: [4, '自定义周期', 'Custom period'],
    vip: [5, 'VIP卡', 'VIP'],
    storedValue: [6, '储值卡', 'Stored value'],
  },
);

/** Why a pass's period began or moved: the reason of its ledger row. */
export const passRenewalKind = defineDictionary(
  'passRenewalKind',
  { zh: '续费方式', en: 'Renewal kind' },
  {
    byMoney: [1, '按金额续费', 'By money'],
    byMonths: [2, '按月续费', 'By months'],
    vip: [3, 'VIP续期', 'VIP'],
    newPass: [4, '开卡', 'New pass'],
    batchGrant: [5, '批量开卡', 'Batch grant'],
    application: [6, '申请通过开卡', 'Application passed'],
    pausedDays: [7, '暂停天数顺延', 'Paused days given back'],
    withGroup: [8, '随共享组续期', 'Renewed with its share group'],
    groupAligned: [9, '共享组对齐', 'Aligned with its share group'],
  },
);

/** A driver's application for a pass: submitted, then passed (the pass is made), refused or cancelled. */
export const carApplyState = defineDictionary(
  'carApplyState',
  { zh: '申请状态', en: 'Application state' },
  {
    submitted: [0, '已提交', 'Submitted'],
    passed: [1, '已通过', 'Passed'],
    refused: [2, '已拒绝', 'Refused'],
    cancelled: [3, '已取消', 'Cancelled'],
  },
);
