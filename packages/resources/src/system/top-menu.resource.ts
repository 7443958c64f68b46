import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';

export const topMenuResource = defineResource({
  module: 'topMenu',
  table: 'sys_top_menu',
  section: 'system',
  label: l('顶部菜单', 'Top menu'),
  scope: 'platform',
  idParam: 'topId',
  idAliases: ['topMenuId'],
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 40, required: true, search: 'contains' }),
    nameEn: text(l('英文名称', 'English name'), { max: 60 }),
    icon: text(l('图标', 'Icon'), { max: 60 }),
    path: text(l('路径', 'Path'), { max: 200 }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, sortable: true }),
  },
  defaultSort: 'sort',
  menu: { path: '/system/topMenu', group: '/system', icon: 'AppstoreOutlined', sort: 4 },
});
