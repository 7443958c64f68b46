import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { bool, dict, int, l, money, text } from '../fields/field-builders';

export const roleResource = defineResource({
  module: 'sysrole',
  table: 'sys_role',
  section: 'system',
  label: l('角色', 'Role'),
  scope: 'company',
  changesAccess: true,
  platformRows: true,
  idParam: 'id',
  idAliases: ['roleId'],
  titleField: 'name',
  fields: {
    name: text(l('角色名称', 'Role name'), { max: 40, required: true, search: 'contains', sortable: true }),
    nameEn: text(l('英文名称', 'English name'), {
      max: 60,
      list: false,
      help: l(
        '英文界面显示的角色名称；不填则显示中文名称',
        'The name shown in the English console; empty: the Chinese name',
      ),
    }),
    code: text(l('角色编码', 'Role code'), {
      max: 40,
      required: true,
      search: 'eq',
      unique: true,
      pattern: /^[a-z][a-z0-9_]*$/,
      patternRule: l('只能是小写字母、数字和下划线', 'must be lower-case letters, digits and underscores'),
    }),
    remark: text(l('备注', 'Remark'), { max: 200 }),
    allPermissions: bool(l('全部权限', 'All permissions'), {
      default: false,
      readOnly: true,
      list: false,
      help: l(
        '拥有全部菜单和按钮，无需逐项授予；只有平台管理员的角色拥有，不能通过接口设置',
        'every menu and button without granting each; held by the platform administrator role only, never set through the API',
      ),
    }),
    refundLimit: money(l('单笔退款上限', 'Refund limit per refund'), {
      min: 0,
      max: 100_000_000,
      help: l(
        '持有此角色的用户一次最多可退的金额；不填则不限（持有多个角色时取最高的上限）',
        'The most a holder of this role may refund at once; empty: no limit (with several roles, the highest limit applies)',
      ),
    }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, sortable: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { list: ['list', 'listPageAuth'] },
  menu: { path: '/system/sysRole', group: '/system', icon: 'TeamOutlined', sort: 2 },
});
