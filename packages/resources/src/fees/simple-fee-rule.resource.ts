import { defineResource } from '../define-resource';
import { l } from '../fields/field-builders';
import { simpleFeeRuleFields } from './simple-fee-rule-fields';

/** A park's simple fee rule; `pkid` is the rule's own key, as the spec names it. */
export const simpleFeeRuleResource = defineResource({
  module: 'feeRule',
  table: 'park_simple_fee_rule',
  section: 'parks',
  label: l('简易收费规则', 'Simple fee rule'),
  scope: 'park',
  idParam: 'pkid',
  titleField: 'ruleName',
  fields: simpleFeeRuleFields,
  routes: { remove: [{ path: 'remove', style: 'json-body' }] },
  menu: { path: '/car/parksimplefeerule', group: '/car', icon: 'AccountBookOutlined', sort: 7 },
});

/** A roadside park's simple fee rule, kept by the platform's roadside pages. */
export const platParkFeeRuleResource = defineResource({
  module: 'platParkFeeRule',
  table: 'plat_park_fee_rule',
  section: 'parks',
  label: l('路侧收费规则', 'Roadside fee rule'),
  scope: 'park',
  idParam: 'id',
  titleField: 'ruleName',
  fields: simpleFeeRuleFields,
  menu: { path: '/road/rdsimplefeerule', group: '/road', icon: 'AccountBookOutlined', sort: 20 },
});
