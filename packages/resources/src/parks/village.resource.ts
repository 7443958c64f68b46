import { defineResource } from '../define-resource';
import { bool, decimal, l, phone, reviewFields, text } from '../fields/field-builders';

export const villageResource = defineResource({
  module: 'baseVillage',
  table: 'village',
  section: 'parks',
  label: l('小区', 'Village'),
  scope: 'company',
  idParam: 'VID',
  idAliases: ['vid'],
  titleField: 'name',
  fields: {
    name: text(l('小区名称', 'Village name'), { max: 100, required: true, search: 'contains', sortable: true }),
    address: text(l('地址', 'Address'), { max: 200, search: 'contains' }),
    contact: text(l('联系人', 'Contact'), { max: 40 }),
    phone: phone(l('联系电话', 'Phone')),
    longitude: decimal(l('经度', 'Longitude'), { scale: 6, min: -180, max: 180, list: false }),
    latitude: decimal(l('纬度', 'Latitude'), { scale: 6, min: -90, max: 90, list: false }),
    ...reviewFields(),
    locked: bool(l('锁定', 'Locked'), { default: false, readOnly: true }),
  },
  routes: { list: ['listPage', 'list'] },
  menu: { path: '/basedata/village', group: '/basedata', icon: 'HomeOutlined', sort: 2 },
});
