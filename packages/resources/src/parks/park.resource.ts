import { defineResource } from '../define-resource';
import { date, decimal, dict, int, l, ref, text } from '../fields/field-builders';

export const parkResource = defineResource({
  module: 'basePark',
  table: 'park',
  area: 'parks',
  label: l('停车场', 'Park'),
  scope: 'park',
  scopeSelf: true,
  idParam: 'parkId',
  idAliases: ['PKID', 'pkid'],
  titleField: 'parkName',
  fields: {
    parkName: text(l('停车场名称', 'Park name'), { max: 100, required: true, search: 'contains', sortable: true }),
    parkCode: text(l('停车场编号', 'Park code'), { max: 32, search: 'eq', unique: true }),
    villageId: ref(l('所属小区', 'Village'), { to: 'baseVillage', search: 'eq' }),
    parkKind: dict(l('类型', 'Kind'), { dict: 'parkKind', default: 1, search: 'eq' }),
    address: text(l('地址', 'Address'), { max: 200, list: false }),
    longitude: decimal(l('经度', 'Longitude'), { scale: 6, min: -180, max: 180, list: false }),
    latitude: decimal(l('纬度', 'Latitude'), { scale: 6, min: -90, max: 90, list: false }),
    totalStalls: int(l('总车位', 'Total stalls'), { min: 0, max: 100000, default: 0, sortable: true }),
    freeStalls: int(l('空余车位', 'Free stalls'), { min: 0, max: 100000, default: 0 }),
    serviceStart: date(l('服务开始', 'Service start'), { list: false }),
    serviceEnd: date(l('服务到期', 'Service end'), { sortable: true }),
    state: dict(l('状态', 'State'), { dict: 'enabledState', default: 1, search: 'eq' }),
  },
  menu: { path: '/basedata/park', group: '/basedata', icon: 'CarOutlined', sort: 4 },
});
