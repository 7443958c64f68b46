import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, money, phone, ref, text } from '../fields/field-builders';

export const companyResource = defineResource({
  module: 'basecompany',
  table: 'company',
  section: 'system',
  label: l('公司', 'Company'),
  scope: 'company',
  changesAccess: true,
  scopeSelf: true,
  idParam: 'id',
  idAliases: ['CPID', 'cpid', 'companyId'],
  titleField: 'name',
  fields: {
    name: text(l('公司名称', 'Company name'), { max: 100, required: true, search: 'contains', sortable: true }),
    shortName: text(l('简称', 'Short name'), { max: 40 }),
    parentId: ref(l('上级公司', 'Parent company'), { to: 'basecompany', search: 'eq' }),
    contact: text(l('联系人', 'Contact'), { max: 40 }),
    phone: phone(l('联系电话', 'Phone')),
    address: text(l('地址', 'Address'), { max: 200, list: false }),
    maxOweFee: money(l('最大欠费金额', 'Maximum arrears'), { list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: {
    list: ['list', 'listAuth', 'listPageAuth', { path: 'listParentPageAuth', fixed: { parentId: null } }],
  },
  menu: { path: '/basedata/company', group: '/basedata', icon: 'BankOutlined', sort: 1 },
});
