import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { date, dict, l, phone, ref, text } from '../fields/field-builders';

/** A tenant code names a company (or, without one, the platform) in role and department trees. */
export const tenantResource = defineResource({
  module: 'blade-system/tenant',
  table: 'sys_tenant',
  section: 'system',
  label: l('租户', 'Tenant'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'tenantName',
  permissionPrefix: 'tenant',
  fields: {
    tenantName: text(l('租户名称', 'Tenant name'), { max: 100, required: true, search: 'contains' }),
    tenantCode: text(l('租户编码', 'Tenant code'), {
      max: 12,
      required: true,
      unique: 'global',
      search: 'eq',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字和 _ -', 'may contain only letters, digits and _ -'),
    }),
    companyId: ref(l('对应公司', 'Company'), { to: 'basecompany', search: 'eq' }),
    contact: text(l('联系人', 'Contact'), { max: 40 }),
    phone: phone(l('联系电话', 'Phone')),
    expireDate: date(l('到期日期', 'Expires on')),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/system/tenant', group: '/system', icon: 'ClusterOutlined', sort: 24 },
});
