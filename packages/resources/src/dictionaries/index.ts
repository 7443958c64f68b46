import { type Dictionary, defineDictionary } from './define-dictionary';

export const enabledState = defineDictionary('enabledState', { zh: '启用状态', en: 'Enabled state' }, [
  [1, '启用', 'Enabled'],
  [0, '停用', 'Disabled'],
]);

export const examineState = defineDictionary('examineState', { zh: '审核状态', en: 'Review state' }, [
  [0, '待审核', 'Pending'],
  [1, '已通过', 'Approved'],
  [2, '已拒绝', 'Refused'],
]);

export const parkKind = defineDictionary('parkKind', { zh: '停车场类型', en: 'Park kind' }, [
  [1, '封闭停车场', 'Off-street park'],
  [10, '路侧停车场', 'Roadside park'],
  [12, '特殊停车场', 'Special park'],
]);

export const menuKind = defineDictionary('menuKind', { zh: '菜单类型', en: 'Menu kind' }, [
  ['menu', '菜单', 'Menu'],
  ['button', '按钮', 'Button'],
]);

export const sex = defineDictionary('sex', { zh: '性别', en: 'Sex' }, [
  [0, '男', 'Male'],
  [1, '女', 'Female'],
]);

export const userLevel = defineDictionary('userLevel', { zh: '用户层级', en: 'User level' }, [
  ['platform', '平台', 'Platform'],
  ['company', '公司', 'Company'],
  ['park', '停车场', 'Park'],
]);

export const carKind = defineDictionary('carKind', { zh: '车辆类型', en: 'Car kind' }, [
  [0, '临时车', 'Temporary'],
  [1, '月租车', 'Monthly'],
  [2, '季租车', 'Quarterly'],
  [3, '年租车', 'Yearly'],
  [4, '自定义周期', 'Custom period'],
  [5, 'VIP车', 'VIP'],
  [6, '储值车', 'Stored value'],
]);

export const payWay = defineDictionary('payWay', { zh: '支付方式', en: 'Pay way' }, [
  [1, '现金', 'Cash'],
  [2, '微信', 'WeChat'],
  [3, '支付宝', 'Alipay'],
  [4, 'ETC', 'ETC'],
  [5, '银联', 'UnionPay'],
  [9, '免费', 'Free'],
]);

export const dictionaries: Dictionary[] = [
  enabledState,
  examineState,
  parkKind,
  menuKind,
  sex,
  userLevel,
  carKind,
  payWay,
];

export const dictionaryByCode = new Map(dictionaries.map((d) => [d.code, d]));
export * from './define-dictionary';

export const dictByCodeValueType = (code: string): 'int' | 'text' => {
  const d = dictionaryByCode.get(code);
  if (!d) throw new Error(`unknown dictionary ${code}`);
  return d.items.every((i) => typeof i.value === 'number') ? 'int' : 'text';
};
