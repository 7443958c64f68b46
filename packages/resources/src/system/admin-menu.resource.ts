import { defineResource } from '../define-resource';
import { enabledState, menuKind } from '../dictionaries';
import { bool, dict, int, l, ref, text } from '../fields/field-builders';

/** The console's sidebar entries and the buttons inside pages, with their permission codes. */
export const adminMenuResource = defineResource({
  module: 'sysAdminMenu',
  table: 'sys_menu',
  section: 'system',
  label: l('菜单', 'Menu'),
  scope: 'platform',
  changesAccess: true,
  idParam: 'id',
  titleField: 'name',
  treeParent: 'parentId',
  fields: {
    parentId: ref(l('上级菜单', 'Parent'), { to: 'sysAdminMenu', search: 'eq' }),
    name: text(l('名称', 'Name'), { max: 60, required: true, search: 'contains' }),
    nameEn: text(l('英文名称', 'English name'), { max: 80 }),
    path: text(l('路径', 'Path'), { max: 300, search: 'contains' }),
    icon: text(l('图标', 'Icon'), { max: 60, list: false }),
    kind: dict(l('类型', 'Kind'), { dict: menuKind, default: 'menu', search: 'eq' }),
    code: text(l('权限编码', 'Permission code'), { max: 100, search: 'eq' }),
    query: text(l('路由参数', 'Query'), { max: 300, list: false }),
    sort: int(l('排序', 'Order'), { min: 0, max: 99999, default: 0, sortable: true }),
    isAuth: bool(l('需要登录', 'Needs sign-in'), { default: true, list: false }),
    isTab: bool(l('标签页', 'Opens as tab'), { default: true, list: false }),
    keepAlive: bool(l('保持状态', 'Keeps state'), { default: true, list: false }),
    platformOnly: bool(l('仅平台使用', 'Platform only'), {
      default: false,
      list: false,
      help: l('公司的角色不能被授予此菜单', 'roles of companies cannot be granted this menu'),
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: 'sort',
  menu: { path: '/system/adminMenu', group: '/system', icon: 'MenuOutlined', sort: 3 },
});
