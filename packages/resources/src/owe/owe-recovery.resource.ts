import { defineResource } from '../define-resource';
import { dict, l, text } from '../fields/field-builders';
import { oweRecovery } from './owe.dict';

/**
 * How a park's gate treats a car that owes money at any park of the company: refuse it, let it in and ask
 * the operator, or add the debt to its exit fee. One per park; a park without one lets in and asks.
 */
export const oweRecoveryResource = defineResource({
  module: 'plat/oweRecovery',
  table: 'owe_recovery_setting',
  section: 'owe',
  label: l('欠费追缴设置', 'Arrears recovery setting'),
  scope: 'park',
  idParam: 'id',
  titleField: 'recovery',
  upsertBy: ['parkId'],
  fields: {
    recovery: dict(l('追缴方式', 'Recovery'), { dict: oweRecovery, required: true, default: 2, search: 'eq' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { list: ['list'], detail: ['detail'], submit: ['submit'], remove: false, export: [] },
  menu: { path: '/parkfeerecovery/setting', group: '/parkfeerecovery', icon: 'SettingOutlined', sort: 3 },
});
