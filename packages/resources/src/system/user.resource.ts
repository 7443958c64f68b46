import { defineResource } from '../define-resource';
import { enabledState, userLevel } from '../dictionaries';
import { datetime, dict, l, phone, ref, text } from '../fields/field-builders';

export const userResource = defineResource({
  module: 'sysuser',
  table: 'sys_user',
  section: 'system',
  label: l('用户', 'User'),
  scope: 'company',
  changesAccess: true,
  platformRows: true,
  idParam: 'id',
  idAliases: ['userId'],
  titleField: 'username',
  fields: {
    username: text(l('账号', 'Account'), {
      max: 40,
      min: 3,
      required: true,
      unique: 'global',
      search: 'contains',
      sortable: true,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      patternRule: l('只能包含字母、数字和 _ . @ -', 'may contain only letters, digits and _ . @ -'),
    }),
    realName: text(l('姓名', 'Name'), { max: 40, search: 'contains' }),
    phone: phone(l('手机号', 'Phone'), { search: 'eq' }),
    email: text(l('邮箱', 'E-mail'), { max: 100, list: false }),
    password: text(l('密码', 'Password'), { max: 64, min: 8, secret: true, list: false }),
    level: dict(l('层级', 'Level'), { dict: userLevel, default: 'company', search: 'eq' }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
    sellerId: ref(l('所属商户', 'Merchant'), {
      to: 'parkseller',
      search: 'eq',
      column: { hidden: true },
      help: l(
        '商户的用户：只能看到并操作此商户的优惠券规则、优惠券、流水和对账单',
        "A merchant's user: sees and works with this merchant's coupon rules, coupons, ledger and statement only",
      ),
    }),
    lastLoginAt: datetime(l('最后登录', 'Last sign-in'), { readOnly: true }),
  },
  routes: {
    list: ['list', 'listAuth'],
    submit: ['submit', 'update'],
    remove: [{ path: 'removeUserByIds', style: 'ids-query' }],
  },
  menu: { path: '/system/user', group: '/system', icon: 'UserOutlined', sort: 1 },
});
