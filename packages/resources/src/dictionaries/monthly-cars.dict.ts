import { defineDictionary } from './define-dictionary';

/** What a pass buys: the period its fee is quoted for, or a VIP (free) or stored-value card. */
export const passKind = defineDictionary('passKind', { zh: '月卡类型', en: 'Pass kind' }, [
  [1, '月租卡', 'Monthly'],
  [2, '季租卡', 'Quarterly'],
  [3, '年租卡', 'Yearly'],
  [4, '自定义周期', 'Custom period'],
  [5, 'VIP卡', 'VIP'],
  [6, '储值卡', 'Stored value'],
]);

/** How a pass's period was bought or changed. */
export const passRenewalKind = defineDictionary('passRenewalKind', { zh: '续费方式', en: 'Renewal kind' }, [
  [1, '按金额续费', 'By money'],
  [2, '按月续费', 'By months'],
  [3, 'VIP续期', 'VIP'],
  [4, '开卡', 'New pass'],
]);

/** A driver's application for a pass: submitted, then passed (the pass is made), refused or cancelled. */
export const carApplyState = defineDictionary('carApplyState', { zh: '申请状态', en: 'Application state' }, [
  [0, '已提交', 'Submitted'],
  [1, '已通过', 'Passed'],
  [2, '已拒绝', 'Refused'],
  [3, '已取消', 'Cancelled'],
]);
