import { defineResource } from '../define-resource';
import { deviceType, enabledState } from '../dictionaries';
import { bool, datetime, dict, int, json, l, plate, ref, text } from '../fields/field-builders';
import { guidanceGroupType, spaceKind } from './device-registry.dict';

const snRule = {
  pattern: /^[A-Za-z0-9_-]+$/,
  patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
};

/** A building of a park whose floors the guidance system covers. */
export const guidanceBuildingResource = defineResource({
  module: 'plat/navigation/building',
  table: 'guidance_building',
  section: 'devices',
  label: l('楼栋', 'Building'),
  scope: 'park',
  idParam: 'buildingId',
  titleField: 'buildingName',
  permissionPrefix: 'navBuilding',
  fields: {
    buildingName: text(l('楼栋名称', 'Building'), { max: 60, required: true, search: 'contains', sortable: true }),
    floorsAbove: int(l('地上层数', 'Floors above ground'), { min: 0, max: 200, default: 0 }),
    floorsBelow: int(l('地下层数', 'Floors below ground'), { min: 0, max: 20, default: 2 }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { export: [] },
  menu: { path: '/navigation/building', group: '/navigation', icon: 'BankOutlined', sort: 4 },
});

/** A model of guidance device (detector, screen, gateway) and what it is: shared by every company. */
export const guidanceDeviceTypeResource = defineResource({
  module: 'plat/navigation/devDeviceType',
  table: 'guidance_device_type',
  section: 'devices',
  label: l('诱导设备类型', 'Guidance device type'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'typeName',
  permissionPrefix: 'navDeviceType',
  fields: {
    typeName: text(l('类型名称', 'Type name'), { max: 60, required: true, unique: 'global', search: 'contains' }),
    deviceKind: dict(l('设备种类', 'Kind'), { dict: deviceType, default: 11, search: 'eq' }),
    model: text(l('型号', 'Model'), { max: 40 }),
    manufacturerId: ref(l('厂商', 'Manufacturer'), { to: 'sysManufacturer' }),
    viaGateway: bool(l('经网关接入', 'Connects through a gateway'), { default: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: {
    list: ['list', { path: 'gatewaySelectList', fixed: { deviceKind: deviceType.values.gateway } }],
    export: [],
  },
  menu: { path: '/navigation/deviceType', group: '/navigation', icon: 'ProfileOutlined', sort: 5 },
});

/** A gateway through which a building's detectors and screens reach the server. */
export const guidanceGatewayResource = defineResource({
  module: 'plat/navigation/devGateway',
  table: 'guidance_gateway',
  section: 'devices',
  label: l('网关', 'Gateway'),
  scope: 'park',
  idParam: 'id',
  titleField: 'gatewayName',
  permissionPrefix: 'navGateway',
  fields: {
    gatewayName: text(l('网关名称', 'Gateway'), { max: 60, required: true, search: 'contains' }),
    sn: text(l('设备序列号', 'Serial number'), { max: 40, required: true, unique: 'global', search: 'eq', ...snRule }),
    deviceTypeId: ref(l('设备类型', 'Device type'), { to: 'plat/navigation/devDeviceType' }),
    buildingId: ref(l('楼栋', 'Building'), { to: 'plat/navigation/building', search: 'eq' }),
    floor: int(l('楼层(负数为地下)', 'Floor (negative below ground)'), { min: -20, max: 200 }),
    ip: text(l('IP 地址', 'IP address'), { max: 45, list: false }),
    online: bool(l('在线', 'Online'), { readOnly: true, default: false }),
    lastSeenAt: datetime(l('最后在线时间', 'Last seen at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/navigation/devGateway', group: '/navigation', icon: 'ClusterOutlined', sort: 7 },
});

/** One space of a guided building, with what its detector last saw. */
export const guidanceSpaceResource = defineResource({
  module: 'plat/navigation/parkingSpace',
  table: 'guidance_space',
  section: 'devices',
  label: l('车位', 'Parking space'),
  scope: 'park',
  idParam: 'id',
  titleField: 'spaceNo',
  permissionPrefix: 'navSpace',
  fields: {
    spaceNo: text(l('车位编号', 'Space number'), { max: 20, required: true, search: 'contains', sortable: true }),
    buildingId: ref(l('楼栋', 'Building'), { to: 'plat/navigation/building', search: 'eq' }),
    floor: int(l('楼层(负数为地下)', 'Floor (negative below ground)'), { min: -20, max: 200, search: 'eq' }),
    areaId: ref(l('所在区域', 'Area'), { to: 'baseParkArea', search: 'eq' }),
    spaceKind: dict(l('车位类型', 'Space kind'), { dict: spaceKind, default: 1, search: 'eq' }),
    occupied: bool(l('有车', 'Occupied'), { readOnly: true, default: false, search: 'eq' }),
    plateNumber: plate(l('在位车牌', 'Plate in space'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  defaultSort: 'spaceNo',
  routes: { export: [] },
  menu: { path: '/navigation/parkSpace', group: '/navigation', icon: 'AppstoreOutlined', sort: 8 },
});

/** A space detector or guidance screen of a building. */
export const guidanceDeviceResource = defineResource({
  module: 'plat/navigation/devDevice',
  table: 'guidance_device',
  section: 'devices',
  label: l('诱导设备', 'Guidance device'),
  scope: 'park',
  idParam: 'deviceId',
  titleField: 'deviceName',
  permissionPrefix: 'navDevice',
  fields: {
    deviceName: text(l('设备名称', 'Device name'), { max: 60, required: true, search: 'contains' }),
    sn: text(l('设备序列号', 'Serial number'), { max: 40, required: true, unique: 'global', search: 'eq', ...snRule }),
    deviceTypeId: ref(l('设备类型', 'Device type'), { to: 'plat/navigation/devDeviceType', required: true }),
    buildingId: ref(l('楼栋', 'Building'), { to: 'plat/navigation/building', search: 'eq' }),
    gatewayId: ref(l('网关', 'Gateway'), { to: 'plat/navigation/devGateway', search: 'eq' }),
    spaceId: ref(l('检测车位', 'Space watched'), { to: 'plat/navigation/parkingSpace' }),
    busAddress: int(l('总线地址', 'Bus address'), { min: 0, max: 255, list: false }),
    online: bool(l('在线', 'Online'), { readOnly: true, default: false }),
    lastSeenAt: datetime(l('最后在线时间', 'Last seen at'), { readOnly: true }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/navigation/device', group: '/navigation', icon: 'DesktopOutlined', sort: 6 },
});

/**
 * Devices grouped for guidance: a screen shows the free spaces its group's detectors see (deviceIds: the
 * guidance devices of the group, of the group's own park).
 */
export const guidanceGroupResource = defineResource({
  module: 'plat/navigation/devGroup',
  table: 'guidance_group',
  section: 'devices',
  label: l('设备分组', 'Device group'),
  scope: 'park',
  idParam: 'groupId',
  titleField: 'groupName',
  permissionPrefix: 'navGroup',
  fields: {
    groupName: text(l('分组名称', 'Group'), { max: 60, required: true, search: 'contains' }),
    buildingId: ref(l('楼栋', 'Building'), { to: 'plat/navigation/building', search: 'eq' }),
    groupType: dict(l('分组类型', 'Group type'), { dict: guidanceGroupType, default: 1, search: 'eq' }),
    deviceIds: json<number[]>(l('分组设备', 'Devices')),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  routes: { export: [] },
  menu: { path: '/navigation/group', group: '/navigation', icon: 'ClusterOutlined', sort: 10 },
});
