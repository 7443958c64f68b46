import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, l, phone, text } from '../fields/field-builders';
import { cameraProtocol } from './device-registry.dict';

/** A maker of cameras, screens, sensors and locks, shared by every company; devices name their maker. */
export const manufacturerResource = defineResource({
  module: 'sysManufacturer',
  table: 'sys_manufacturer',
  section: 'devices',
  label: l('设备厂商', 'Manufacturer'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('厂商名称', 'Name'), {
      max: 60,
      required: true,
      unique: 'global',
      search: 'contains',
      sortable: true,
    }),
    shortName: text(l('简称', 'Short name'), { max: 20 }),
    protocol: dict(l('默认通讯协议', 'Default protocol'), { dict: cameraProtocol, default: 1, search: 'eq' }),
    products: text(l('主要产品', 'Products'), { max: 200, column: { ellipsis: true } }),
    contact: text(l('联系人', 'Contact'), { max: 30 }),
    contactPhone: phone(l('联系电话', 'Contact phone')),
    website: text(l('网址', 'Website'), { max: 200, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { list: ['listPage'], export: [] },
  menu: { path: '/basedata/sysManufacturer', group: '/basedata', icon: 'ToolOutlined', sort: 11 },
});
